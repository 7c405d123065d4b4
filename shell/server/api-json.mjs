// The public API as the shell's server reads it for the sitemap: one call with a deadline, a missing record told apart, a bounded cache.
import { LRUCache } from 'lru-cache';

export class NotFoundError extends Error {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

const trimSlash = (/** @type {string} */ url) => url.replace(/\/+$/, '');

/**
 * @template {{}} T
 * @typedef {LRUCache<string, T>} TtlCache
 */

/**
 * A small LRU with per-entry expiry: bounded so random URLs cannot grow it without limit.
 * @template {{}} T
 * @param {{ ttlMs?: number, maxEntries?: number }} [options]
 * @returns {TtlCache<T>}
 */
export function createTtlCache({ ttlMs = 60_000, maxEntries = 500 } = {}) {
  return new LRUCache({ max: maxEntries, ttl: ttlMs });
}

/**
 * A public API call with the caller's deadline: 200 is the answer, 404 (and 400, a malformed id) a missing record, anything else a failure.
 * @param {{ apiUrl: string, fetch: typeof fetch, signal: AbortSignal }} options
 * @param {string} apiPath
 * @param {{ method?: string, body?: unknown }} [init]
 */
export async function apiJson({ apiUrl, fetch: fetchImpl, signal }, apiPath, init = {}) {
  const response = await fetchImpl(`${trimSlash(apiUrl)}${apiPath}`, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal,
  });
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel().catch(() => {});
    throw new NotFoundError(`${apiPath}: ${response.status}`);
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`${apiPath}: the API answered ${response.status}`);
  }
  return response.json();
}

/** '/about/' and '//about' name the same page as '/about' (the client redirects a trailing slash). */
export function normalisePath(/** @type {string} */ pathname) {
  return `/${(String(pathname).split(/[?#]/)[0] ?? '').split('/').filter(Boolean).join('/')}`;
}
