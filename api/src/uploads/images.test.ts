import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { after, before, describe, it } from 'node:test';
import sharp from 'sharp';
import { buildApp } from '../app';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { parseMediaPath } from '../media/paths';
import { LocalMediaStorage } from '../media/storage';
import {
  decodeImageInput,
  detectImageType,
  MAX_UPLOAD_BYTES,
  NOT_AN_IMAGE_MESSAGE,
  resolveImageField,
  storeUploadedImage,
  TOO_BIG_MESSAGE,
  TOO_MANY_PIXELS_MESSAGE,
  TOO_SMALL_MESSAGE,
  UNREADABLE_MESSAGE,
  uploadKey,
  type UploadDeps,
} from './images';
import { testPglite } from '../test-support/templates';

const API_URL = 'http://api.test';

let db: Db;
let dir: string;
let storage: LocalMediaStorage;
let deps: UploadDeps;
let ownerId: number;

before(async () => {
  db = await testPglite('migrated');
  dir = await mkdtemp(join(tmpdir(), 'valley-uploads-'));
  storage = new LocalMediaStorage(dir);
  deps = { db, storage, publicApiUrl: API_URL };
  const { rows } = await db.query<{ id: number }>(
    `insert into users (email, first_name, last_name, role) values ('uploader@example.test', 'Una', 'Loader', 'Destination') returning id`,
  );
  ownerId = Number(rows[0]?.id);
});
after(async () => {
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** A picture with detail (not one flat colour), so encoders cannot shrink it to nothing. */
const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 120, b: 200 } } }).composite([
    { input: { create: { width: Math.ceil(width / 2), height: Math.ceil(height / 2), channels: 3, background: { r: 230, g: 180, b: 30 } } }, left: 0, top: 0 },
  ]);
const png = (width: number, height: number) => picture(width, height).png().toBuffer();
const dataUrl = (bytes: Buffer, mime = 'image/png') => `data:${mime};base64,${bytes.toString('base64')}`;

/** Resolves to the HttpError a promise (or function) fails with. */
async function failure(work: Promise<unknown> | (() => unknown)): Promise<HttpError> {
  try {
    await (typeof work === 'function' ? work() : work);
  } catch (error) {
    assert.ok(error instanceof HttpError, `expected an HttpError, got ${String(error)}`);
    return error;
  }
  assert.fail('expected a failure');
}

/** `{type}{data}` as a PNG chunk with its length and CRC. */
function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** Inserts chunks before IEND (the last 12 bytes of a PNG). */
const withChunks = (file: Buffer, ...chunks: Buffer[]) => Buffer.concat([file.subarray(0, file.length - 12), ...chunks, file.subarray(file.length - 12)]);

/** A valid PNG of exactly `size` bytes: a private ancillary chunk ('vaLy') pads it. */
async function pngOfSize(size: number): Promise<Buffer> {
  const base = await png(64, 48);
  const padded = withChunks(base, pngChunk('vaLy', Buffer.alloc(size - base.length - 12, 0x61)));
  assert.equal(padded.length, size);
  return padded;
}

async function storedBytes(path: string): Promise<Buffer> {
  const bytes = await storage.get(path);
  assert.ok(bytes, `stored file for ${path}`);
  return bytes;
}

describe('detectImageType', () => {
  it('names JPEG, PNG, GIF, WebP and AVIF by their first bytes, and nothing else', async () => {
    assert.equal(detectImageType(await picture(20, 20).jpeg().toBuffer()), 'jpeg');
    assert.equal(detectImageType(await png(20, 20)), 'png');
    assert.equal(detectImageType(await picture(20, 20).gif().toBuffer()), 'gif');
    assert.equal(detectImageType(await picture(20, 20).webp().toBuffer()), 'webp');
    assert.equal(detectImageType(await picture(20, 20).avif().toBuffer()), 'avif');
    for (const text of ['<svg xmlns="http://www.w3.org/2000/svg"/>', '<!doctype html><p>hi', '%PDF-1.7', '', 'GIF8', 'RIFF....WAVE']) {
      assert.equal(detectImageType(Buffer.from(text)), null, text);
    }
  });
});

describe('decodeImageInput', () => {
  it('reads data URLs whatever type they declare, and bare base64 with line breaks', async () => {
    const bytes = await png(20, 20);
    assert.deepEqual(decodeImageInput(dataUrl(bytes, 'image/jpeg')), bytes);
    assert.deepEqual(decodeImageInput(`data:application/octet-stream;name=x.jpg;base64,${bytes.toString('base64')}`), bytes);
    assert.deepEqual(decodeImageInput(bytes.toString('base64').replace(/.{76}/g, '$&\r\n')), bytes);
    assert.deepEqual(decodeImageInput(bytes.toString('base64url')), bytes);
  });

  it('accepts exactly 5,000,000 decoded bytes and refuses 5,000,001 with a 413', async () => {
    const exact = await pngOfSize(MAX_UPLOAD_BYTES);
    assert.equal(decodeImageInput(dataUrl(exact)).length, 5_000_000);
    const over = Buffer.concat([exact, Buffer.from([0])]);
    const error = await failure(() => decodeImageInput(dataUrl(over)));
    assert.equal(error.statusCode, 413);
    assert.equal(error.message, TOO_BIG_MESSAGE);
    assert.equal(error.message, 'File is too big! Images may be at most 5,000,000 bytes.');
    // Far too long is refused on the text's length, before decoding.
    assert.equal((await failure(() => decodeImageInput('A'.repeat(8_000_000)))).statusCode, 413);
  });

  it('refuses text that is not base64 and non-base64 data URLs', async () => {
    for (const value of ['not base64 at all!', 'data:image/png;base64', 'A']) {
      assert.equal((await failure(() => decodeImageInput(value))).statusCode, 400, value);
    }
    const svg = await failure(() => decodeImageInput('data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'));
    assert.deepEqual([svg.statusCode, svg.message], [415, NOT_AN_IMAGE_MESSAGE]);
  });
});

describe('storeUploadedImage', () => {
  it('stores a PNG sent as image/jpeg as a WebP at the kind size, with srcset copies and a media row', async () => {
    const input = decodeImageInput(dataUrl(await png(1600, 1200), 'image/jpeg'));
    const stored = await storeUploadedImage(deps, input, 'event', ownerId);
    assert.match(stored.path, /^\/media\/uploads\/[0-9a-f]{32}\.1200x900\.webp$/);
    assert.deepEqual([stored.width, stored.height], [1200, 900]);

    const bytes = await storedBytes(stored.path);
    assert.equal(detectImageType(bytes), 'webp');
    const meta = await sharp(bytes).metadata();
    assert.deepEqual([meta.format, meta.width, meta.height], ['webp', 1200, 900]);

    const ref = parseMediaPath(stored.path)!;
    for (const width of [320, 480, 640, 960]) {
      const copy = await sharp(await storedBytes(uploadKey(ref, width))).metadata();
      assert.deepEqual([copy.width, copy.height], [width, (width * 3) / 4], `w=${width}`);
    }
    assert.equal(await storage.exists(uploadKey(ref, 1280)), false, 'no copy at or above the stored width');

    const { rows } = await db.query<{ width: number; height: number; mime: string; bytes: number; owner_id: number }>('select * from media where path = $1', [
      stored.path,
    ]);
    assert.deepEqual(
      rows.map(({ width, height, mime, bytes: size, owner_id }) => ({ width, height, mime, size, owner_id })),
      [{ width: 1200, height: 900, mime: 'image/webp', size: bytes.length, owner_id: ownerId }],
    );
  });

  it('gives every upload a new name, and accepts bare base64 too', async () => {
    const bytes = await png(300, 200);
    const first = await resolveImageField(deps, bytes.toString('base64'), 'gallery', ownerId);
    const second = await resolveImageField(deps, bytes.toString('base64'), 'gallery', ownerId);
    assert.match(first ?? '', /^\/media\/uploads\/[0-9a-f]{32}\.300x200\.webp$/, 'never enlarged');
    assert.notEqual(first, second);
  });

  it('fits each kind: cover-cropped square avatars, whole logos and headers inside their box', async () => {
    const cases = [
      ['avatar', 900, 500, 400, 400],
      ['avatar', 300, 200, 200, 200],
      ['logo', 3000, 1500, 1000, 500],
      ['header', 4000, 3000, 1333, 1000],
      ['gallery', 2400, 2400, 1000, 1000],
      ['tip', 1000, 3000, 300, 900],
    ] as const;
    for (const [kind, width, height, expectedWidth, expectedHeight] of cases) {
      const stored = await storeUploadedImage(deps, await picture(width, height).jpeg().toBuffer(), kind, null);
      assert.deepEqual([stored.width, stored.height], [expectedWidth, expectedHeight], `${kind} ${width}x${height}`);
      const meta = await sharp(await storedBytes(stored.path)).metadata();
      assert.deepEqual([meta.width, meta.height], [expectedWidth, expectedHeight]);
    }
  });

  it('accepts a PNG of exactly 5,000,000 bytes', async () => {
    const stored = await storeUploadedImage(deps, decodeImageInput(dataUrl(await pngOfSize(MAX_UPLOAD_BYTES))), 'gallery', ownerId);
    assert.match(stored.path, /\.64x48\.webp$/);
    const over = await failure(resolveImageField(deps, dataUrl(Buffer.concat([await pngOfSize(MAX_UPLOAD_BYTES), Buffer.from([0])])), 'gallery', ownerId));
    assert.deepEqual([over.statusCode, over.message], [413, TOO_BIG_MESSAGE]);
  });

  it('refuses SVG, HTML, PDF and a GIF/HTML polyglot that does not decode', async () => {
    const cases: [string, Buffer, string][] = [
      ['svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script></svg>'), NOT_AN_IMAGE_MESSAGE],
      [
        'svg with xml prolog',
        Buffer.from('<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><rect width="10" height="10"/></svg>'),
        NOT_AN_IMAGE_MESSAGE,
      ],
      ['html', Buffer.from('<!doctype html><html><body><script>alert(document.cookie)</script></body></html>'), NOT_AN_IMAGE_MESSAGE],
      ['pdf', Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF'), NOT_AN_IMAGE_MESSAGE],
      ['gif/html polyglot', Buffer.from('GIF89a<script>alert(1)</script><html><body>hello</body></html>'), UNREADABLE_MESSAGE],
      [
        'png signature then html',
        Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.from('<script>alert(1)</script>')]),
        UNREADABLE_MESSAGE,
      ],
    ];
    for (const [name, bytes, message] of cases) {
      for (const mime of ['image/png', 'image/svg+xml', 'text/html']) {
        const error = await failure(resolveImageField(deps, dataUrl(bytes, mime), 'event', ownerId));
        assert.deepEqual([error.statusCode, error.message], [415, message], `${name} as ${mime}`);
      }
    }
  });

  it('re-encodes a PNG carrying HTML (in a text chunk and after IEND), so no markup is stored', async () => {
    const script = Buffer.from('<script>alert(document.domain)</script><img src=x onerror=alert(1)>');
    const inChunk = withChunks(await png(800, 400), pngChunk('tEXt', Buffer.concat([Buffer.from('Comment\0'), script])));
    const afterEnd = Buffer.concat([await png(800, 400), Buffer.from('<html><body>'), script]);
    assert.ok(inChunk.includes('<script') && afterEnd.includes('<script'), 'the polyglots carry the markup');
    for (const polyglot of [inChunk, afterEnd]) {
      // Both decode as PNGs (refusing them would be fine too); what is stored is pixels only.
      const path = await resolveImageField(deps, dataUrl(polyglot, 'text/html'), 'event', ownerId);
      const ref = parseMediaPath(path ?? '')!;
      for (const key of [uploadKey(ref), uploadKey(ref, 320)]) {
        const bytes = await storedBytes(key);
        assert.equal(detectImageType(bytes), 'webp');
        assert.ok(!bytes.includes('<script') && !bytes.includes('onerror'), key);
      }
    }
  });

  it('strips EXIF (GPS included) and every other metadata block', async () => {
    const input = await picture(800, 600)
      .jpeg()
      .withExif({
        IFD0: { Make: 'Spyphone', Model: 'X1', Copyright: 'Someone' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '40/1 47/1 0/1', GPSLongitudeRef: 'W', GPSLongitude: '77/1 51/1 0/1' },
      })
      .toBuffer();
    const { exif } = await sharp(input).metadata();
    // 0x8825 is the GPS IFD pointer tag (either byte order).
    assert.ok(exif && (exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]))), 'the input has a GPS block');
    assert.ok(input.includes('Spyphone'), 'the input carries the camera make');
    const stored = await storeUploadedImage(deps, input, 'event', ownerId);
    const bytes = await storedBytes(stored.path);
    const meta = await sharp(bytes).metadata();
    assert.equal(meta.exif, undefined);
    assert.equal(meta.xmp, undefined);
    assert.equal(meta.icc, undefined);
    assert.ok(!bytes.includes('Exif') && !bytes.includes('Spyphone') && !bytes.includes('EXIF'));
    const ref = parseMediaPath(stored.path)!;
    assert.equal((await sharp(await storedBytes(uploadKey(ref, 320))).metadata()).exif, undefined);
  });

  it('honours the EXIF orientation', async () => {
    // Landscape pixels, red on the left: orientation 6 shows them turned a quarter clockwise, red on top.
    const pixels = await sharp({ create: { width: 400, height: 200, channels: 3, background: { r: 0, g: 0, b: 255 } } })
      .composite([{ input: { create: { width: 200, height: 200, channels: 3, background: { r: 255, g: 0, b: 0 } } }, left: 0, top: 0 }])
      .jpeg()
      .toBuffer();
    const rotated = await sharp(pixels).withMetadata({ orientation: 6 }).jpeg().toBuffer();
    assert.equal((await sharp(rotated).metadata()).orientation, 6);
    const stored = await storeUploadedImage(deps, rotated, 'event', ownerId);
    assert.deepEqual([stored.width, stored.height], [200, 400]);
    const { data, info } = await sharp(await storedBytes(stored.path))
      .raw()
      .toBuffer({ resolveWithObject: true });
    const at = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    const [topRed, , topBlue] = at(100, 50) as [number, number, number];
    const [bottomRed, , bottomBlue] = at(100, 350) as [number, number, number];
    assert.ok(topRed > 200 && topBlue < 60, `top is red: ${at(100, 50).join(',')}`);
    assert.ok(bottomBlue > 200 && bottomRed < 60, `bottom is blue: ${at(100, 350).join(',')}`);
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const red = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const blue = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#0000ff' } })
      .png()
      .toBuffer();
    const gif = await sharp([red, blue], { join: { animated: true } })
      .gif({ delay: [100, 100] })
      .toBuffer();
    assert.equal((await sharp(gif).metadata()).pages, 2);
    const stored = await storeUploadedImage(deps, gif, 'gallery', ownerId);
    const bytes = await storedBytes(stored.path);
    const meta = await sharp(bytes).metadata();
    assert.deepEqual([meta.width, meta.height, meta.pages ?? 1], [60, 40, 1]);
    const { dominant } = await sharp(bytes).stats();
    assert.ok(dominant.r > 200 && dominant.b < 60, JSON.stringify(dominant));
  });

  it('refuses a decompression bomb by its declared size, before decoding', async () => {
    // A 20,000×20,000 greyscale PNG (400 MP): one deflated row of zeros, far under the byte limit.
    const header = Buffer.alloc(13);
    header.writeUInt32BE(20_000, 0);
    header.writeUInt32BE(20_000, 4);
    header.set([8, 0, 0, 0, 0], 8);
    const bomb = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      pngChunk('IHDR', header),
      pngChunk('IDAT', deflateSync(Buffer.alloc(20_001 * 50))),
      pngChunk('IEND', Buffer.alloc(0)),
    ]);
    assert.ok(bomb.length < 10_000);
    const started = Date.now();
    const error = await failure(storeUploadedImage(deps, bomb, 'gallery', ownerId));
    assert.deepEqual([error.statusCode, error.message], [413, TOO_MANY_PIXELS_MESSAGE]);
    assert.ok(Date.now() - started < 2000, 'refused without decoding');
  });

  it('refuses truncated and tiny images', async () => {
    const jpeg = await picture(400, 300).jpeg().toBuffer();
    const truncated = await failure(storeUploadedImage(deps, jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'event', ownerId));
    assert.deepEqual([truncated.statusCode, truncated.message], [415, UNREADABLE_MESSAGE]);
    const tiny = await failure(storeUploadedImage(deps, await png(5, 5), 'event', ownerId));
    assert.deepEqual([tiny.statusCode, tiny.message], [400, TOO_SMALL_MESSAGE]);
  });
});

describe('resolveImageField', () => {
  it('maps empty to null, keeps recorded images by path or absolute URL, refuses everything else', async () => {
    assert.equal(await resolveImageField(deps, null, 'logo', ownerId), null);
    assert.equal(await resolveImageField(deps, undefined, 'logo', ownerId), null);
    assert.equal(await resolveImageField(deps, '  ', 'logo', ownerId), null);

    const path = await resolveImageField(deps, dataUrl(await png(120, 120)), 'logo', ownerId);
    assert.ok(path);
    assert.equal(await resolveImageField(deps, path, 'logo', ownerId), path);
    assert.equal(await resolveImageField(deps, `${API_URL}${path}`, 'logo', ownerId), path);
    assert.equal(await resolveImageField(deps, `${API_URL}${path}?w=320`, 'logo', ownerId), path);

    for (const value of [
      'https://elsewhere.example/logo.png',
      `https://elsewhere.example${path}`,
      '/media/uploads/00000000000000000000000000000000.120x120.webp',
      '/media/../../etc/passwd',
      'javascript:alert(1)',
      'logo.png',
    ]) {
      const error = await failure(resolveImageField(deps, value, 'logo', ownerId));
      assert.deepEqual([error.statusCode, error.message], [400, 'image must be an uploaded image'], value);
    }
    const named = await failure(resolveImageField(deps, 'logo.png', 'header', ownerId, 'header_image'));
    assert.equal(named.message, 'header_image must be an uploaded image');
  });
});

describe('GET /media/uploads/...', () => {
  it('serves an upload and its srcset widths as WebP with nosniff, a sandbox CSP and a year of caching', async () => {
    const app = await buildApp({ db, config: { corsOrigins: [], publicApiUrl: API_URL, mediaDir: dir }, mediaStorage: storage });
    try {
      const { path } = await storeUploadedImage(deps, await png(1000, 750), 'event', ownerId);
      const response = await app.inject({ method: 'GET', url: path });
      assert.equal(response.statusCode, 200);
      assert.equal(response.headers['content-type'], 'image/webp');
      assert.equal(response.headers['x-content-type-options'], 'nosniff');
      assert.equal(response.headers['content-security-policy'], "default-src 'none'; sandbox");
      assert.equal(response.headers['cache-control'], 'public, max-age=31536000, immutable');
      assert.deepEqual(response.rawPayload, await storedBytes(path));

      const narrow = await app.inject({ method: 'GET', url: `${path}?w=320` });
      assert.equal(narrow.statusCode, 200);
      assert.equal(narrow.headers['content-type'], 'image/webp');
      assert.equal(narrow.headers['x-content-type-options'], 'nosniff');
      const meta = await sharp(narrow.rawPayload).metadata();
      assert.deepEqual([meta.width, meta.height], [320, 240]);

      const wide = await app.inject({ method: 'GET', url: `${path}?w=1280` });
      assert.equal((await sharp(wide.rawPayload).metadata()).width, 1000, 'never upscales');

      const again = await app.inject({ method: 'GET', url: path, headers: { 'if-none-match': String(response.headers.etag) } });
      assert.equal(again.statusCode, 304);

      // A missing srcset copy is made from the original on first request.
      const ref = parseMediaPath(path)!;
      await rm(storage.fileOf(uploadKey(ref, 480)));
      const remade = await app.inject({ method: 'GET', url: `${path}?w=480` });
      assert.equal((await sharp(remade.rawPayload).metadata()).width, 480);
      assert.ok(await storage.exists(uploadKey(ref, 480)));

      assert.equal((await app.inject({ method: 'GET', url: `${path}?w=500` })).statusCode, 400);
      for (const url of [
        '/media/uploads/00000000000000000000000000000000.1000x750.webp',
        '/media/uploads/..%2F..%2Fetc.1000x750.webp',
        `${path.replace('.webp', '.svg')}`,
      ]) {
        const missing = await app.inject({ method: 'GET', url });
        assert.equal(missing.statusCode, 404, url);
        assert.equal(missing.json().message, 'Image not found');
      }
    } finally {
      await app.close();
    }
  });
});
