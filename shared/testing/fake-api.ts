// The API behind the real client in every remote's component tests (remotes never import one another). Beside src/: it is no part of
// what the apps share at run time. Registers an afterEach that fails a test on a call no route answered.
import { contract, type EndpointName } from '../src/api/contract';

export interface FakeRequest {
  /** The contract's name of the call, when it is one: 'tipCreate'. */
  name: EndpointName | null;
  /** 'POST /api/tips/create' */
  route: string;
  headers: Record<string, string>;
  body: unknown;
  query: URLSearchParams;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

export type FakeHandler = (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
/** Answers by the call's contract name ('tipCreate') or by method and path ('POST /api/tips/create'). */
export type FakeRoutes = Partial<Record<EndpointName, FakeHandler>> & Record<string, FakeHandler | undefined>;

const ENDPOINTS = Object.entries(contract).map(([name, { method, path }]) => ({
  name: name as EndpointName,
  method,
  pattern: new RegExp(
    `^${path
      .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
      .replace(/\*/g, '.*')
      .replace(/:[a-z_]+/gi, '[^/]+')}$`,
    'i',
  ),
}));

const nameOf = (method: string, pathname: string): EndpointName | null =>
  ENDPOINTS.find((endpoint) => endpoint.method === method && endpoint.pattern.test(pathname))?.name ?? null;

const REASONS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  429: 'Too Many Requests',
  503: 'Service Unavailable',
};

/** The API's answer to a refused call: its status and the message the client shows. */
export const refusal = (status: number, message: string, headers?: Record<string, string>): FakeAnswer => ({
  status,
  body: { statusCode: status, error: REASONS[status] ?? 'Error', message },
  headers,
});

/** No answer at all, as when the network is down: the client says the server could not be reached. */
export const unreachable = (): never => {
  throw new TypeError('fetch failed');
};

/** An answer still on its way: the screen stays as it is while loading. */
export const pending = () => new Promise<FakeAnswer>(() => undefined);

/** What the seeded valley answers to calls a screen makes on its own: the 404 screen asks whether its address moved (decision 097). */
const DEFAULTS: FakeRoutes = { moved: () => ({ body: { location: null } }) };

/** Requests no route answered, so a test fails on a call it did not expect rather than on what the screen made of it. */
const unexpected: string[] = [];
afterEach(() => {
  const missed = unexpected.splice(0);
  if (missed.length > 0) throw new Error(`The fake API had no answer for: ${missed.join(', ')}`);
});

/** The API behind the real client: answers by call name or by method and path, and keeps every request; install `fetch` as globalThis.fetch. */
export function fakeApi(routes: FakeRoutes) {
  const requests: FakeRequest[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    const { pathname, searchParams } = new URL(url);
    const method = init.method ?? 'GET';
    const request: FakeRequest = {
      name: nameOf(method, pathname),
      route: `${method} ${pathname}`,
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
      query: searchParams,
    };
    requests.push(request);
    const answer = routes[request.route] ?? (request.name ? (routes[request.name] ?? DEFAULTS[request.name]) : undefined);
    if (!answer) {
      unexpected.push(request.name ?? request.route);
      throw new Error(`unexpected request ${request.route}`);
    }
    const { status = 200, body, headers = {} } = await answer(request);
    // jsdom has no Response; the client reads only these parts of one.
    return {
      status,
      statusText: '',
      headers: { get: (name: string) => headers[name.toLowerCase()] ?? null, has: (name: string) => name.toLowerCase() in headers },
      json: async () => body,
      body: { cancel: async () => undefined },
    } as unknown as Response;
  });
  const sent = (key: string) => requests.filter((request) => request.route === key || request.name === key);
  return {
    fetch,
    requests,
    /** How many requests went to a call (by name or by method and path). */
    count: (key: string) => sent(key).length,
    /** The bodies sent to a call, in order. */
    bodies: (key: string) => sent(key).map((request) => request.body),
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;

/** The fake as the page's fetch. */
export function installFakeApi(routes: FakeRoutes): FakeApi {
  const api = fakeApi(routes);
  globalThis.fetch = api.fetch as unknown as typeof fetch;
  return api;
}
