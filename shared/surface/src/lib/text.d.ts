export declare const visibleText: (html: string) => string;
export declare const opensWith: (html: string | null | undefined, text: string | null | undefined) => boolean;
