import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { request, sleep, spawnApi, tally, traffic } from './test-support/api-process';

/** A POST whose headers and first half go now and the rest on finish(). */
function slowPost(url: string, body: unknown, agent: http.Agent) {
  const payload = Buffer.from(JSON.stringify(body));
  type Answer = { status: number; text: string } | { error: string };
  const settle: { resolve?: (value: Answer) => void } = {};
  const answer = new Promise<Answer>((resolve) => {
    settle.resolve = resolve;
  });
  const resolve = (value: Answer) => settle.resolve?.(value);
  const req = http.request(url, { method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': String(payload.length) } }, (res) => {
    let text = '';
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => (text += chunk));
    res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
  });
  req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  req.write(payload.subarray(0, 5));
  return { answer, finish: () => setTimeout(() => req.end(payload.subarray(5)), 200) };
}

/** A deploy's replacement waits on this: SIGTERM must end the process well within it. */
const EXIT_BUDGET_MS = 10_000;

describe('SIGTERM under keep-alive traffic', () => {
  const root = mkdtempSync(join(tmpdir(), 'valley-shutdown-'));
  const dataDir = join(root, 'pglite');
  after(() => rmSync(root, { recursive: true, force: true }));

  it('finishes the requests in flight, answers the ones just sent, closes every connection, releases PGlite and exits within 10 s', async () => {
    const api = await spawnApi({ DATA_DIR: dataDir });
    try {
      const busy = traffic(`${api.url}/events/categories`, { connections: 6 });
      // Clients that keep their connection open after an answer, as browsers and load balancers do.
      const keepAlive = new http.Agent({ keepAlive: true, keepAliveMsecs: 60_000, maxSockets: 8 });
      // Warm connections that then sit idle, ready for the next request.
      await Promise.all(Array.from({ length: 3 }, () => request(`${api.url}/health`, { agent: keepAlive })));
      // Requests whose bodies are still arriving when the signal comes: in flight by any measure.
      const uploads = Array.from({ length: 3 }, (_, index) => slowPost(`${api.url}/users/forgot`, { email: `nobody-${index}@example.com` }, keepAlive));
      await sleep(500);
      // Requests sent on idle keep-alive connections an instant before the signal: sent, not yet read.
      const justSent = Array.from({ length: 3 }, () => request(`${api.url}/health`, { agent: keepAlive }));
      await sleep(5);
      const signalled = Date.now();
      api.child.kill('SIGTERM');
      for (const upload of uploads) upload.finish();
      const inFlight = await Promise.all(uploads.map((upload) => upload.answer));
      const sentBefore = await Promise.all(justSent);
      await api.exited;
      const exitMs = Date.now() - signalled;
      await busy.stop();
      keepAlive.destroy();
      const result = (answer: Awaited<(typeof justSent)[number]>) => ('status' in answer ? answer.status : answer.error);
      const afterSignal = tally(busy.outcomes.filter(({ at }) => at > signalled));
      console.info(
        `  exit ${exitMs} ms after SIGTERM; in flight: ${inFlight.map(result).join(', ')}; sent just before: ${sentBefore.map(result).join(', ')}; calls after the signal: ${JSON.stringify(afterSignal)}`,
      );
      assert.deepEqual(inFlight.map(result), [200, 200, 200], 'the requests in flight are answered');
      for (const answer of sentBefore)
        assert.ok([200, 503].includes(result(answer) as number), `a request sent before the signal is answered, not reset (${result(answer)})`);
      assert.ok(exitMs < EXIT_BUDGET_MS, `exited ${exitMs} ms after SIGTERM`);
      assert.equal(
        Object.keys(afterSignal).some((status) => Number(status) >= 500 && status !== '503'),
        false,
        'no 500 while closing',
      );
      assert.equal(existsSync(`${dataDir}.lock`), false, 'the PGlite lock is released');
    } finally {
      await api.kill();
    }
    // The replacement opens the same database at once.
    const replacement = await spawnApi({ DATA_DIR: dataDir }, { readyTimeoutMs: 30_000 });
    try {
      const answer = await request(`${replacement.url}/ready`);
      assert.ok('status' in answer && answer.status === 200);
    } finally {
      await replacement.kill();
    }
  });
});
