/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { zodImportChain } from './zod-free.mjs';

const SHARED_DIR = path.resolve(import.meta.dirname, '..');

/** A page module of a remote's, written to a temporary folder. */
function pageModule(text) {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'zod-free-')), 'page.tsx');
  writeFileSync(file, text);
  return file;
}

describe('zodImportChain', () => {
  it('names the chain from a module through @valley/shared to zod', () => {
    const chain = zodImportChain(pageModule("import { pinsOf } from '@valley/shared/schemas/destination';\n"));
    expect(chain?.slice(1)).toEqual(['shared/src/api/schemas/destination.ts', 'shared/src/api/schemas/zod.ts', 'zod']);
  });

  it('passes over type-only imports', () => {
    const page = pageModule(
      "import type { DestinationPin } from '@valley/shared/schemas/destination';\n" +
        "import { type DestinationCard, type LookupItem } from '@valley/shared/schemas/destination';\n" +
        "import { pinsOf } from '@valley/shared/api/pins';\n",
    );
    expect(zodImportChain(page)).toBeNull();
  });

  it('refuses a specifier @valley/shared does not export', () => {
    expect(() => zodImportChain(pageModule("import { x } from '@valley/shared/nowhere';\n"))).toThrow(/not in @valley\/shared's exports/);
  });

  // A page's code may import any module of @valley/shared but the contract and the schemas without evaluating zod while it hydrates
  // (the test helpers of ./testing/ never reach a page).
  it('finds no zod behind any module of @valley/shared but the contract and the schemas', () => {
    const { exports } = JSON.parse(readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8'));
    const modules = Object.entries(exports)
      .filter(([name, file]) => /\.tsx?$/.test(file) && name !== './api/contract' && !name.startsWith('./schemas/') && !name.startsWith('./testing/'))
      .flatMap(([name, file]) => {
        if (!name.endsWith('/*')) return [path.join(SHARED_DIR, file)];
        const dir = path.dirname(path.join(SHARED_DIR, file));
        return readdirSync(dir)
          .filter((entry) => /\.tsx?$/.test(entry) && !/\.test\.tsx?$/.test(entry))
          .map((entry) => path.join(dir, entry));
      });
    expect(modules.length).toBeGreaterThan(40);
    expect(modules.map((file) => zodImportChain(file)).filter(Boolean)).toEqual([]);
  });
});
