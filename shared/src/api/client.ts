import type { ContractPart, EndpointDef, EndpointInput, EndpointName, EndpointOutput } from './contract';
import { buildPath, buildQuery } from './paths';
import { routes } from './routes';

type Part = Record<string, EndpointDef>;
type ErrorBodySchema = (typeof import('./schemas/common'))['ApiErrorBodySchema'];

/**
 * The parts of the contract the client parses answers with, each with its schemas (and zod) in
 * chunks of their own. A call loads its part while its request is in flight, so schemas are built
 * beside the network wait, not before the first paint, and a page builds only the parts of the
 * calls it makes (decision 022). A chunk that failed to load is tried again on the next call.
 */
const PARTS: Record<ContractPart, () => Promise<Part>> = {
  site: () => import('./contract-site').then((module) => module.siteContract),
  discover: () => import('./contract-discover').then((module) => module.discoverContract),
  events: () => import('./contract-events').then((module) => module.eventsContract),
  news: () => import('./contract-news').then((module) => module.newsContract),
  account: () => import('./contract-account').then((module) => module.accountContract),
  member: () => import('./contract-member').then((module) => module.memberContract),
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
}

export interface ApiClient {
  call<N extends EndpointName>(name: N, input?: EndpointInput<N>, init?: { signal?: AbortSignal }): Promise<EndpointOutput<N>>;
  url<N extends EndpointName>(name: N, input?: EndpointInput<N>): string;
}

export function createApiClient({ baseUrl, getToken, fetch: fetchImpl = globalThis.fetch.bind(globalThis) }: ApiClientOptions): ApiClient {
  const base = baseUrl.replace(/\/+$/, '');

  function url<N extends EndpointName>(name: N, input?: EndpointInput<N>): string {
    const definition = routes[name];
    const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
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

    let response: Response;
    try {
      response = await fetchImpl(url(name, input), {
        method: definition.method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: init?.signal,
      });
    } catch (error) {
      if ((error as Error).name === 'AbortError') throw error;
      throw new ApiError('The server could not be reached.', 0, name);
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
 * True when an error means the record does not exist (404) or its key is malformed (400), as
 * opposed to an API that did not answer. Read from the shape, not `instanceof`, so an error from
 * any bundle's copy of the client counts.
 */
export function isMissingRecord(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 404 || status === 400;
}
