import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { upstreamOf } from './apps.mjs';
import { createStaticServer } from './static-server.mjs';

// The static server of every app, as the shell runs it (with its head hook) and as a remote runs it (without):
// malformed percent-encoding must be a 400, never a 500 (issue 23).

/** Sends a request line as it is, bytes the fetch API would refuse or re-encode included. */
function rawRequest(/** @type {number} */ port, /** @type {string} */ target) {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('end', () => resolve(Number(/^HTTP\/1\.1 (\d{3})/.exec(answer)?.[1])));
    socket.on('error', reject);
  });
}

/**
 * A dist folder with the page every app serves, and its server's port once it listens on any free one.
 * @template {import('node:http').Server} S
 * @param {(dist: string) => Promise<S>} serve
 */
async function startOn(serve) {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'static-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Happy Valley</title>');
  const server = await serve(dist);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return { dist, server, port: /** @type {import('node:net').AddressInfo} */ (server.address()).port };
}

/** Closes the server with every connection it still holds, and removes its dist folder. */
async function stop(/** @type {import('node:http').Server} */ server, /** @type {string} */ dist) {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  await rm(dist, { recursive: true, force: true });
}

for (const withHead of [true, false]) {
  describe(`malformed request paths (${withHead ? 'the shell, with its head hook' : 'a remote'})`, () => {
    /** @type {import('node:http').Server} */
    let server;
    let port = 0;
    let dist = '';
    /** @type {string[]} */
    const rendered = [];

    before(async () => {
      ({ dist, server, port } = await startOn(async (root) => {
        await writeFile(path.join(root, 'été.txt'), 'summer');
        return createStaticServer({
          root,
          ...(withHead
            ? {
                renderHtml: async (/** @type {string} */ pathname, /** @type {string} */ html) => {
                  rendered.push(pathname);
                  return { status: 200, html };
                },
              }
            : {}),
        });
      }));
    });
    after(() => stop(server, dist));

    test('answer 400, not 500, and never reach the page or the disk', async () => {
      for (const target of ['/%c0%ae', '/%c0%ae%c0%ae/etc/passwd', '/%E0%A4%A', '/%', '/d/%zz', '/%ED%A0%80', '/events/%FF']) {
        const response = await fetch(`http://127.0.0.1:${port}${target}`);
        assert.equal(response.status, 400, target);
        assert.equal(response.headers.get('content-type'), 'text/plain; charset=utf-8', target);
      }
      // An absolute-form target that is no URL at all.
      assert.equal(await rawRequest(port, 'http://[oops/'), 400);
      assert.deepEqual(rendered, []);
    });

    test('well-formed encodings still serve files and pages', async () => {
      const file = await fetch(`http://127.0.0.1:${port}/%C3%A9t%C3%A9.txt`);
      assert.equal(file.status, 200);
      assert.equal(await file.text(), 'summer');
      const page = await fetch(`http://127.0.0.1:${port}/d/penns%20cave`);
      assert.equal(page.status, 200);
      if (withHead) assert.deepEqual(rendered, ['/d/penns cave']);
    });
  });
}

describe('connections (issue 42): silent, stalled and too many are closed; nothing in flight is dropped on SIGTERM', () => {
  /** @type {import('node:http').Server & { drain: (graceMs?: number) => Promise<void> }} */
  let server;
  let port = 0;
  let dist = '';
  const timeouts = { headersMs: 300, requestMs: 2_000, keepAliveMs: 300, idleSocketMs: 400 };

  before(async () => {
    ({ dist, server, port } = await startOn(async (root) => {
      // Random bytes, so gzip cannot shrink them below what a stalled reader's socket buffers hold.
      await writeFile(path.join(root, 'large.png'), (await import('node:crypto')).randomBytes(16 * 1024 * 1024));
      return createStaticServer({
        root,
        timeouts,
        connectionsPerClient: 3,
        renderHtml: async (/** @type {string} */ pathname, /** @type {string} */ html) => {
          if (pathname === '/slow') await new Promise((resolve) => setTimeout(resolve, 400));
          return { status: 200, html };
        },
      });
    }));
  });
  after(() => stop(server, dist));

  const open = () =>
    new Promise((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => resolve(socket));
      socket.on('error', reject);
    });
  const closed = (/** @type {import('node:net').Socket} */ socket) => new Promise((resolve) => socket.once('close', () => resolve(true)));
  const within = (/** @type {Promise<unknown>} */ promise, /** @type {number} */ ms) =>
    Promise.race([promise, new Promise((resolve) => setTimeout(() => resolve(false), ms))]);

  test('a socket that never sends its request is closed once the headers are overdue', async () => {
    const socket = /** @type {import('node:net').Socket} */ (await open());
    assert.equal(await within(closed(socket), 3_000), true);
  });

  test('a reader that stops reading is cut off, not held', async () => {
    const socket = /** @type {import('node:net').Socket} */ (await open());
    socket.on('error', () => {});
    socket.write('GET /large.png HTTP/1.1\r\nHost: localhost\r\n\r\n');
    socket.pause();
    const connections = () => new Promise((resolve) => server.getConnections((_error, count) => resolve(count)));
    const started = Date.now();
    while ((await connections()) > 0 && Date.now() - started < 4_000) await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(await connections(), 0, 'the stalled connection is still open');
    socket.destroy();
  });

  test('one client address holds at most its share of connections: the next is closed at once', async () => {
    const held = /** @type {import('node:net').Socket[]} */ (await Promise.all([open(), open(), open()]));
    // Let the server count them before the next arrives.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const extra = /** @type {import('node:net').Socket} */ (await open());
    assert.equal(await within(closed(extra), 200), true);
    for (const socket of held) socket.destroy();
  });
});

describe("a remote's files on the shell's origin (decision 105)", () => {
  test('/_apps/<app>/… is answered by the app’s own server as it sent it, gzip and caching included; a remote that is down is a 502', async () => {
    const remote = await startOn(async (dist) => {
      await writeFile(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: 'mf_events', padding: 'x'.repeat(2_000) }));
      return createStaticServer({ root: dist });
    });
    const upstreams = (/** @type {string} */ target) => upstreamOf(target, { mf_events: `http://127.0.0.1:${remote.port}` });
    const shell = await startOn(async (dist) => createStaticServer({ root: dist, upstreams }));
    try {
      const site = `http://127.0.0.1:${shell.port}`;
      const manifest = await fetch(`${site}/_apps/mf-events/mf-manifest.json?v=1`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(manifest.status, 200);
      assert.equal(manifest.headers.get('content-encoding'), 'gzip');
      assert.equal(manifest.headers.get('cache-control'), 'no-cache');
      assert.equal((await manifest.json()).name, 'mf_events');
      assert.equal((await fetch(`${site}/_apps/mf-events/no-such-file.js`)).status, 404);
      // An app the site does not have is the shell's own 404, not another server's.
      assert.equal((await fetch(`${site}/_apps/mf-unknown/mf-manifest.json`)).status, 404);
      await stop(remote.server, remote.dist);
      const down = await fetch(`${site}/_apps/mf-events/mf-manifest.json`);
      assert.equal(down.status, 502);
      assert.equal(down.headers.get('cache-control'), 'no-store');
    } finally {
      await stop(shell.server, shell.dist);
      if (remote.server.listening) await stop(remote.server, remote.dist);
    }
  });
});
