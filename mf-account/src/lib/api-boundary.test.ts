/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The rule that keeps the API client out of mf-account's components (decision 037), run as
// `pnpm lint` runs it: the repository's .oxlintrc.json over probe files laid out like the app's.
const root = path.resolve(__dirname, '../../..');
const oxlint = path.resolve(__dirname, '../../node_modules/.bin/oxlint');
const config = JSON.parse(readFileSync(path.join(root, '.oxlintrc.json'), 'utf8')) as {
  rules: Record<string, [string, { patterns: unknown[]; paths: { name: string }[] }]>;
  overrides: { files: string[]; rules: Record<string, [string, { patterns: unknown[]; paths: { name: string }[] }]> }[];
};

const PROBES: Record<string, string> = {
  'components/calls.tsx': "import { useApiClient } from '@valley/shared/api/swr';\nexport const useProbe = useApiClient;\n",
  'features/tips/components/reads.tsx': "import { useApi } from '@valley/shared/api/swr';\nexport const useProbe = useApi;\n",
  'routes/caches.tsx': "import useSWRMutation from 'swr/mutation';\nexport const useProbe = useSWRMutation;\n",
  'routes/router.tsx': "import { Link } from 'react-router-dom';\nexport const Probe = Link;\n",
  'features/tips/components/types.tsx': "import type { ApiClient } from '@valley/shared/api';\nexport type Probe = ApiClient;\n",
  'features/tips/api/calls.ts': "import { useApiClient } from '@valley/shared/api/swr';\nexport const useProbe = useApiClient;\n",
  'lib/calls.ts': "import { useApiClient } from '@valley/shared/api/swr';\nexport const useProbe = useApiClient;\n",
};

function lintProbes(): Record<string, string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'api-boundary-'));
  try {
    writeFileSync(path.join(dir, '.oxlintrc.json'), JSON.stringify(config));
    for (const [file, text] of Object.entries(PROBES)) {
      mkdirSync(path.dirname(path.join(dir, 'mf-account/src', file)), { recursive: true });
      writeFileSync(path.join(dir, 'mf-account/src', file), text);
    }
    let output: string;
    try {
      output = execFileSync(oxlint, ['-c', '.oxlintrc.json', '-f', 'json', 'mf-account/src'], { cwd: dir, encoding: 'utf8' });
    } catch (failed) {
      output = (failed as { stdout: string }).stdout;
    }
    const { diagnostics } = JSON.parse(output) as { diagnostics: { filename: string; code: string; message: string }[] };
    const found: Record<string, string[]> = {};
    for (const { filename, code, message } of diagnostics) {
      if (code !== 'eslint(no-restricted-imports)') continue;
      (found[path.relative('mf-account/src', filename)] ??= []).push(message);
    }
    return found;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('the API client stays out of components', () => {
  it("fails lint for a component or route that calls the API or swr's cache, not for api/ and lib/ files", () => {
    expect(Object.keys(lintProbes()).toSorted()).toEqual([
      'components/calls.tsx',
      'features/tips/components/reads.tsx',
      'routes/caches.tsx',
      'routes/router.tsx',
    ]);
  });

  it("keeps every app-boundary rule in the components' override (an override replaces the rule's options)", () => {
    const base = config.rules['no-restricted-imports']![1];
    const own = config.overrides.find((override) => override.files.includes('mf-account/src/components/**'))!.rules['no-restricted-imports']![1];
    expect(own.patterns).toEqual(expect.arrayContaining(base.patterns));
    expect(own.paths).toEqual(expect.arrayContaining(base.paths));
  });
});
