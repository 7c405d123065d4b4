/** @jest-environment node */
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { S3ReleaseStore, listReleases, openReleaseStore, publishRelease, readPointer, releasePrefix, repoint } from './releases.mjs';

// The releases in an S3-compatible bucket (decision 045), against a small in-memory bucket speaking S3's HTTP API (path style).
const BUCKET = 'releases';
let objects;
let bucket;
let endpoint;
let tmp;

const xml = (body) => `<?xml version="1.0" encoding="UTF-8"?>${body}`;
const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

function listXml(url) {
  const prefix = url.searchParams.get('prefix') ?? '';
  const delimiter = url.searchParams.get('delimiter');
  const keys = [...objects.keys()].filter((key) => key.startsWith(prefix)).toSorted();
  const common = new Set();
  const contents = [];
  for (const key of keys) {
    const cut = delimiter ? key.indexOf(delimiter, prefix.length) : -1;
    if (cut >= 0) common.add(key.slice(0, cut + 1));
    else contents.push(key);
  }
  return xml(
    `<ListBucketResult><Name>${BUCKET}</Name><Prefix>${escape(prefix)}</Prefix><KeyCount>${contents.length + common.size}</KeyCount><IsTruncated>false</IsTruncated>` +
      contents.map((key) => `<Contents><Key>${escape(key)}</Key><Size>${objects.get(key).body.length}</Size></Contents>`).join('') +
      [...common].map((name) => `<CommonPrefixes><Prefix>${escape(name)}</Prefix></CommonPrefixes>`).join('') +
      '</ListBucketResult>',
  );
}

function answer(req, res, body) {
  const url = new URL(req.url, 'http://bucket');
  const key = decodeURIComponent(url.pathname.slice(`/${BUCKET}/`.length));
  const stored = objects.get(key);
  const fail = (status, code) => res.writeHead(status, { 'Content-Type': 'application/xml' }).end(xml(`<Error><Code>${code}</Code></Error>`));
  if (req.method === 'GET' && url.searchParams.get('list-type') === '2') return res.writeHead(200, { 'Content-Type': 'application/xml' }).end(listXml(url));
  if (req.method === 'POST' && url.searchParams.has('delete')) {
    for (const [, name] of body.toString().matchAll(/<Key>([^<]+)<\/Key>/g)) objects.delete(name.replaceAll('&lt;', '<').replaceAll('&amp;', '&'));
    return res.writeHead(200, { 'Content-Type': 'application/xml' }).end(xml('<DeleteResult></DeleteResult>'));
  }
  if (req.method === 'PUT') {
    const ifMatch = req.headers['if-match'];
    if ((ifMatch && stored?.etag !== ifMatch) || (req.headers['if-none-match'] === '*' && stored)) return fail(412, 'PreconditionFailed');
    const etag = `"${createHash('md5').update(body).digest('hex')}"`;
    objects.set(key, { body, etag, cacheControl: req.headers['cache-control'], contentType: req.headers['content-type'] });
    return res.writeHead(200, { ETag: etag }).end();
  }
  if (!stored) return req.method === 'HEAD' ? res.writeHead(404).end() : fail(404, 'NoSuchKey');
  res.writeHead(200, { ETag: stored.etag, 'Content-Length': stored.body.length });
  return res.end(req.method === 'HEAD' ? undefined : stored.body);
}

beforeEach(async () => {
  objects = new Map();
  tmp = mkdtempSync(path.join(os.tmpdir(), 'valley-releases-s3-'));
  bucket = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => answer(req, res, Buffer.concat(chunks)));
  });
  await new Promise((resolve) => bucket.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${bucket.address().port}`;
});

afterEach(async () => {
  bucket.closeAllConnections();
  await new Promise((resolve) => bucket.close(resolve));
  rmSync(tmp, { recursive: true, force: true });
});

const openBucket = () =>
  openReleaseStore({
    s3: { bucket: BUCKET, prefix: 'site/', endpoint, region: 'us-east-1', accessKeyId: 'test', secretAccessKey: 'test', forcePathStyle: true },
  });

function dist(name) {
  const dir = path.join(tmp, name);
  mkdirSync(path.join(dir, 'chunks'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ name }));
  writeFileSync(path.join(dir, 'chunks', `${name}.0123456789.js`), `// ${name}`);
  return dir;
}

describe('S3ReleaseStore', () => {
  it('publishes a release under the prefix, immutable, and lists it', async () => {
    const store = await openBucket();
    expect(store).toBeInstanceOf(S3ReleaseStore);
    const { id } = await publishRelease(store, { app: 'mf-events', dir: dist('first') });

    const chunk = objects.get(`site/${releasePrefix('mf-events', id)}chunks/first.0123456789.js`);
    expect(chunk.body.toString()).toBe('// first');
    expect(chunk.cacheControl).toBe('public, max-age=31536000, immutable');
    expect(chunk.contentType).toBe('text/javascript; charset=utf-8');
    expect((await listReleases(store, 'mf-events')).map((release) => release.release)).toEqual([id]);
    expect((await store.read(`${releasePrefix('mf-events', id)}mf-manifest.json`)).toString()).toBe('{"name":"first"}');
  });

  it('moves the pointer only from the version it read: two deploys at once both land', async () => {
    const store = await openBucket();
    const other = await openBucket();
    await Promise.all([
      repoint(store, { name: 'mf_events', release: 'aaaaaaaaaaaa', browser: 'releases/aaaaaaaaaaaa/mf-manifest.json' }),
      repoint(other, { name: 'mf_news', release: 'bbbbbbbbbbbb', browser: 'releases/bbbbbbbbbbbb/mf-manifest.json' }),
    ]);
    const pointer = await readPointer(store);
    expect(pointer.mf_events.release).toBe('aaaaaaaaaaaa');
    expect(pointer.mf_news.release).toBe('bbbbbbbbbbbb');
    expect(objects.get('site/remotes.json').cacheControl).toBe('no-cache');
  });

  it('removes a release with every file under it', async () => {
    const store = await openBucket();
    const { id } = await publishRelease(store, { app: 'mf-events', dir: dist('first') });
    await store.remove(releasePrefix('mf-events', id));
    expect([...objects.keys()]).toEqual([]);
    expect(await store.pointerTag()).toBeNull();
  });
});
