// A short per-instance cache of server-rendered anonymous pages (decision 048). Off unless PAGE_CACHE_SECONDS is set: the API's changes
// show only when an entry expires, while a deploy shows at once because the releases a page was rendered from are part of its key.
import { LRUCache } from 'lru-cache';

/**
 * @param {{ ttlMs: number, max?: number }} options
 * @returns {{ get(key: string): object | undefined, set(key: string, page: object): void } | null}
 */
export function createPageCache({ ttlMs, max = 500 }) {
  if (!(ttlMs > 0)) return null;
  /** @type {LRUCache<string, object>} */
  const cache = new LRUCache({ max, ttl: ttlMs });
  return { get: (key) => cache.get(key), set: (key, page) => void cache.set(key, page) };
}
