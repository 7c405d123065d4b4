import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { API_CSP } from './http/security-headers';
import { seededApp, TEST_ORIGIN } from './test-support/seeded-app';

const { app, close } = await seededApp();
after(close);

describe('security headers (issue 10)', () => {
  it('every JSON answer is nosniff, sends no referrer and may load nothing', async () => {
    for (const url of ['/health', '/nav', '/destinations/get/no-such-place']) {
      const response = await app.inject({ method: 'GET', url });
      assert.equal(response.headers['x-content-type-options'], 'nosniff', url);
      assert.equal(response.headers['referrer-policy'], 'no-referrer', url);
      assert.equal(response.headers['content-security-policy'], API_CSP, url);
    }
  });

  it('a bad request is answered with the same headers', async () => {
    const response = await app.inject({ method: 'POST', url: '/destinations/search', payload: { order: 'cheapest' } });
    assert.equal(response.statusCode, 400);
    assert.equal(response.headers['content-security-policy'], API_CSP);
  });

  it("images may load nothing either, and Swagger UI's page keeps its own policy", async () => {
    const [destination] = (await app.inject({ method: 'POST', url: '/destinations/search', payload: { name: 'Nittany Lion Inn' } })).json();
    const image = await app.inject({ method: 'GET', url: new URL(destination.main_img).pathname });
    assert.equal(image.statusCode, 200);
    assert.match(String(image.headers['content-security-policy']), /^default-src 'none'/);
    assert.equal(image.headers['x-content-type-options'], 'nosniff');
    const docs = await app.inject({ method: 'GET', url: '/docs' });
    assert.equal(docs.statusCode, 200, `/docs answered ${docs.statusCode} ${docs.headers.location ?? ''}`);
    assert.match(String(docs.headers['content-security-policy']), /script-src 'self'/);
  });

  it('CORS allows the site and gives nothing to unknown origins or null', async () => {
    const allowed = await app.inject({ method: 'GET', url: '/nav', headers: { origin: TEST_ORIGIN } });
    assert.equal(allowed.headers['access-control-allow-origin'], TEST_ORIGIN);
    for (const origin of ['https://evil.example', 'null', 'http://localhost:3000.evil.example']) {
      const response = await app.inject({ method: 'GET', url: '/nav', headers: { origin } });
      assert.equal(response.headers['access-control-allow-origin'], undefined, origin);
      const preflight = await app.inject({ method: 'OPTIONS', url: '/api/login', headers: { origin, 'access-control-request-method': 'POST' } });
      assert.equal(preflight.headers['access-control-allow-origin'], undefined, `preflight from ${origin}`);
    }
  });
});
