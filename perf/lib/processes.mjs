// Every process the report starts, each in its own process group, so one call stops it with all
// of its children (pnpm → tsx → node, Lighthouse → Chromium) — and only those.
import { execFileSync, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { done, red, step } from '../../scripts/lib/run.mjs';

const started = new Set();

/**
 * Starts a process as the leader of a new process group.
 * @param {string} name           label for its output lines
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: Record<string, string>, echo?: boolean, stdin?: 'ignore' | 'pipe' }} [options]
 *        echo: stream its output, prefixed with the name (otherwise only kept for error messages)
 */
export function startGroup(name, command, args, { cwd, env = {}, echo = true, stdin = 'ignore' } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, detached: true, stdio: [stdin, 'pipe', 'pipe'] });
  const tail = [];
  const collect = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) {
        if (!line.trim()) continue;
        tail.push(line);
        if (tail.length > 40) tail.shift();
        if (echo) target.write(`  [${name}] ${line}\n`);
      }
    });
  collect(child.stdout, process.stdout);
  collect(child.stderr, process.stderr);
  const exited = new Promise((resolve) => {
    child.on('exit', (code, signal) => resolve({ code, signal }));
    child.on('error', (error) => resolve({ code: 127, signal: null, error }));
  });
  const entry = { name, child, exited, tail, stop: () => stopGroup(entry) };
  started.add(entry);
  exited.then(() => started.delete(entry));
  return entry;
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

/** SIGTERM to the group, SIGKILL after `graceMs` if it is still there. */
export async function stopGroup(entry, graceMs = 5000) {
  if (entry.child.pid === undefined) return;
  signalGroup(entry.child, 'SIGTERM');
  const timer = setTimeout(() => signalGroup(entry.child, 'SIGKILL'), graceMs);
  await entry.exited;
  clearTimeout(timer);
  // The leader may exit before its children (pnpm before tsx): make sure the group is gone.
  signalGroup(entry.child, 'SIGKILL');
}

/** Stops every group still running, newest first, but the e2e lock's holder: release() alone frees it (a script stops its fleet between measures). */
export async function stopAll() {
  await Promise.all(
    [...started]
      .filter((entry) => entry.name !== LOCK_HOLDER)
      .toReversed()
      .map((entry) => stopGroup(entry)),
  );
}

/** Last resort on exit: synchronous, so it also runs from process.on('exit'). */
export function killAllNow() {
  for (const entry of started) signalGroup(entry.child, 'SIGKILL');
}

/** Runs a command to completion in its own group; resolves with its exit code and output tail. */
export async function runGroup(name, command, args, options) {
  const entry = startGroup(name, command, args, options);
  const { code, signal } = await entry.exited;
  return { code: code ?? (signal ? 1 : 0), tail: entry.tail };
}

/** Resolves when nothing listens on the port (of 127.0.0.1), rejects with a clear message otherwise. */
export function assertPortFree(port) {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', () => reject(new Error(`port ${port} is in use: is another report (or a stale one) still running?`)));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
}

const LOCK_HOLDER = 'lock';

/**
 * Takes the e2e lock (flock on `file`) until release(); the holder reads our stdin, so the lock is freed however this process dies.
 * Returns null when flock(1) is not installed (the lock only matters beside the e2e fleet).
 */
export async function acquireLock(file, { onWait } = {}) {
  const entry = startGroup(LOCK_HOLDER, 'flock', [file, 'sh', '-c', 'echo locked; exec cat >/dev/null'], { echo: false, stdin: 'pipe' });
  // Its stdin closes when it is stopped: writing nothing more is the point, not an error.
  entry.child.stdin.on('error', () => {});
  const waitNotice = setTimeout(() => onWait?.(), 1000);
  try {
    await new Promise((resolve, reject) => {
      entry.child.stdout.on('data', (chunk) => {
        if (String(chunk).includes('locked')) resolve();
      });
      entry.exited.then(({ error, code }) =>
        reject(error?.code === 'ENOENT' ? Object.assign(new Error('flock missing'), { missing: true }) : new Error(`flock exited with ${code}`)),
      );
    });
  } catch (error) {
    if (error.missing) return null;
    throw error;
  } finally {
    clearTimeout(waitNotice);
  }
  return {
    release: async () => {
      entry.child.stdin.end();
      await stopGroup(entry, 2000);
    },
  };
}

/** The lock the e2e fleet and every build of the composed dist/ folders take. */
const E2E_LOCK_FILE = process.env.VALLEY_E2E_LOCK ?? '/tmp/valley-e2e.lock';

/**
 * Runs a measuring script's `measure` so that nothing it starts outlives it: however it ends (its end, an error, Ctrl-C), every
 * process it started is stopped and the e2e lock it took is freed, then the script exits with the code `measure` answers (default 0),
 * or 1 after saying the error (with its stack when `showStack`). `measure` gets `takeLock()`, which waits for the e2e lock, and
 * `stopAndUnlock()`, for when the measuring is over but the script still has its report to write.
 * Called as `runMeasurement(measure)` or `runMeasurement({ showStack: true }, measure)`: options first, so the body comes last.
 * @param {{ showStack?: boolean } | Measure} optionsOrMeasure
 * @param {Measure} [measure]
 * @typedef {(session: { takeLock: () => Promise<unknown>, stopAndUnlock: () => Promise<void> }) => Promise<number | void>} Measure
 */
export async function runMeasurement(optionsOrMeasure, measure) {
  const [{ showStack = false }, body] = measure ? [optionsOrMeasure, measure] : [{}, optionsOrMeasure];
  process.on('exit', killAllNow);
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      console.error(`\n${signal}: stopping everything this script started`);
      void stopAll().then(() => process.exit(130));
    });
  }

  let lock = null;
  const stopAndUnlock = async () => {
    await stopAll();
    await lock?.release();
    lock = null;
  };
  const takeLock = async () => {
    const at = step(`Waiting for the e2e lock (${E2E_LOCK_FILE})`);
    lock = await acquireLock(E2E_LOCK_FILE, { onWait: () => console.info('  held by another build or Playwright run; waiting…') });
    done(at, lock ? 'lock held' : 'flock(1) not installed: running without the lock');
    return lock;
  };

  let exitCode = 0;
  try {
    exitCode = (await body({ takeLock, stopAndUnlock })) ?? 0;
  } catch (error) {
    console.error(`\n${red('✗')} ${(showStack && error.stack) || error.message}`);
    exitCode = 1;
  } finally {
    await stopAndUnlock();
  }
  process.exit(exitCode);
}

/** The process listening on a port (ss prints its pid). */
export function listenerPid(port) {
  const line = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const pid = /pid=(\d+)/.exec(line)?.[1];
  if (!pid) throw new Error(`nothing listens on ${port}`);
  return Number(pid);
}
