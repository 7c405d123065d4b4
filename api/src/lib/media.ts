/** Rewrites every stored `/media/...` string inside a JSON value with toUrl (blocks, slides, links). */
export function absoluteMedia<T>(value: T, toUrl: (path: string) => string | null): T {
  if (typeof value === 'string') return (value.startsWith('/media/') ? toUrl(value) : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => absoluteMedia(item, toUrl)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteMedia(item, toUrl)])) as T;
  }
  return value;
}

/** Escapes a LIKE pattern so user text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
