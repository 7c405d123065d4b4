import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './apps.mjs';

// A stopped deployment (SIGTERM, as a deploy or a scale-down sends it) answers every request it already has, then exits (issue 42: it reset
// 43 of 48 in flight).

const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (probe.address());
      probe.close(() => resolve(port));
    });
  });

/** A GET on its own connection: its status, or the error that ended it. */
const get = (/** @type {number} */ port, /** @type {string} */ target) =>
  new Promise((resolve) => {
    const req = request({ host: '127.0.0.1', port, path: target, agent: false }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', (error) => resolve(error.code));
    });
    req.on('error', (error) => resolve(/** @type {NodeJS.ErrnoException} */ (error).code));
    req.end();
  });

test('SIGTERM: the requests in flight are answered, new connections are refused, the process exits 0', async () => {
  const dist = await mkdtemp(path.join(os.tmpdir(), 'serve-app-dist-'));
  await writeFile(path.join(dist, 'index.html'), '<!doctype html><title>Happy Valley</title>');
  await writeFile(path.join(dist, 'mf-manifest.json'), '{}');
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/serve-app.mjs', 'mf-news', '--dist', dist, '--port', String(port), '--delay-manifest-ms', '600'], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  try {
    for (let tries = 0; (await get(port, '/config.json')) !== 200; tries += 1) {
      assert.ok(tries < 100, 'the server did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const exited = new Promise((resolve) => child.once('exit', (code) => resolve(code)));
    // Each held 600 ms by the server, as a page being rendered is.
    const inFlight = Array.from({ length: 8 }, () => get(port, '/mf-manifest.json'));
    await new Promise((resolve) => setTimeout(resolve, 200));
    child.kill('SIGTERM');
    await new Promise((resolve) => setTimeout(resolve, 100));
    assert.equal(await get(port, '/config.json'), 'ECONNREFUSED');
    assert.deepEqual(await Promise.all(inFlight), Array(8).fill(200));
    assert.equal(await exited, 0);
  } finally {
    child.kill('SIGKILL');
    await rm(dist, { recursive: true, force: true });
  }
});
