// Which import chain brings zod into a module's graph: a server-rendered page hydrates with the API's answers already in it, so its
// route code must not evaluate zod and the schemas (decision 056). Static imports only: `import()` loads a contract part on a call.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

const SHARED_DIR = path.resolve(import.meta.dirname, '..');
const EXPORTS = JSON.parse(readFileSync(path.join(SHARED_DIR, 'package.json'), 'utf8')).exports;

/** The file an `@valley/shared/…` specifier names (its `exports` map). */
function sharedFile(specifier) {
  const subpath = `./${specifier.slice('@valley/shared/'.length)}`;
  if (EXPORTS[subpath]) return path.join(SHARED_DIR, EXPORTS[subpath]);
  for (const [pattern, target] of Object.entries(EXPORTS)) {
    if (pattern.endsWith('/*') && subpath.startsWith(pattern.slice(0, -1))) {
      return path.join(SHARED_DIR, target.replace('*', subpath.slice(pattern.length - 1)));
    }
  }
  throw new Error(`${specifier} is not in @valley/shared's exports`);
}

function resolve(specifier, from) {
  if (specifier.startsWith('@valley/shared/')) return sharedFile(specifier);
  if (!specifier.startsWith('.')) return undefined;
  const base = path.resolve(path.dirname(from), specifier);
  return ['.ts', '.tsx', '/index.ts', '/index.tsx', ''].map((ext) => base + ext).find((file) => /\.tsx?$/.test(file) && existsSync(file));
}

/** The specifiers a module imports or re-exports for their values: `import type` and all-`type` braces are erased by the compiler. */
function valueImports(file) {
  const specifiers = [];
  for (const [, typeOnly, clause, from, bare] of readFileSync(file, 'utf8').matchAll(
    /^(?:import|export)\s+(type\s+)?([^'";]*?)\s*from\s*'([^']+)'|^import\s+'([^']+)'/gm,
  )) {
    if (bare) specifiers.push(bare);
    else if (!typeOnly && !/^\{(\s*type\s[^,}]+,?)*\s*\}$/.test(clause.trim())) specifiers.push(from);
  }
  return specifiers;
}

/**
 * The chain of files from `entry` to the `zod` package, or null when its static imports never reach zod.
 * @param {string} entry  a .ts or .tsx file
 * @returns {string[] | null}
 */
export function zodImportChain(entry) {
  const parents = new Map([[path.resolve(entry), null]]);
  const queue = [path.resolve(entry)];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const specifier of valueImports(file)) {
      if (specifier === 'zod' || specifier.startsWith('zod/')) {
        const chain = [specifier];
        for (let step = file; step; step = parents.get(step)) chain.unshift(path.relative(path.dirname(SHARED_DIR), step));
        return chain;
      }
      const next = resolve(specifier, file);
      if (next && !parents.has(next)) {
        parents.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}
