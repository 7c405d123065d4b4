export declare function buildPath(pattern: string, params?: Record<string, unknown>): string;
export declare function buildQuery(query?: Record<string, unknown>): string;
