export * from './text';
export * from './json-ld';
