import assert from 'node:assert/strict';
import { after, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { seededApp } from './test-support/seeded-app';

const { app, close } = await seededApp();
after(close);

describe('compressed answers (issue 10)', () => {
  it('a listing goes out as brotli or gzip, byte for byte the same JSON, and far smaller', async () => {
    const plain = await app.inject({ method: 'POST', url: '/destinations/search', payload: {} });
    assert.equal(plain.headers['content-encoding'], undefined, 'no accept-encoding, no compression');
    const br = await app.inject({ method: 'POST', url: '/destinations/search', payload: {}, headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(br.headers['content-encoding'], 'br');
    assert.equal(brotliDecompressSync(br.rawPayload).toString(), plain.payload);
    assert.ok(br.rawPayload.length * 4 < plain.rawPayload.length, `${br.rawPayload.length} bytes compressed of ${plain.rawPayload.length}`);
    const gzip = await app.inject({ method: 'POST', url: '/destinations/search', payload: {}, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(gzip.headers['content-encoding'], 'gzip');
    assert.deepEqual(JSON.parse(gunzipSync(gzip.rawPayload).toString()), plain.json());
  });

  it('a revalidated public answer is an empty 304, and its ETag is the same compressed or not', async () => {
    const first = await app.inject({ method: 'GET', url: '/nav', headers: { 'accept-encoding': 'gzip' } });
    assert.equal(first.statusCode, 200);
    const etag = String(first.headers.etag);
    const plain = await app.inject({ method: 'GET', url: '/nav' });
    assert.equal(plain.headers.etag, etag);
    const again = await app.inject({ method: 'GET', url: '/nav', headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    assert.equal(again.statusCode, 304);
    assert.equal(again.rawPayload.length, 0);
    assert.equal(again.headers['content-encoding'], undefined);
  });

  it('images are not compressed again, and errors still read as JSON', async () => {
    const [destination] = (await app.inject({ method: 'POST', url: '/destinations/search', payload: { name: 'Nittany Lion Inn' } })).json();
    const image = await app.inject({ method: 'GET', url: new URL(destination.main_img).pathname, headers: { 'accept-encoding': 'br, gzip' } });
    assert.equal(image.statusCode, 200);
    assert.equal(image.headers['content-encoding'], undefined);
    const bad = await app.inject({ method: 'POST', url: '/destinations/search', payload: { order: 'cheapest' }, headers: { 'accept-encoding': 'gzip' } });
    assert.equal(bad.statusCode, 400);
    const body = bad.headers['content-encoding'] === 'gzip' ? gunzipSync(bad.rawPayload).toString() : bad.payload;
    assert.match(JSON.parse(body).message, /./);
  });
});
