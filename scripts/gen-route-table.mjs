#!/usr/bin/env node
// shell/src/config/route-table.json: each remote's part written from its src/config/paths.ts (the source of its routes), the shell's own
// part kept as written (decision 036); and the API's copy of every pattern (api/src/routes/site-routes.ts), which refuses a page at an
// address a route of the site already answers (decision 128). `--check` fails (exit 1) when a committed file is not what this makes.
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
const patterns = [...new Set(Object.values(next).flatMap((routes) => Object.values(routes)))].toSorted();
const api = `// Written by scripts/gen-route-table.mjs from the route table (shell/src/config/route-table.json, decision 036): do not edit.
/** Every address pattern a route of the site answers: a CMS page there would never be shown (decision 128). */
export const SITE_ROUTE_PATTERNS: readonly string[] = ${JSON.stringify(patterns)};
`;
await writeOrCheck(
  [
    { file, text: JSON.stringify(next, null, 2) },
    { file: path.join(ROOT, 'api', 'src', 'routes', 'site-routes.ts'), text: api },
  ],
  'node scripts/gen-route-table.mjs',
);
