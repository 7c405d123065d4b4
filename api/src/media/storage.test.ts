import assert from 'node:assert/strict';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { buildApp } from '../app';
import { loadConfig, loadS3Config } from '../config';
import { storeUploadedImage } from '../uploads/images';
import { createMediaStorage, IMMUTABLE_CACHE_CONTROL, LocalMediaStorage, S3MediaStorage, storageKey } from './storage';
import { testPglite } from '../test-support/templates';

interface StoredObject {
  body: Buffer;
  contentType: string;
  cacheControl: string;
}

async function body(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Path-style S3 in memory: PUT, GET, HEAD and DELETE of `/{bucket}/{key}`; signatures are not checked. */
async function fakeS3(): Promise<{ server: Server; endpoint: string; objects: Map<string, StoredObject>; requests: string[] }> {
  const objects = new Map<string, StoredObject>();
  const requests: string[] = [];
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3.test').pathname);
    requests.push(`${request.method} ${path}`);
    const notFound = () => {
      response.writeHead(404, { 'content-type': 'application/xml' });
      response.end(
        request.method === 'HEAD'
          ? undefined
          : '<?xml version="1.0"?><Error><Code>NoSuchKey</Code><Message>The specified key does not exist.</Message></Error>',
      );
    };
    if (request.method === 'PUT') {
      objects.set(path, {
        body: await body(request),
        contentType: String(request.headers['content-type']),
        cacheControl: String(request.headers['cache-control']),
      });
      response.writeHead(200, { etag: '"fake"' });
      response.end();
      return;
    }
    if (request.method === 'DELETE') {
      objects.delete(path);
      response.writeHead(204);
      response.end();
      return;
    }
    const object = objects.get(path);
    if (!object) return notFound();
    response.writeHead(200, { 'content-type': object.contentType, 'content-length': object.body.length, etag: '"fake"' });
    response.end(request.method === 'HEAD' ? undefined : object.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, objects, requests };
}

describe('LocalMediaStorage', () => {
  let dir: string;
  before(async () => {
    dir = await mkdtemp(join(tmpdir(), 'valley-storage-'));
  });
  after(() => rm(dir, { recursive: true, force: true }));

  it('round-trips bytes under the media folder and leaves no temporary files', async () => {
    const storage = new LocalMediaStorage(dir);
    await storage.put('/media/uploads/abc.20x10.webp', Buffer.from('one'), 'image/webp');
    await storage.put('uploads/abc.20x10.webp', Buffer.from('two'), 'image/webp');
    assert.deepEqual(await storage.get('uploads/abc.20x10.webp'), Buffer.from('two'));
    assert.equal(await storage.exists('uploads/abc.20x10.webp'), true);
    assert.equal(await storage.exists('uploads/nothing.webp'), false);
    assert.equal(await storage.get('uploads/nothing.webp'), null);
    assert.deepEqual(await readdir(join(dir, 'uploads')), ['abc.20x10.webp']);
    await storage.delete('uploads/abc.20x10.webp');
    await storage.delete('uploads/abc.20x10.webp');
    assert.deepEqual(await readdir(join(dir, 'uploads')), []);
  });

  it('refuses paths that could leave the folder', async () => {
    const storage = new LocalMediaStorage(dir);
    for (const path of [
      '../x.webp',
      'uploads/../../etc/passwd',
      '/etc/passwd',
      'uploads/./x.webp',
      'uploads//x.webp',
      'uploads\\..\\x',
      'uploads/%2e%2e/x',
      'Uploads/X.webp',
      '',
    ]) {
      assert.throws(() => storageKey(path), /Bad media storage path/, path);
      await assert.rejects(storage.put(path, Buffer.from('x'), 'image/webp'), /Bad media storage path/, path);
    }
  });
});

describe('S3MediaStorage', () => {
  let s3: Awaited<ReturnType<typeof fakeS3>>;
  before(async () => {
    s3 = await fakeS3();
  });
  after(() => new Promise<void>((resolve) => s3.server.close(() => resolve())));

  const storage = () =>
    new S3MediaStorage({
      bucket: 'valley-media',
      endpoint: s3.endpoint,
      region: 'us-east-1',
      accessKeyId: 'test',
      secretAccessKey: 'test-secret',
      forcePathStyle: true,
    });

  it('puts, gets and heads objects by key, path-style, with type and cache headers', async () => {
    const bytes = Buffer.from([0x52, 0x49, 0x46, 0x46, 1, 2, 3, 255]);
    await storage().put('uploads/abc.20x10.webp', bytes, 'image/webp');
    const object = s3.objects.get('/valley-media/uploads/abc.20x10.webp');
    assert.deepEqual(object, { body: bytes, contentType: 'image/webp', cacheControl: IMMUTABLE_CACHE_CONTROL });
    assert.deepEqual(await storage().get('/media/uploads/abc.20x10.webp'), bytes);
    assert.equal(await storage().exists('uploads/abc.20x10.webp'), true);
    assert.equal(await storage().exists('uploads/missing.webp'), false);
    assert.equal(await storage().get('uploads/missing.webp'), null);
    assert.ok(s3.requests.includes('HEAD /valley-media/uploads/missing.webp'));
    await storage().delete('uploads/abc.20x10.webp');
    assert.equal(await storage().exists('uploads/abc.20x10.webp'), false);
    await storage().delete('uploads/abc.20x10.webp');
    await assert.rejects(storage().put('../escape', bytes, 'image/webp'), /Bad media storage path/);
  });

  it('takes uploads and serves them through GET /media/uploads/...', async () => {
    const db = await testPglite('migrated');
    const app = await buildApp({
      db,
      config: {
        corsOrigins: [],
        publicApiUrl: 'http://api.test',
        s3: { bucket: 'valley-media', endpoint: s3.endpoint, region: 'us-east-1', accessKeyId: 'test', secretAccessKey: 'test-secret', forcePathStyle: true },
      },
    });
    try {
      const input = await sharp({ create: { width: 700, height: 500, channels: 3, background: '#2a6f97' } })
        .png()
        .toBuffer();
      const { path } = await storeUploadedImage({ db, storage: storage() }, input, 'gallery', null);
      assert.ok(s3.objects.has(`/valley-media${path.replace('/media', '')}`));
      assert.ok(s3.objects.has(`/valley-media${path.replace('/media', '').replace('.webp', '.w320.webp')}`));
      const response = await app.inject({ method: 'GET', url: `${path}?w=320` });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal((await sharp(response.rawPayload).metadata()).width, 320);
    } finally {
      await app.close();
      await db.close();
    }
  });
});

describe('storage configuration', () => {
  it('uses S3 when S3_BUCKET is set, the media folder otherwise', () => {
    assert.equal(loadS3Config({}), undefined);
    assert.deepEqual(
      loadS3Config({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's', S3_FORCE_PATH_STYLE: 'true' }),
      { bucket: 'media', endpoint: 'http://127.0.0.1:9000', region: 'us-east-1', accessKeyId: 'k', secretAccessKey: 's', forcePathStyle: true },
    );
    assert.equal(loadS3Config({ S3_BUCKET: 'media', S3_REGION: 'auto' })?.region, 'auto');
    assert.throws(() => loadS3Config({ S3_BUCKET: 'media', S3_ACCESS_KEY_ID: 'k' }), /set together/);
    assert.throws(() => loadS3Config({ S3_BUCKET: 'media', S3_ENDPOINT: 'minio:9000' }), /S3_ENDPOINT/);
    assert.equal(createMediaStorage(loadConfig({})).kind, 'local');
    assert.equal(createMediaStorage(loadConfig({ S3_BUCKET: 'media' })).kind, 's3');
  });
});
