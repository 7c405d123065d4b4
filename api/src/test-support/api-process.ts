import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { apiRoot } from '../config';
import { freePort } from './postgres-server';

/** The API as a deploy runs it: `src/main.ts` in a process of its own, so a crash or a slow exit shows. */
export interface ApiProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Resolves with the exit code (or signal) when the process ends. */
  exited: Promise<number | NodeJS.Signals | null>;
  alive(): boolean;
  /** The last few KB the process wrote. */
  output(): string;
  /** SIGKILL if still running (test clean-up). */
  kill(): Promise<void>;
}

export async function spawnApi(env: Record<string, string>, { readyTimeoutMs = 120_000, waitReady = true } = {}): Promise<ApiProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: apiRoot,
    env: { ...process.env, PUBLIC_SITE_URL: 'http://localhost:3000', RESPONSE_CACHE_TTL_MS: '0', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (data: Buffer) => {
    output = `${output}${data.toString()}`.slice(-8_000);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = new Promise<number | NodeJS.Signals | null>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const api: ApiProcess = {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    exited,
    alive: () => child.exitCode === null && child.signalCode === null,
    output: () => output,
    async kill() {
      if (api.alive()) child.kill('SIGKILL');
      await exited;
    },
  };
  if (!waitReady) return api;
  const deadline = Date.now() + readyTimeoutMs;
  while (Date.now() < deadline) {
    if (!api.alive()) throw new Error(`the API exited before it was ready:\n${output}`);
    const status = await fetch(`${api.url}/ready`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return api;
    await sleep(200);
  }
  await api.kill();
  throw new Error(`the API was not ready within ${readyTimeoutMs} ms:\n${output}`);
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface Outcome {
  at: number;
  /** The HTTP status, or the socket error code (ECONNREFUSED, ECONNRESET, ...). */
  result: number | string;
}

/** One request over a given agent (keep-alive sockets, as browsers and load balancers use). */
export function request(
  url: string,
  { method = 'GET', body, agent }: { method?: string; body?: unknown; agent?: http.Agent } = {},
): Promise<{ status: number; text: string } | { error: string }> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const req = http.request(url, { method, agent, headers: payload ? { 'content-type': 'application/json' } : {} }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
      // A connection cut mid-answer may end with 'close' alone (resolving twice is harmless).
      res.on('close', () => {
        if (!res.complete) resolve({ error: 'ABORTED' });
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(payload);
  });
}

/** `connections` loops sending one call after another until stop(); every outcome is kept with its time. */
export function traffic(url: string, { connections = 4, method = 'GET', body }: { connections?: number; method?: string; body?: unknown } = {}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const outcomes: Outcome[] = [];
  const state = { running: true };
  const loops = Array.from({ length: connections }, async () => {
    while (state.running) {
      const answer = await request(url, { method, body, agent });
      outcomes.push({ at: Date.now(), result: 'status' in answer ? answer.status : answer.error });
      // Back off a little on a refused connection, as a client would.
      if (!('status' in answer)) await sleep(50);
    }
  });
  return {
    outcomes,
    async stop() {
      state.running = false;
      await Promise.all(loops);
      agent.destroy();
    },
  };
}

/** Counts of each result, e.g. { 200: 120, 503: 40 }. */
export const tally = (outcomes: Outcome[]) =>
  outcomes.reduce<Record<string, number>>((counts, { result }) => ({ ...counts, [result]: (counts[result] ?? 0) + 1 }), {});
