/** @jest-environment node */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractParts } from './contract';
import type { EndpointDef } from './endpoint';

// routes.ts is written from the contract (`pnpm --filter @valley/shared routes`); this test fails while it differs (decision 022).
const FILE = path.join(__dirname, 'routes.ts');

function routesSource(): string {
  const lines = Object.entries(contractParts).flatMap(([part, endpoints]) =>
    Object.entries(endpoints as Record<string, EndpointDef>).map(([name, { method, path: pattern, auth, cache, idempotent }]) => {
      const fields = [`method: '${method}'`, `path: '${pattern}'`];
      if (auth) fields.push(`auth: '${auth}'`);
      if (cache) fields.push(`cache: '${cache}'`);
      if (idempotent) fields.push('idempotent: true');
      fields.push(`part: '${part}'`);
      return `  ${name}: { ${fields.join(', ')} },`;
    }),
  );
  return `// Written from contract.ts by \`pnpm --filter @valley/shared routes\` (routes.test.ts); do not edit.
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
}

describe('routes.ts', () => {
  it('is the contract without its schemas', () => {
    const expected = routesSource();
    if (process.env.WRITE_ROUTES === '1') writeFileSync(FILE, expected);
    const actual = readFileSync(FILE, 'utf8');
    if (actual !== expected) throw new Error('routes.ts is stale: run `pnpm --filter @valley/shared routes`');
  });
});
