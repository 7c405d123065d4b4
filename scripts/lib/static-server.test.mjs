import assert from 'node:assert/strict';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { connect } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
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

for (const withHead of [true, false]) {
  describe(`malformed request paths (${withHead ? 'the shell, with its head hook' : 'a remote'})`, () => {
    /** @type {import('node:http').Server} */
    let server;
    let port = 0;
    let dist = '';
    /** @type {string[]} */
    const rendered = [];

    before(async () => {
      dist = await mkdtemp(path.join(os.tmpdir(), 'static-dist-'));
      await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Happy Valley</title>');
      await writeFile(path.join(dist, 'été.txt'), 'summer');
      server = createStaticServer({
        root: dist,
        ...(withHead
          ? {
              renderHtml: async (/** @type {string} */ pathname, /** @type {string} */ html) => {
                rendered.push(pathname);
                return { status: 200, html };
              },
            }
          : {}),
      });
      await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
      port = /** @type {import('node:net').AddressInfo} */ (server.address()).port;
    });
    after(async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(() => resolve(undefined)));
      await rm(dist, { recursive: true, force: true });
    });

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
