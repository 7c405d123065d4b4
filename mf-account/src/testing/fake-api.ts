export interface FakeRequest {
  /** 'POST /api/tips/create' */
  route: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface FakeAnswer {
  status?: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** The API behind the real client for hook tests: answers by method and path and keeps every request; install `fetch` as globalThis.fetch. */
export function fakeApi(routes: Record<string, (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>>) {
  const requests: FakeRequest[] = [];
  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    const request = {
      route: `${init.method} ${new URL(url).pathname}`,
      headers: init.headers as Record<string, string>,
      body: init.body ? JSON.parse(String(init.body)) : undefined,
    };
    requests.push(request);
    const answer = routes[request.route];
    if (!answer) throw new Error(`unexpected request ${request.route}`);
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
  return { fetch, requests, count: (route: string) => requests.filter((request) => request.route === route).length };
}
