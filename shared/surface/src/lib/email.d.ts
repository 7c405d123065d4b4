export declare const EMAIL_PATTERN: RegExp;
export declare const EMAIL_MAX_LENGTH = 254;
export declare function emailProblem(value: string): string | null;
