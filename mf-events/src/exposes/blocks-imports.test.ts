/** @jest-environment node */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Packages a module imports for its code (type-only imports are erased), following this app's own files. */
function packagesReachedFrom(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, typeOnly, specifier] of source.matchAll(/^(?:import|export)\s+(type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)) {
      if (typeOnly || !specifier) continue;
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.resolve(path.dirname(file), specifier);
      const resolved = ['.ts', '.tsx', '/index.ts', '/index.tsx'].map((ending) => base + ending).find((candidate) => existsSync(candidate));
      if (resolved) pending.push(resolved);
    }
  }
  return packages;
}

// Pages that show mf-events' blocks must not load the recurrence rules (rrule, 13 KB gzip and its start-up):
// a card's 'Recurring Event' badge needs only the event's fields (lib/is-recurring.ts).
it('the content blocks do not load the recurrence rules', () => {
  const packages = packagesReachedFrom(path.resolve(__dirname, 'blocks.tsx'));
  expect(packages).toContain('@valley/shared/slider');
  expect([...packages].filter((name) => name === 'rrule' || name === '@valley/shared/recurrence')).toEqual([]);
});

it('the routes still do (the guard above reads imports correctly)', () => {
  expect(packagesReachedFrom(path.resolve(__dirname, 'routes.tsx'))).toContain('@valley/shared/recurrence');
});
