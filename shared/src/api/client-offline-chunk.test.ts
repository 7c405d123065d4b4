/** @jest-environment node */
import { createApiClient } from './client';

// The site part's schemas cannot be fetched (a redeploy removed the chunk, or the network dropped).
jest.mock('./contract-site', () => {
  throw new Error('Loading chunk 622 failed');
});

it('answers an ApiError with status 0 when the schemas cannot load, after sending the request', async () => {
  const fetch = jest.fn(async () => new Response('[]', { status: 200 }));
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  await expect(client.call('nav')).rejects.toMatchObject({
    name: 'ApiError',
    status: 0,
    message: 'Part of the site could not be loaded. Reload the page to try again.',
  });
  expect(fetch).toHaveBeenCalledWith('http://api.test/nav', expect.objectContaining({ method: 'GET' }));
});

it('loads only the part of the contract a call belongs to', async () => {
  const fetch = jest.fn(async () => new Response('[]', { status: 200 }));
  const client = createApiClient({ baseUrl: 'http://api.test', fetch });
  // The events part still loads and parses while the site part cannot.
  await expect(client.call('eventCategories')).resolves.toEqual([]);
});
