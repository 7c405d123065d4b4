#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, API tests (embedded PGlite and a throwaway PostgreSQL), the production builds, and the
// Playwright journeys in Debian's Chromium. Two lanes, one per core: the builds and then the journeys (the long step, mostly waiting on a
// browser), beside the checks and the unit and API tests. Each step's time is printed, and a table of them at the end.
import { spawn } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { buildApps, ensureDependencies } from './lib/ensure-deps.mjs';
import { ROOT } from './lib/apps.mjs';
import { bold, green, red } from './lib/run.mjs';

/** @typedef {{ label: string, command?: string, args?: string[], fn?: () => Promise<unknown>, stream?: boolean, after?: string }} Step */

/** @type {Step[][]} */
const LANES = [
  [
    { label: 'Build the apps', fn: buildApps, stream: true },
    { label: 'End-to-end journeys (Playwright, Chromium)', command: 'pnpm', args: ['--filter', '@valley/e2e', 'run', 'test'], stream: true },
  ],
  [
    {
      // The front end as one program (shared/tsconfig.apps.json): each package's own check re-read @valley/shared's sources, seven
      // times in all (54 → 16 s, 99 → 31 core-seconds here). `pnpm -r run typecheck` still checks each package alone.
      label: 'Typecheck (tsc, strict)',
      command: 'sh',
      args: ['-c', 'pnpm --filter @valley/shared run typecheck:apps && pnpm --filter @valley/api --filter @valley/e2e run typecheck'],
    },
    { label: 'Lint (oxlint, app boundaries)', command: 'pnpm', args: ['-r', 'run', 'lint'] },
    { label: 'Format (Prettier check)', command: 'pnpm', args: ['exec', 'prettier', '--check', '.'] },
    { label: 'Decision records (dated, with a status, indexed)', command: 'node', args: ['scripts/decisions-index.mjs', '--check'] },
    {
      label: 'Generated files are current (route table, API routes, shared surface, recorded answers)',
      command: 'node',
      args: ['scripts/generate.mjs', '--check'],
    },
    { label: 'Serve step tests (node:test: the static server, the render workers, security headers)', command: 'node', args: ['--test', 'scripts/lib/'] },
    {
      label: 'Unit and component tests (Jest + @swc/jest)',
      command: 'pnpm',
      args: ['--filter', './shared', '--filter', './shell', '--filter', './mf-*', '--workspace-concurrency=1', 'run', 'test'],
      // The deploy checks' tests read the apps' builds.
      after: 'Build the apps',
    },
    {
      label: "Shell render server (node:test: the built bundle, the remotes' server builds, the recorded answers, a 1,000-render soak)",
      command: 'pnpm',
      args: ['--filter', '@valley/shell', 'run', 'test:server'],
    },
    { label: 'API tests (PGlite and PostgreSQL)', command: 'pnpm', args: ['--filter', '@valley/api', 'run', 'test'] },
  ],
];

// The seed's images are drawn once per machine, not once per checkout: the steps that seed (the recorded answers, the API tests) use
// the journeys' media folder (API_MEDIA_DIR, e2e/support/ports.ts), which outlives a clone. A fresh clone drew all ~1,450 of them
// into api/.data/media before (60-90 s of a core while the journeys ran).
process.env.MEDIA_DIR ??= path.join(process.env.VALLEY_E2E_CACHE ?? path.join(os.tmpdir(), 'valley-e2e-cache'), 'media');

const started = Date.now();
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
/** @type {Map<string, Promise<boolean>>} */
const finished = new Map();
/** @type {{ label: string, lane: number, start: number, ms: number, ok: boolean }[]} */
const results = [];

/** Runs a step; a streamed one writes as it goes, the others' output comes whole when they end, so two lanes never interleave lines. */
async function runStep(step, lane) {
  const start = Date.now();
  let output = '';
  const ok = step.fn
    ? await step.fn().then(
        () => true,
        (error) => ((output = `${error?.message ?? error}\n`), false),
      )
    : await new Promise((resolve) => {
        const child = spawn(step.command, step.args, { cwd: ROOT, stdio: step.stream ? 'inherit' : ['ignore', 'pipe', 'pipe'] });
        child.stdout?.on('data', (chunk) => (output += chunk));
        child.stderr?.on('data', (chunk) => (output += chunk));
        child.on('exit', (code, signal) => resolve(code === 0 && !signal));
        child.on('error', () => resolve(false));
      });
  const ms = Date.now() - start;
  console.info(`\n${bold('▶')} ${bold(step.label)} ${ok ? green('✓ passed') : red('✗ failed')} in ${seconds(ms)}`);
  if (output && (!ok || !step.stream)) process.stdout.write(output);
  results.push({ label: step.label, lane, start: start - started, ms, ok });
  return ok;
}

await ensureDependencies();
await Promise.all(
  LANES.map(async (steps, lane) => {
    for (const step of steps) {
      const done = (async () => {
        if (step.after) await finished.get(step.after);
        return runStep(step, lane + 1);
      })();
      finished.set(step.label, done);
      await done;
    }
  }),
);

const failed = results.filter(({ ok }) => !ok);
console.info(`\n${bold('Summary')} (two lanes; start and time of each step)`);
console.info('| step | lane | starts at | takes | result |\n|---|---|---|---|---|');
for (const { label, lane, start, ms, ok } of results.toSorted((a, b) => a.start - b.start)) {
  console.info(`| ${label} | ${lane} | ${seconds(start)} | ${seconds(ms)} | ${ok ? green('✓') : red('✗')} |`);
}
console.info(`steps: ${results.length - failed.length} passed, ${failed.length} failed, ${seconds(Date.now() - started)} in all`);
process.exit(failed.length === 0 ? 0 : 1);
