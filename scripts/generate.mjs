#!/usr/bin/env node
// Every generator, one after another (decision 077): `node scripts/generate.mjs` rewrites what each makes; `--check` (a step of
// `npm test`) fails (exit 1) when a committed file is not what its generator makes, each generator saying which and how to fix it.
import { done, red, run, step } from './lib/run.mjs';

const GENERATORS = [
  ['shell/src/config/route-table.json from the remotes’ paths', 'scripts/gen-route-table.mjs'],
  ['shared/src/api/routes.ts from the contract', 'scripts/gen-api-routes.mjs'],
  ['shared/surface.json, the public surface at its version', 'scripts/gen-surface.mjs'],
  ['shared/testing/server-answers.json from the seeded API', 'scripts/gen-server-answers.mjs'],
];

const args = process.argv.includes('--check') ? ['--check'] : [];
let failed = 0;
for (const [label, script] of GENERATORS) {
  const started = step(label);
  const code = await run('node', [script, ...args]);
  if (code === 0) done(started, args.length > 0 ? 'current' : 'written');
  else {
    failed += 1;
    console.info(`  ${red('✗')} ${script} ${args.join(' ')} failed (exit ${code})`);
  }
}
process.exit(failed === 0 ? 0 : 1);
