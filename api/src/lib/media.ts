/** A JSON value with every string inside it (a column's, a block's field, a slide's) passed through `map`. */
export function mapStrings<T>(value: T, map: (text: string) => string | null): T {
  if (typeof value === 'string') return map(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => mapStrings(item, map)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mapStrings(item, map)])) as T;
  }
  return value;
}

/** Rewrites every stored `/media/...` string inside a JSON value with toUrl (blocks, slides, links). */
export function absoluteMedia<T>(value: T, toUrl: (path: string) => string | null): T {
  return mapStrings(value, (text) => (text.startsWith('/media/') ? toUrl(text) : text));
}

/** The inverse of absoluteMedia: every string that is `toUrl`'s address of a `/media/...` path is that path again (what the studio saves). */
export function storedMedia<T>(value: T, toUrl: (path: string) => string | null): T {
  const base = toUrl('/media/');
  if (!base || base === '/media/') return value;
  return mapStrings(value, (text) => (text.startsWith(base) ? `/media/${text.slice(base.length)}` : text));
}

/** Escapes a LIKE pattern so user text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
