// What a page's head says and its JSON-LD, zod-free (decision 058).
export * from './text';
export * from './json-ld';
