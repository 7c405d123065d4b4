/** @jest-environment node */
import { ApiError, createApiClient, isMissingRecord } from './client';
import { buildPath, buildQuery } from './contract';

const destination = {
  id: 1,
  slug: 'elk-creek',
  name: 'Elk Creek',
  main_img: null,
  header_img: null,
  content: null,
  callout_content: null,
  sidebar_callout_content: null,
  address: null,
  city: 'Millheim',
  state: 'PA',
  zip: null,
  phone: null,
  website: null,
  map_link: null,
  reservations_link: null,
  restaurant_link: null,
  golf_link: null,
  facebook_link: null,
  instagram_link: null,
  twitter_link: null,
  youtube_link: null,
  pinterest_link: null,
  bd_lowest_rate: null,
  location_latitude: 40.89,
  location_longitude: -77.47,
  location_formatted_latitude: null,
  location_formatted_longitude: null,
  d_experiences: [],
  d_amenities: [],
  d_gallery_images: [],
  d_categories: [],
  meta_description: null,
  scripts: null,
  package: null,
  favorited: false,
  claimed: false,
  verified: false,
};

const answer = (status: number, body: unknown) => jest.fn(async () => new Response(JSON.stringify(body), { status }));

describe('paths and queries', () => {
  it('encodes one segment for :name and each segment of *', () => {
    expect(buildPath('/nav/get/:name', { name: 'top menu' })).toBe('/nav/get/top%20menu');
    expect(buildPath('/page/get/*', { '*': 'plan/getting here' })).toBe('/page/get/plan/getting%20here');
  });
  it('repeats arrays as key[] and drops empty values', () => {
    expect(buildQuery({ page: 2, categories: [3, 4], title: '', order: undefined })).toBe('?page=2&categories%5B%5D=3&categories%5B%5D=4');
  });
});

describe('createApiClient', () => {
  it('sends the bearer token and parses the answer with the schema', async () => {
    const fetch = answer(200, [destination]);
    const client = createApiClient({ baseUrl: 'http://api.test/', getToken: () => 'secret', fetch });
    const result = await client.call('destinationsSearch', { body: { order: 'name' } });
    expect(result[0]?.name).toBe('Elk Creek');
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('http://api.test/destinations/search');
    expect(init.method).toBe('POST');
    expect((init.headers as Record<string, string>).authorization).toBe('Bearer secret');
    expect(init.body).toBe('{"order":"name"}');
  });

  it('turns a non-200 answer into an ApiError with the server message', async () => {
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: answer(404, { statusCode: 404, error: 'Not Found', message: 'Page not found' }) });
    await expect(client.call('page', { params: { '*': 'nope' } })).rejects.toMatchObject({ status: 404, message: 'Page not found' });
  });

  it('carries Retry-After of a 429 in seconds', async () => {
    const fetch = jest.fn(
      async () =>
        new Response(JSON.stringify({ statusCode: 429, error: 'Too Many Requests', message: 'Too many attempts, try again in 3 minutes' }), {
          status: 429,
          headers: { 'Retry-After': '125' },
        }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    await expect(client.call('login', { body: { username: 'a@example.com', password: 'secret-1' } })).rejects.toMatchObject({ status: 429, retryAfter: 125 });
  });

  it('treats other 2xx statuses as failures: only 200 is success', async () => {
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: answer(204, null) });
    await expect(client.call('nav')).rejects.toBeInstanceOf(ApiError);
  });

  it('refuses an answer that breaks the contract', async () => {
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: answer(200, [{ id: 'one' }]) });
    await expect(client.call('destinationsSearch', { body: {} })).rejects.toThrow('Unexpected answer from /destinations/search');
  });

  it('reports an unreachable server as status 0', async () => {
    const fetch = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const client = createApiClient({ baseUrl: 'http://api.test', fetch });
    await expect(client.call('nav')).rejects.toMatchObject({ status: 0 });
  });
});

const keyOf = (call: unknown[]) => ((call[1] as RequestInit).headers as Record<string, string>)['idempotency-key'];

describe('Idempotency-Key on member creates', () => {
  const tip = {
    id: 7,
    slug: 'dawn',
    title: 'Dawn',
    tip: '<p>Quiet.</p>',
    destination_id: 1,
    destination_name: 'Elk Creek',
    website: null,
    social_link: null,
    main_img: null,
    favorited: false,
    approved: 0,
    review_status: 'pending',
    review_note: null,
    has_pending_changes: false,
  };
  const body = { title: 'Dawn', tip: '<p>Quiet.</p>', destination: 1 };

  it('sends one key per submit and the same key on its retries after a lost answer and a 503', async () => {
    const fetch = jest
      .fn()
      .mockRejectedValueOnce(new TypeError('fetch failed'))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'busy' }), { status: 503, headers: { 'retry-after': '1' } }),
      )
      .mockImplementation(async () => new Response(JSON.stringify(tip), { status: 200 }));
    const delays: Array<[number, number | null]> = [];
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, retryDelay: (attempt, retryAfter) => (delays.push([attempt, retryAfter]), 0) });
    await expect(client.call('tipCreate', { body })).resolves.toMatchObject({ id: 7 });
    expect(fetch).toHaveBeenCalledTimes(3);
    const [first, second, third] = fetch.mock.calls.map(keyOf);
    expect(first).toMatch(/^[\w-]{16,}$/);
    expect([second, third]).toEqual([first, first]);
    expect(delays).toEqual([
      [1, null],
      [2, 1],
    ]);

    await client.call('tipCreate', { body });
    expect(keyOf(fetch.mock.calls[3]!)).not.toBe(first);
  });

  it('gives up after three tries with the last error', async () => {
    const fetch = jest.fn(
      async () => new Response(JSON.stringify({ statusCode: 503, error: 'Service Unavailable', message: 'The server is busy' }), { status: 503 }),
    );
    const client = createApiClient({ baseUrl: 'http://api.test', fetch, retryDelay: () => 0 });
    await expect(client.call('tipCreate', { body })).rejects.toMatchObject({ status: 503, message: 'The server is busy' });
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('neither sends a key nor retries other calls, and answers other errors at once', async () => {
    const down = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const client = createApiClient({ baseUrl: 'http://api.test', fetch: down, retryDelay: () => 0 });
    await expect(client.call('contactsCreate', { body: { email: 'a@example.com' } })).rejects.toMatchObject({ status: 0 });
    expect(down).toHaveBeenCalledTimes(1);
    expect(keyOf(down.mock.calls[0] as unknown[])).toBeUndefined();

    const refused = answer(422, { statusCode: 422, error: 'Unprocessable Entity', message: 'Idempotency-Key was already used' });
    await expect(createApiClient({ baseUrl: 'http://api.test', fetch: refused, retryDelay: () => 0 }).call('tipCreate', { body })).rejects.toMatchObject({
      status: 422,
    });
    expect(refused).toHaveBeenCalledTimes(1);
  });
});

describe('isMissingRecord', () => {
  it('reads the status of an ApiError, also of another bundle’s copy of the class', () => {
    expect(isMissingRecord(new ApiError('Event not found', 404, 'eventGet'))).toBe(true);
    const copy = Object.assign(new Error('Event not found'), { name: 'ApiError', status: 404 });
    expect(isMissingRecord(copy)).toBe(true);
  });

  it('treats 400 as missing and anything else as a failure to load', () => {
    expect(isMissingRecord(new ApiError('bad slug', 400, 'eventGet'))).toBe(true);
    expect(isMissingRecord(new ApiError('down', 503, 'eventGet'))).toBe(false);
    expect(isMissingRecord(new ApiError('unreachable', 0, 'eventGet'))).toBe(false);
    expect(isMissingRecord(new Error('boom'))).toBe(false);
    expect(isMissingRecord(null)).toBe(false);
  });
});
