#!/usr/bin/env node
// shared/src/api/routes.ts: each call of the contract (shared/src/api/contract.ts) with its method and path, without its schemas, and
// the part of the contract that has them (decision 022). `--check` fails (exit 1) when the committed file is not what this makes.
import path from 'node:path';
import { ROOT } from './lib/apps.mjs';
import { importTs, writeOrCheck } from './lib/generated.mjs';

const COMMAND = 'node scripts/gen-api-routes.mjs';
const { contractParts } = await importTs('shared/src/api/contract.ts');

const lines = Object.entries(contractParts).flatMap(([part, endpoints]) =>
  Object.entries(endpoints).map(([name, { method, path: pattern, auth, cache, idempotent }]) => {
    const fields = [`method: '${method}'`, `path: '${pattern}'`];
    if (auth) fields.push(`auth: '${auth}'`);
    if (cache) fields.push(`cache: '${cache}'`);
    if (idempotent) fields.push('idempotent: true');
    fields.push(`part: '${part}'`);
    return `  ${name}: { ${fields.join(', ')} },`;
  }),
);

const text = `// Written from contract.ts by \`${COMMAND}\`; do not edit.
// Each call's method and path without its schemas, and the part of the contract that has them:
// the browser builds and sends its first calls with these while that part's schemas, and zod,
// load beside them (decision 022).
import type { ContractPart, EndpointName } from './contract';
import type { EndpointDef } from './endpoint';

export type Route = Pick<EndpointDef, 'method' | 'path' | 'auth' | 'cache' | 'idempotent'> & { part: ContractPart };

export const routes: Record<EndpointName, Route> = {
${lines.join('\n')}
};
`;

await writeOrCheck([{ file: path.join(ROOT, 'shared', 'src', 'api', 'routes.ts'), text }], COMMAND);
