/** Rewrites every stored `/media/...` string inside a JSON value with toUrl (blocks, slides, links). */
export function absoluteMedia<T>(value: T, toUrl: (path: string) => string | null): T {
  if (typeof value === 'string') return (value.startsWith('/media/') ? toUrl(value) : value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => absoluteMedia(item, toUrl)) as T;
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, absoluteMedia(item, toUrl)])) as T;
  }
  return value;
}

/** The inverse of absoluteMedia: every string that is `toUrl`'s address of a `/media/...` path is that path again (what the studio saves). */
export function storedMedia<T>(value: T, toUrl: (path: string) => string | null): T {
  const base = toUrl('/media/');
  if (!base || base === '/media/') return value;
  const stored = (item: unknown): unknown => {
    if (typeof item === 'string') return item.startsWith(base) ? `/media/${item.slice(base.length)}` : item;
    if (Array.isArray(item)) return item.map(stored);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, stored(inner)]));
    return item;
  };
  return stored(value) as T;
}

/** Escapes a LIKE pattern so user text matches literally. */
export function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
