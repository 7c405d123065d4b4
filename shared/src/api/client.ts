import type { EndpointInput, EndpointName, EndpointOutput } from './contract';
import { buildPath, buildQuery } from './paths';
import { routes } from './routes';

type Schemas = typeof import('./schemas-lazy');
let schemas: Promise<Schemas> | undefined;

/**
 * The schemas the client parses answers with, and zod, in a chunk of their own: the first call
 * loads it while its request is in flight, so the schemas are built beside the network wait and
 * not before the first paint (decision 022). A chunk that failed to load is tried again next call.
 */
function loadSchemas(): Promise<Schemas> {
  schemas ??= import('./schemas-lazy').catch((error: unknown) => {
    schemas = undefined;
    throw error;
  });
  return schemas;
}

/** The one error type of the client: a non-200 answer, a network failure, or an answer that breaks the contract. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    readonly endpoint: string,
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
    const parsing = loadSchemas();
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
    let loaded: Schemas;
    try {
      loaded = await parsing;
    } catch {
      throw new ApiError('Part of the site could not be loaded. Reload the page to try again.', 0, name);
    }
    // Only 200 counts as success (public-site §4).
    if (response.status !== 200) {
      const parsedError = loaded.ApiErrorBodySchema.safeParse(payload);
      throw new ApiError(parsedError.success ? parsedError.data.message : response.statusText || 'Request failed', response.status, name);
    }
    const parsed = loaded.contract[name].response.safeParse(payload);
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
