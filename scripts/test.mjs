#!/usr/bin/env node
// `npm test`: typecheck, lint, unit tests, API tests (embedded PGlite and a throwaway
// PostgreSQL), the production builds, and the Playwright journeys in Debian's Chromium.
import { buildApps, ensureDependencies } from './lib/ensure-deps.mjs';
import { bold, done, green, red, run, step } from './lib/run.mjs';

const steps = [
  ['Typecheck (tsc, strict)', 'pnpm', ['-r', '--workspace-concurrency=1', 'run', 'typecheck']],
  ['Lint (oxlint, app boundaries)', 'pnpm', ['-r', 'run', 'lint']],
  ['Format (Prettier check)', 'pnpm', ['exec', 'prettier', '--check', '.']],
  ['Decision records (dated, with a status, indexed)', 'node', ['scripts/decisions-index.mjs', '--check']],
  ['Generated files are current (route table, API routes, shared surface, recorded answers)', 'node', ['scripts/generate.mjs', '--check']],
  ['Build the apps', null, buildApps],
  [
    'Unit and component tests (Jest + @swc/jest)',
    'pnpm',
    ['--filter', './shared', '--filter', './shell', '--filter', './mf-*', '--workspace-concurrency=1', 'run', 'test'],
  ],
  [
    "Shell render server (node:test: the built bundle, the remotes' server builds, the recorded answers)",
    'pnpm',
    ['--filter', '@valley/shell', 'run', 'test:server'],
  ],
  ['Serve step tests (node:test: the static server, security headers)', 'node', ['--test', 'scripts/lib/']],
  ['API tests (PGlite and PostgreSQL)', 'pnpm', ['--filter', '@valley/api', 'run', 'test']],
  ['End-to-end journeys (Playwright, Chromium)', 'pnpm', ['--filter', '@valley/e2e', 'run', 'test']],
];

await ensureDependencies();
const results = [];
for (const [label, command, argsOrFn] of steps) {
  const started = step(label);
  let code;
  if (command === null) {
    code = await argsOrFn().then(
      () => 0,
      () => 1,
    );
  } else {
    code = await run(command, argsOrFn);
  }
  if (code === 0) done(started, 'passed');
  else console.info(`  ${red('✗')} failed (exit ${code})`);
  results.push([label, code === 0]);
}

const failed = results.filter(([, ok]) => !ok);
console.info(`\n${bold('Summary')}`);
for (const [label, ok] of results) console.info(`  ${ok ? green('✓') : red('✗')} ${label}`);
console.info(`steps: ${results.length - failed.length} passed, ${failed.length} failed`);
process.exit(failed.length === 0 ? 0 : 1);
