// What a build says about the @valley/shared it was built with (`shared-contract.json` beside its manifest): the shell, the version
// and exports it provides; a remote, the version it was built against and what it imports. A deploy compares the two (decision 045).
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';
import semver from 'semver';

export const CONTRACT_FILE = 'shared-contract.json';
const SHARED = '@valley/shared';

/** The summary of @valley/shared's public surface an app builds with (shared/surface.json). */
export function surfaceIndex(appDir) {
  const sharedDir = path.dirname(createRequire(path.resolve(appDir, 'package.json')).resolve(`${SHARED}/package.json`));
  return JSON.parse(readFileSync(path.join(sharedDir, 'surface.json'), 'utf8'));
}

/** An app's shipped sources: not its tests, nor their helpers in a testing/ folder. */
function sourceFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(file);
    return /\.[cm]?[jt]sx?$/.test(entry.name) && !/\.(test|stories)\./.test(entry.name) ? [file] : [];
  });
}

/**
 * The names a remote's code takes at run time from each @valley/shared module (`*` for a namespace or dynamic import), read from its
 * sources; type-only imports are erased, the stand-alone harness never runs in the shell, and stylesheets export nothing.
 */
export function sharedImports(appDir) {
  const imports = {};
  const add = (specifier, names) => {
    if (!specifier.startsWith(`${SHARED}/`) || specifier.startsWith(`${SHARED}/build/`) || specifier.endsWith('.css')) return;
    imports[specifier] = [...new Set([...(imports[specifier] ?? []), ...names])].toSorted();
  };
  const harness = path.join(appDir, 'src', 'harness');
  for (const file of sourceFiles(path.join(appDir, 'src'))) {
    if (file.startsWith(harness + path.sep)) continue;
    const code = readFileSync(file, 'utf8');
    const { body } = parseSync(code, { syntax: 'typescript', tsx: file.endsWith('x') });
    for (const item of body) {
      if (item.type === 'ImportDeclaration' && !item.typeOnly) {
        const names = item.specifiers.flatMap((specifier) => {
          if (specifier.type === 'ImportNamespaceSpecifier') return ['*'];
          if (specifier.type === 'ImportDefaultSpecifier') return ['default'];
          return specifier.isTypeOnly ? [] : [specifier.imported?.value ?? specifier.local.value];
        });
        // A side-effect import takes the module; an import of types only takes nothing at run time.
        if (names.length || !item.specifiers.length) add(item.source.value, names);
      } else if ((item.type === 'ExportNamedDeclaration' || item.type === 'ExportAllDeclaration') && item.source && !item.typeOnly) {
        const names =
          item.type === 'ExportAllDeclaration'
            ? ['*']
            : item.specifiers.filter((specifier) => !specifier.isTypeOnly).map((specifier) => specifier.orig?.value ?? '*');
        if (names.length) add(item.source.value, names);
      }
    }
    for (const match of code.matchAll(/\bimport\(\s*['"](@valley\/shared\/[^'"]+)['"]\s*\)/g)) add(match[1], ['*']);
  }
  return Object.fromEntries(Object.entries(imports).toSorted(([a], [b]) => a.localeCompare(b)));
}

/**
 * The contract a build writes: every build names the @valley/shared version and surface it was built with; the shell adds the exports
 * it provides, a remote what it imports.
 */
export function sharedContract({ appDir, isRemote }) {
  const surface = surfaceIndex(appDir);
  const base = { package: surface.package, version: surface.version, declarations: surface.declarations };
  if (isRemote) return { ...base, imports: sharedImports(appDir) };
  const exports = Object.fromEntries(
    Object.entries(surface.modules).map(([specifier, module]) => [
      specifier,
      Object.entries(module.exports)
        .filter(([, kind]) => kind.startsWith('value'))
        .map(([name]) => name),
    ]),
  );
  return { ...base, exports };
}

/**
 * Whether a remote built against one @valley/shared can run on the one the shell provides; every problem as a sentence. Within one major
 * the shell may be newer (the surface test keeps minors compatible); an older shell, another major, the same version with another surface
 * (a build from an unversioned change) or a name the shell's copy lacks does not fit.
 */
export function checkContract(remote, shell) {
  if (!remote) return [`the remote has no ${CONTRACT_FILE}: it was built before shared contracts (decision 045); rebuild it`];
  if (!shell) return [`the shell has no ${CONTRACT_FILE}: it was built before shared contracts (decision 045); deploy the shell first`];
  const built = `${remote.package} ${remote.version}`;
  const live = `${shell.package} ${shell.version}`;
  if (semver.major(remote.version) !== semver.major(shell.version)) {
    return [`built against ${built}, but the shell provides ${live}, another major version: rebuild the remote against ${shell.version}`];
  }
  const problems = [];
  if (semver.lt(shell.version, remote.version)) problems.push(`built against ${built}, newer than the shell's ${live}: deploy the shell first`);
  else if (remote.version === shell.version && remote.declarations !== shell.declarations) {
    problems.push(`built against ${built}, but the shell's ${live} declares another surface: one of them was built from an unversioned change`);
  }
  for (const [specifier, names] of Object.entries(remote.imports ?? {})) {
    const provided = shell.exports?.[specifier];
    if (!provided) {
      problems.push(`imports ${specifier}, which the shell's ${live} does not have`);
      continue;
    }
    for (const name of names) {
      if (name !== '*' && !provided.includes(name)) problems.push(`imports ${name} from ${specifier}, which the shell's ${live} does not export`);
    }
  }
  return problems;
}
