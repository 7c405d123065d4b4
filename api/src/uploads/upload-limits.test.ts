import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { issueAccessToken } from '../auth/tokens';
import type { Db } from '../db/db';
import { HttpError } from '../http/errors';
import { LocalMediaStorage } from '../media/storage';
import { ImageQueue } from './image-queue';
import { dataUrl, flatPng } from '../test-support/pictures';
import { testPglite } from '../test-support/templates';

// Defect 8 of issue 23: what one member's uploads may cost the server (decision 031).
// One fixed moment: the hourly upload window cannot roll over in the middle of a test.
const NOW = new Date('2026-11-24T12:30:00Z');
let db: Db;
let dir: string;
let app: FastifyInstance;
const apps: FastifyInstance[] = [];

before(async () => {
  db = await testPglite('migrated');
  dir = await mkdtemp(join(tmpdir(), 'valley-upload-limits-'));
  app = await appWith(new ImageQueue());
});
after(async () => {
  for (const each of apps) await each.close();
  await db?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function appWith(imageQueue: ImageQueue): Promise<FastifyInstance> {
  const built = await buildApp({
    db,
    config: { corsOrigins: [], publicApiUrl: 'http://api.test' },
    mediaStorage: new LocalMediaStorage(dir),
    imageQueue,
    clock: () => NOW,
  });
  apps.push(built);
  return built;
}

let members = 0;
/** A new member and their bearer header: every test counts its own uploads. */
async function member(): Promise<{ id: number; email: string; headers: Record<string, string> }> {
  members += 1;
  const email = `uploader${members}@example.test`;
  const { rows } = await db.query<{ id: number }>(
    `insert into users (email, first_name, last_name, role, activated_at) values ($1, 'Una', 'Loader', 'Destination', now()) returning id`,
    [email],
  );
  const id = Number(rows[0]?.id);
  return { id, email, headers: { authorization: `Bearer ${(await issueAccessToken(db, id, NOW)).token}` } };
}

/** A flat PNG as a data URL, as a member form sends it. */
const flatImage = async (width: number, height: number) => dataUrl(await flatPng(width, height), 'image/png');

const destination = (images: { image?: string; photos?: string[] }) => ({
  company_name: 'Upload Limits Lodge',
  phone: '814-555-0142',
  address: '12 Water St',
  city: 'Bellefonte',
  zip_code: '16823',
  ...images,
});

const create = (on: FastifyInstance, headers: Record<string, string>, payload: Record<string, unknown>) =>
  on.inject({ method: 'POST', url: '/api/destinations/create', headers, payload });

const mediaRows = async (ownerId: number) =>
  Number((await db.query<{ count: number }>('select count(*)::int as count from media where owner_id = $1', [ownerId])).rows[0]?.count);

describe('upload limits', () => {
  it('refuses one image over 25 megapixels with a 413 naming the limit', async () => {
    const { id, headers } = await member();
    const response = await create(app, headers, destination({ image: await flatImage(6000, 4500) }));
    assert.equal(response.statusCode, 413, response.body);
    assert.equal(response.json().message, 'The image is too large: at most 25 megapixels (e.g. 6000×4000) can be uploaded');
    assert.equal(await mediaRows(id), 0);
    const fits = await create(app, headers, destination({ image: await flatImage(6000, 4000) }));
    assert.equal(fits.statusCode, 200, fits.body);
  });

  it('refuses a save whose images add up to more than 200 megapixels, before storing any of them', async () => {
    const { id, headers } = await member();
    const photo = await flatImage(6000, 4000);
    const response = await create(app, headers, destination({ photos: Array.from({ length: 9 }, () => photo) }));
    assert.equal(response.statusCode, 413, response.body.slice(0, 300));
    assert.equal(
      response.json().message,
      'These images are too large together: 216 megapixels, and one save may carry at most 200 megapixels (e.g. 16 photos of 12 megapixels). Please save fewer or smaller images at a time.',
    );
    assert.equal(await mediaRows(id), 0, 'refused before any image was stored');
  });

  it('keeps each member within 100 MB of stored images: 413 naming the limit; other members go on', async () => {
    const full = await member();
    await db.query(
      "insert into media (path, width, height, mime, bytes, owner_id) values ('/media/uploads/quota-test.100x100.webp', 100, 100, 'image/webp', 99999999, $1)",
      [full.id],
    );
    const small = await flatImage(200, 150);
    const first = await create(app, full.headers, destination({ image: small }));
    assert.equal(first.statusCode, 200, 'under the quota a save goes through');
    const over = await create(app, full.headers, destination({ image: small }));
    assert.equal(over.statusCode, 413, over.body);
    assert.match(over.json().message, /^Your images already use 100\.0 MB of the 100 MB each member may store: no more can be uploaded\./);
    const profile = await app.inject({
      method: 'POST',
      url: '/api/profile/update',
      headers: full.headers,
      payload: { first_name: 'Una', last_name: 'Loader', email: full.email, new_image: small },
    });
    assert.equal(profile.statusCode, 413, 'the avatar counts too');
    // A save without new images still works.
    assert.equal((await create(app, full.headers, destination({}))).statusCode, 200);
    const other = await member();
    assert.equal((await create(app, other.headers, destination({ image: small }))).statusCode, 200);
  });

  it('lets a member upload at most 60 images an hour: then 429 with Retry-After and the limit', async () => {
    const { headers, email } = await member();
    const photo = await flatImage(40, 30);
    for (let save = 0; save < 5; save += 1) {
      const response = await create(app, headers, destination({ photos: Array.from({ length: 12 }, () => photo) }));
      assert.equal(response.statusCode, 200, `save ${save}: ${response.body.slice(0, 200)}`);
    }
    const over = await create(app, headers, destination({ image: photo }));
    assert.equal(over.statusCode, 429, over.body);
    assert.ok(Number(over.headers['retry-after']) > 0, 'Retry-After');
    assert.match(over.json().message, /^Too many images: a member may upload at most 60 images an hour\. Please try again in \d+ minutes?\.$/);
    const avatar = await app.inject({
      method: 'POST',
      url: '/api/profile/update',
      headers,
      payload: { first_name: 'Una', last_name: 'Loader', email, new_image: photo },
    });
    assert.equal(avatar.statusCode, 429, 'the profile images count too');
    assert.equal((await create(app, headers, destination({}))).statusCode, 200, 'saves without images go on');
    assert.equal((await create(app, (await member()).headers, destination({ image: photo }))).statusCode, 200, 'another member is not held back');
  });

  it('queues image work: when the queue is full a save is a quick 503 with Retry-After, and a retry later succeeds', async () => {
    const small = await appWith(new ImageQueue({ concurrency: 1, capacity: 4 }));
    const photo = await flatImage(1600, 1200);
    const callers = await Promise.all([member(), member(), member()]);
    const payload = destination({ photos: Array.from({ length: 4 }, () => photo) });
    const finished: { status: number; at: number; response: Awaited<ReturnType<typeof create>> }[] = [];
    await Promise.all(
      callers.map(async ({ headers }) => {
        const response = await create(small, headers, payload);
        finished.push({ status: response.statusCode, at: performance.now(), response });
      }),
    );
    assert.deepEqual(finished.map((each) => each.status).toSorted(), [200, 503, 503], finished.map((each) => each.response.body.slice(0, 200)).join('\n'));
    const done = finished.find((each) => each.status === 200)!;
    for (const refused of finished.filter((each) => each.status === 503)) {
      assert.ok(refused.at < done.at, 'refused at once, not held in memory until the queue drains');
      assert.ok(Number(refused.response.headers['retry-after']) >= 1);
      assert.match(
        refused.response.json().message,
        /^The server is busy processing other images \(at most 4 can wait at a time\)\. Please try again in \d+ seconds\.$/,
      );
    }
    const retry = await create(small, callers[2]!.headers, payload);
    assert.equal(retry.statusCode, 200, retry.body.slice(0, 200));
  });
});

describe('ImageQueue', () => {
  it('runs `concurrency` jobs at a time and refuses past its capacity with a 503', async () => {
    const queue = new ImageQueue({ concurrency: 2, capacity: 5 });
    let running = 0;
    let most = 0;
    const job = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, 20));
      running -= 1;
    };
    const first = queue.reserve(3);
    const second = queue.reserve(2);
    assert.equal(queue.full, true);
    assert.throws(
      () => queue.reserve(1),
      (error: unknown) => error instanceof HttpError && error.statusCode === 503 && Number(error.headers?.['Retry-After']) >= 1,
    );
    await Promise.all([first.run(job), first.run(job), second.run(job), second.run(job)]);
    assert.equal(most, 2);
    assert.equal(queue.admitted, 1, 'one reserved image not run yet');
    first.release();
    assert.equal(queue.admitted, 0);
    queue.reserve(5).release();
  });
});
