import type { ContractPart, EndpointDef, EndpointInput, EndpointName, EndpointOutput } from './contract';
import { buildPath, buildQuery } from './paths';
import { routes } from './routes';

type Part = Record<string, EndpointDef>;
type ErrorBodySchema = (typeof import('./schemas/common'))['ApiErrorBodySchema'];

/**
 * The contract's parts, each with its schemas (and zod) in a chunk of its own, loaded while the call's request is in flight, so schemas
 * are built beside the network wait, not before the first paint (decision 022). A chunk that failed to load is tried again on the next call.
 */
const PARTS: Record<ContractPart, () => Promise<Part>> = {
  site: () => import('./contract-site').then((module) => module.siteContract),
  discover: () => import('./contract-discover').then((module) => module.discoverContract),
  events: () => import('./contract-events').then((module) => module.eventsContract),
  news: () => import('./contract-news').then((module) => module.newsContract),
  account: () => import('./contract-account').then((module) => module.accountContract),
  member: () => import('./contract-member').then((module) => module.memberContract),
  insights: () => import('./contract-insights').then((module) => module.insightsContract),
  listings: () => import('./contract-listings').then((module) => module.listingsContract),
  freshness: () => import('./contract-freshness').then((module) => module.freshnessContract),
  studio: () => import('./contract-studio').then((module) => module.studioContract),
};
const loading = new Map<ContractPart | 'errors', Promise<unknown>>();

function once<T>(key: ContractPart | 'errors', load: () => Promise<T>): Promise<T> {
  let pending = loading.get(key) as Promise<T> | undefined;
  if (!pending) {
    pending = load().catch((error: unknown) => {
      loading.delete(key);
      throw error;
    });
    loading.set(key, pending);
  }
  return pending;
}

function loadSchemas(part: ContractPart): Promise<[Part, ErrorBodySchema]> {
  return Promise.all([once(part, PARTS[part]), once('errors', () => import('./schemas/common').then((module) => module.ApiErrorBodySchema))]);
}

/** The one error type of the client: a non-200 answer, a network failure, or an answer that breaks the contract. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly endpoint: string,
    /** Seconds to wait before trying again (Retry-After of a 429), when the server said. */
    readonly retryAfter?: number,
  ) {
    super(message);
  }
  get isNotFound(): boolean {
    return this.status === 404;
  }
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken?: () => string | null | undefined;
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before retry `attempt` (1, 2) of a keyed create; `retryAfter` is the answer's Retry-After in seconds. */
  retryDelay?: (attempt: number, retryAfter: number | null) => number;
}

// Creates marked `idempotent` send one Idempotency-Key per call and again on its retries (no answer, or 502/503/504),
// so a retry cannot create a second item (decision 031).
const TRIES = 3;
const RETRY_STATUSES = new Set([502, 503, 504]);
const MAX_RETRY_WAIT_MS = 30_000;
const defaultRetryDelay = (attempt: number, retryAfter: number | null) =>
  Math.min(MAX_RETRY_WAIT_MS, retryAfter !== null ? retryAfter * 1000 : 1000 * 2 ** (attempt - 1));

function newIdempotencyKey(): string {
  const crypto = globalThis.crypto;
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

const retryAfterOf = (response: Response): number | null => {
  const seconds = Number(response.headers.get('retry-after'));
  return response.headers.has('retry-after') && Number.isFinite(seconds) && seconds >= 0 ? seconds : null;
};

function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), reject(signal.reason)), { once: true });
  });
}

export interface ApiClient {
  call<N extends EndpointName>(name: N, input?: EndpointInput<N>, init?: { signal?: AbortSignal }): Promise<EndpointOutput<N>>;
  url<N extends EndpointName>(name: N, input?: EndpointInput<N>): string;
}

export function createApiClient({
  baseUrl,
  getToken,
  // Looked up at each call: a client made where there is no fetch yet (a test's server render) fails only if it calls.
  fetch: fetchImpl = (input, init) => globalThis.fetch(input, init),
  retryDelay = defaultRetryDelay,
}: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');

  function url<N extends EndpointName>(name: N, input?: EndpointInput<N>): string {
    const definition = routes[name];
    // Through unknown: comparing the input with every endpoint's shape is a union too large for the compiler.
    const parts = ((input as unknown) ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
    return `${base}${buildPath(definition.path, parts.params)}${buildQuery(parts.query)}`;
  }

  async function call<N extends EndpointName>(name: N, input?: EndpointInput<N>, init?: { signal?: AbortSignal }) {
    const definition = routes[name];
    const parsing = loadSchemas(definition.part);
    // A request that fails must not leave this promise rejected and unobserved.
    parsing.catch(() => undefined);
    const body = (input as { body?: unknown } | undefined)?.body;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const token = getToken?.();
    if (token) headers.authorization = `Bearer ${token}`;
    if (definition.idempotent) headers['idempotency-key'] = newIdempotencyKey();
    const tries = definition.idempotent ? TRIES : 1;

    let response: Response | undefined;
    for (let attempt = 1; !response; attempt += 1) {
      try {
        response = await fetchImpl(url(name, input), {
          method: definition.method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: init?.signal,
        });
      } catch (error) {
        if ((error as Error).name === 'AbortError') throw error;
        if (attempt >= tries) throw new ApiError('The server could not be reached.', 0, name);
        await wait(retryDelay(attempt, null), init?.signal);
        continue;
      }
      if (attempt < tries && RETRY_STATUSES.has(response.status)) {
        const retryAfter = retryAfterOf(response);
        await response.body?.cancel().catch(() => undefined);
        response = undefined;
        await wait(retryDelay(attempt, retryAfter), init?.signal);
      }
    }

    const payload: unknown = await response.json().catch(() => null);
    let part: Part;
    let errorBody: ErrorBodySchema;
    try {
      [part, errorBody] = await parsing;
    } catch {
      throw new ApiError('Part of the site could not be loaded. Reload the page to try again.', 0, name);
    }
    // Only 200 counts as success (public-site §4).
    if (response.status !== 200) {
      const parsedError = errorBody.safeParse(payload);
      // Test doubles of Response often carry no headers.
      const retryAfter = Number(response.headers?.get('retry-after') ?? Number.NaN);
      throw new ApiError(
        parsedError.success ? parsedError.data.message : response.statusText || 'Request failed',
        response.status,
        name,
        Number.isFinite(retryAfter) && retryAfter >= 0 ? retryAfter : undefined,
      );
    }
    const parsed = part[name]!.response.safeParse(payload);
    if (!parsed.success) throw new ApiError(`Unexpected answer from ${definition.path}`, response.status, name);
    return parsed.data as EndpointOutput<N>;
  }

  return { call, url };
}

/**
 * True when an error means the record does not exist (404) or its key is malformed (400), not an API that did not answer.
 * Read from the shape, not `instanceof`, so an error from any bundle's copy of the client counts.
 */
export function isMissingRecord(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 404 || status === 400;
}
