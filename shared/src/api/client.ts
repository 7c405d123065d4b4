import { z } from 'zod';
import { ApiErrorBodySchema } from './schemas/common';
import { buildPath, buildQuery, contract, type EndpointInput, type EndpointName, type EndpointOutput } from './contract';

// In the browser zod must not try to compile parsers with new Function: the sites' CSP has no
// 'unsafe-eval', and the probe alone is reported as a violation (decision 018). This configures
// the zod the schemas are built with in whichever build provides this module (the shell's, or a
// remote harness's). The API server keeps zod's compiled parsers.
z.config({ jitless: true });

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
    const definition = contract[name];
    const parts = (input ?? {}) as { params?: Record<string, unknown>; query?: Record<string, unknown> };
    return `${base}${buildPath(definition.path, parts.params)}${buildQuery(parts.query)}`;
  }

  async function call<N extends EndpointName>(name: N, input?: EndpointInput<N>, init?: { signal?: AbortSignal }) {
    const definition = contract[name];
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
    // Only 200 counts as success (public-site §4).
    if (response.status !== 200) {
      const parsedError = ApiErrorBodySchema.safeParse(payload);
      throw new ApiError(parsedError.success ? parsedError.data.message : response.statusText || 'Request failed', response.status, name);
    }
    const parsed = definition.response.safeParse(payload);
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
