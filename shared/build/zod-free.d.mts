export declare function zodImportChain(entry: string): string[] | null;
