// Small process helpers for the root scripts: run a step with a visible label, spawn services.
import { spawn, spawnSync } from 'node:child_process';
import { ROOT } from './apps.mjs';

const useColor = process.stdout.isTTY;
const paint = (code, text) => (useColor ? `\u001b[${code}m${text}\u001b[0m` : text);
export const bold = (text) => paint('1', text);
export const green = (text) => paint('32', text);
export const red = (text) => paint('31', text);

export function step(label) {
  console.info(`\n${bold('▶')} ${bold(label)}`);
  return Date.now();
}

export function done(started, label = 'done') {
  console.info(`  ${green('✓')} ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

/** Runs a command in the foreground, output streamed; resolves with its exit code. */
export function run(command, args, { cwd = ROOT, env = {} } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: 'inherit' });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
    child.on('error', () => resolve(127));
  });
}

export function commandExists(command) {
  return spawnSync(command, ['--version'], { stdio: 'ignore' }).status === 0;
}

/** Starts a long-running service with its output prefixed by its name. */
export function startService(name, command, args, { cwd = ROOT, env = {} } = {}) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of String(chunk).split('\n')) if (line.trim()) target.write(`  [${name}] ${line}\n`);
    });
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return child;
}

/** Polls a URL until it answers 2xx, or fails after `timeoutMs`. */
export async function waitForUrl(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s`);
}
