#!/usr/bin/env node
// shell/src/config/route-table.json: each remote's part written from its src/config/paths.ts (the source of its routes), the shell's own
// part kept as written (decision 036). `--check` fails (exit 1) when the committed table is not what this makes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROUTE_TABLE_FILE } from '../shared/build/route-table.mjs';
import { REMOTES, ROOT } from './lib/apps.mjs';
import { importTs, writeOrCheck } from './lib/generated.mjs';

const file = path.join(ROOT, 'shell', ROUTE_TABLE_FILE);
const table = JSON.parse(readFileSync(file, 'utf8'));
const next = { shell: table.shell };
for (const { dir, federationName } of REMOTES) {
  const { paths } = await importTs(path.join(dir, 'src', 'config', 'paths.ts'));
  next[federationName] = Object.fromEntries(Object.entries(paths).map(([name, route]) => [name, route.pattern]));
}
await writeOrCheck([{ file, text: JSON.stringify(next, null, 2) }], 'node scripts/gen-route-table.mjs');
