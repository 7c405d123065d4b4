export declare function createJestConfig(options?: { environment?: string }): Record<string, unknown>;
