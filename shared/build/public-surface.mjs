// The public surface of @valley/shared: every module the apps share at run time, its exports and their declared types. Its summary
// (shared/surface.json: version, hashes, modules and exports) is committed; the recorded version's declarations are made again when a
// check needs them, from the commit that recorded that summary. So a change that would break a remote built against the recorded
// version cannot ship without the version bump it needs (decisions 045, 077). scripts/gen-surface.mjs writes and checks it.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseSync } from '@swc/core';
import semver from 'semver';
import { sharedModules } from './shared-singletons.mjs';

export const SHARED_DIR = path.resolve(import.meta.dirname, '..');
/** The committed summary: version, hashes of the sources and declarations, dependencies, and every module's exports. */
export const SUMMARY_FILE = path.join(SHARED_DIR, 'surface.json');
const LEVELS = ['patch', 'minor', 'major'];
const WRITE = 'node scripts/gen-surface.mjs';

/** TypeScript's compiler, which has no JavaScript API in version 7 (decision 003): run as a program. */
const tsc = () => path.join(path.dirname(createRequire(path.join(SHARED_DIR, 'package.json')).resolve('typescript/package.json')), 'bin', 'tsc');
const sha256 = (text) => createHash('sha256').update(text).digest('hex');
const isRelative = (specifier) => specifier.startsWith('.');

/** Writes the declarations (`.d.ts`, comments dropped) of a package's sources, tests aside, into outDir with TypeScript's own compiler. */
export function emitDeclarations(packageDir, outDir) {
  const config = path.join(outDir, 'tsconfig.json');
  const sources = path.join(packageDir, 'src');
  const exclude = ['**/*.test.ts', '**/*.test.tsx', '**/*.stories.tsx'].map((pattern) => path.join(sources, pattern));
  const compilerOptions = { types: [] };
  writeFileSync(config, JSON.stringify({ extends: path.join(packageDir, 'tsconfig.json'), compilerOptions, include: [sources], exclude }));
  const args = ['-p', config, '--noEmit', 'false', '--declaration', '--emitDeclarationOnly', '--removeComments'];
  args.push('--rootDir', packageDir, '--outDir', outDir, '--pretty', 'false');
  const run = spawnSync(process.execPath, [tsc(), ...args], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`The declarations of ${packageDir} could not be written:\n${run.stdout}${run.stderr}`);
}

/** The declaration file of a relative import in a .d.ts (`./rule` → rule.d.ts or rule/index.d.ts), or null. */
function resolveDeclaration(files, fromFile, specifier) {
  const base = path.posix.join(path.posix.dirname(fromFile), specifier);
  return [`${base}.d.ts`, `${base}/index.d.ts`].find((candidate) => files.has(candidate)) ?? null;
}

const parsed = new Map();
function parse(text) {
  if (!parsed.has(text)) parsed.set(text, parseSync(text, { syntax: 'typescript', tsx: true, dts: true }));
  return parsed.get(text);
}

const TYPE_DECLARATIONS = new Set(['TsInterfaceDeclaration', 'TsTypeAliasDeclaration']);

/** Local declarations of a file by name: `{ kind, arity }`, arity being a type's number of type parameters. */
function localDeclarations(body) {
  const locals = new Map();
  const add = (declaration) => {
    if (declaration.type === 'VariableDeclaration') {
      for (const variable of declaration.declarations) locals.set(variable.id.value, { kind: 'value' });
    } else if (declaration.identifier || declaration.id) {
      const name = (declaration.identifier ?? declaration.id).value;
      const kind = TYPE_DECLARATIONS.has(declaration.type) ? 'type' : 'value';
      locals.set(name, { kind, arity: declaration.typeParams?.parameters.length ?? declaration.typeParameters?.parameters.length ?? 0 });
    }
  };
  for (const item of body) add(item.type === 'ExportDeclaration' ? item.declaration : item);
  return locals;
}

/**
 * The exports of a declaration file: name → `{ kind: 'value' | 'type', arity?, from? }`; `from` names the package a name is
 * re-exported from (its type is that package's, recorded by version).
 * @param {Map<string, string>} files  path → text of every declaration file
 */
export function exportsOf(files, file, seen = new Set()) {
  const result = new Map();
  if (seen.has(file)) return result;
  seen.add(file);
  const { body } = parse(files.get(file));
  const locals = localDeclarations(body);
  const imports = new Map();
  for (const item of body) {
    if (item.type !== 'ImportDeclaration') continue;
    for (const specifier of item.specifiers) {
      const imported = specifier.type === 'ImportSpecifier' ? (specifier.imported?.value ?? specifier.local.value) : 'default';
      imports.set(specifier.local.value, { source: item.source.value, imported, typeOnly: item.typeOnly || specifier.isTypeOnly });
    }
  }
  const fromSource = (source, name, typeOnly) => {
    if (!isRelative(source)) return { kind: typeOnly ? 'type' : 'value', from: source };
    const target = resolveDeclaration(files, file, source);
    const found = target ? exportsOf(files, target, new Set(seen)).get(name) : undefined;
    return found ? { ...found, ...(typeOnly ? { kind: 'type' } : {}) } : { kind: typeOnly ? 'type' : 'value' };
  };
  for (const item of body) {
    if (item.type === 'ExportDeclaration') {
      const declaration = item.declaration;
      const names =
        declaration.type === 'VariableDeclaration'
          ? declaration.declarations.map((variable) => variable.id.value)
          : [(declaration.identifier ?? declaration.id).value];
      for (const name of names) result.set(name, locals.get(name));
    } else if (item.type === 'ExportNamedDeclaration') {
      for (const specifier of item.specifiers) {
        if (specifier.type === 'ExportNamespaceSpecifier') {
          result.set(specifier.name.value, { kind: 'value', ...(isRelative(item.source.value) ? {} : { from: item.source.value }) });
          continue;
        }
        const local = specifier.orig.value;
        const name = specifier.exported?.value ?? local;
        const typeOnly = item.typeOnly || specifier.isTypeOnly;
        if (item.source) result.set(name, fromSource(item.source.value, local, typeOnly));
        else if (locals.has(local)) result.set(name, { ...locals.get(local), ...(typeOnly ? { kind: 'type' } : {}) });
        else if (imports.has(local)) {
          const imported = imports.get(local);
          result.set(name, fromSource(imported.source, imported.imported, typeOnly || imported.typeOnly));
        }
      }
    } else if (item.type === 'ExportAllDeclaration') {
      const source = item.source.value;
      const target = isRelative(source) ? resolveDeclaration(files, file, source) : null;
      if (!target) {
        result.set(`* from ${source}`, { kind: 'value', from: source });
        continue;
      }
      for (const [name, entry] of exportsOf(files, target, new Set(seen))) if (name !== 'default') result.set(name, entry);
    } else if (item.type === 'ExportDefaultDeclaration' || item.type === 'ExportDefaultExpression') {
      result.set('default', { kind: 'value' });
    }
  }
  return result;
}

/** The declaration files a set of files reaches through relative imports and re-exports. */
function reachable(files, roots) {
  const found = new Set();
  const visit = (file) => {
    if (found.has(file)) return;
    found.add(file);
    for (const item of parse(files.get(file)).body) {
      const source = item.source?.value;
      if (!source || !isRelative(source)) continue;
      const target = resolveDeclaration(files, file, source);
      if (target) visit(target);
    }
  };
  roots.forEach(visit);
  return [...found].toSorted();
}

function readTree(dir, prefix = '') {
  const files = new Map();
  if (!existsSync(dir)) return files;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) for (const [name, text] of readTree(path.join(dir, entry.name), relative)) files.set(name, text);
    else if (entry.name.endsWith('.d.ts')) files.set(relative, readFileSync(path.join(dir, entry.name), 'utf8'));
  }
  return files;
}

/** A hash of the package's sources (tests and stories aside): any change to them needs at least a patch version. */
export function sourceHash(packageDir) {
  const hash = createHash('sha256');
  const walk = (dir, prefix) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).toSorted((a, b) => a.name.localeCompare(b.name))) {
      const relative = `${prefix}/${entry.name}`;
      if (entry.isDirectory()) walk(path.join(dir, entry.name), relative);
      else if (!/\.(test|stories)\.[cm]?[jt]sx?$/.test(entry.name))
        hash
          .update(`${relative}\0`)
          .update(readFileSync(path.join(dir, entry.name)))
          .update('\0');
    }
  };
  walk(path.join(packageDir, 'src'), 'src');
  return `sha256:${hash.digest('hex')}`;
}

/** Installed versions of the packages the package depends on: their types are part of its surface (react-router-dom's `Link`). */
function dependencyVersions(packageDir, manifest) {
  const require = createRequire(path.join(packageDir, 'package.json'));
  const names = Object.keys({ ...manifest.peerDependencies, ...manifest.dependencies }).toSorted();
  const versions = {};
  for (const name of names) {
    try {
      versions[name] = require(`${name}/package.json`).version;
    } catch {
      // A package that does not export its package.json: read the installed one, or the one above its entry (@tiptap/pm has no entry).
      const installed = path.join(packageDir, 'node_modules', name, 'package.json');
      if (existsSync(installed)) {
        versions[name] = JSON.parse(readFileSync(installed, 'utf8')).version;
        continue;
      }
      let dir = path.dirname(require.resolve(name));
      while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== name)
        dir = path.dirname(dir);
      versions[name] = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version;
    }
  }
  return versions;
}

/**
 * The surface of the package as its code is now.
 * @returns {{ index: Surface, files: Map<string, string> }}
 * @typedef {{ package: string, version: string, source: string, declarations: string, dependencies: Record<string, string>,
 *   modules: Record<string, { file: string, exports: Record<string, string> }> }} Surface
 */
export function currentSurface(packageDir = SHARED_DIR) {
  const manifest = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
  const outDir = mkdtempSync(path.join(os.tmpdir(), 'valley-surface-'));
  try {
    emitDeclarations(packageDir, outDir);
    const emitted = readTree(outDir);
    const modules = {};
    for (const { specifier, source } of sharedModules(packageDir)) {
      if (!/\.tsx?$/.test(source)) continue;
      const file = source.replace(/\.tsx?$/, '.d.ts');
      if (!emitted.has(file)) throw new Error(`No declarations were written for ${specifier} (${source})`);
      const exports = Object.fromEntries(
        [...exportsOf(emitted, file)].toSorted(([a], [b]) => a.localeCompare(b)).map(([name, entry]) => [name, describe(entry)]),
      );
      modules[specifier] = { file, exports };
    }
    const files = new Map(
      reachable(
        emitted,
        Object.values(modules).map((module) => module.file),
      ).map((file) => [file, emitted.get(file)]),
    );
    const index = {
      package: manifest.name,
      version: manifest.version,
      source: sourceHash(packageDir),
      declarations: declarationsHash(files),
      dependencies: dependencyVersions(packageDir, manifest),
      modules: Object.fromEntries(Object.entries(modules).toSorted(([a], [b]) => a.localeCompare(b))),
    };
    return { index, files };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

/** How the snapshot names an export: `value`, `type`, `type<2>` (two type parameters), `value from react-router-dom`. */
function describe({ kind, arity, from }) {
  return `${kind}${kind === 'type' && arity ? `<${arity}>` : ''}${from ? ` from ${from}` : ''}`;
}

function declarationsHash(files) {
  return `sha256:${sha256(
    [...files]
      .toSorted(([a], [b]) => a.localeCompare(b))
      .map(([file, text]) => `${file}\0${text}`)
      .join('\0'),
  )}`;
}

/** The summary as a file holds it. */
export const summaryText = (index) => `${JSON.stringify(index, null, 2)}\n`;

function git(args, cwd) {
  const run = spawnSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')} failed:\n${run.stderr}`);
  return run.stdout;
}

/**
 * The declarations of the package as it was at `commit`: its files (and the tsconfig its own extends) taken from git into a scratch
 * folder beside today's node_modules, and emitted by TypeScript as the current ones are.
 */
function declarationsAt(commit, packageDir) {
  const top = git(['rev-parse', '--show-toplevel'], packageDir).trim();
  const relative = path.relative(top, packageDir) || '.';
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'valley-surface-then-'));
  try {
    const paths = [relative];
    const tsconfig = JSON.parse(git(['show', `${commit}:${path.posix.join(relative, 'tsconfig.json')}`], top));
    if (tsconfig.extends?.startsWith('.')) paths.push(path.posix.normalize(path.posix.join(relative, tsconfig.extends)));
    const archive = spawnSync('git', ['archive', '--format=tar', commit, '--', ...paths], { cwd: top, maxBuffer: 256 * 1024 * 1024 });
    if (archive.status !== 0) throw new Error(`git archive ${commit} failed:\n${archive.stderr}`);
    const untar = spawnSync('tar', ['-x', '-C', scratch], { input: archive.stdout });
    if (untar.status !== 0) throw new Error(`The files of ${commit} could not be unpacked:\n${untar.stderr}`);
    const then = path.join(scratch, relative);
    if (existsSync(path.join(packageDir, 'node_modules'))) symlinkSync(path.join(packageDir, 'node_modules'), path.join(then, 'node_modules'));
    return currentSurface(then).files;
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
}

/**
 * The surface recorded at `ref` (HEAD: the version this change is measured from): its summary as committed there, and its declarations
 * made on demand from the commit that wrote that summary, whose sources are what it describes. Null when `ref` has no summary.
 * @returns {{ index: Surface, declarations: () => Map<string, string>, commit: string } | null}
 */
export function recordedSurface({ packageDir = SHARED_DIR, summaryFile = SUMMARY_FILE, ref = 'HEAD' } = {}) {
  const top = git(['rev-parse', '--show-toplevel'], packageDir).trim();
  const relative = path.relative(top, summaryFile).split(path.sep).join('/');
  const show = spawnSync('git', ['show', `${ref}:${relative}`], { cwd: top, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (show.status !== 0) return null;
  // The last commit that changed the summary holds the summary as `ref` has it, and the sources it was recorded from.
  const recordedAt = git(['log', '-1', '--format=%H', ref, '--', relative], top).trim();
  const index = JSON.parse(show.stdout);
  let files = null;
  const declarations = () => {
    if (files) return files;
    files = declarationsAt(recordedAt, packageDir);
    // A shallow clone's oldest commit holds every file as it is there, not as the summary was recorded from: never measure against those.
    if (declarationsHash(files) !== index.declarations) {
      throw new Error(
        `The declarations made from ${recordedAt.slice(0, 12)} are not the ones ${relative} records (a shallow clone without the commit that recorded it, or TypeScript emits them differently now): fetch the history (git fetch --unshallow) and check again`,
      );
    }
    return files;
  };
  return { index, declarations, commit: recordedAt };
}

/** How the compatibility check imports one side's declaration file. */
const importPath = (side, module) => `./${side}/${module.file.replace(/\.d\.ts$/, '')}`;

/**
 * Runs TypeScript over one check per export both surfaces have: what the new code provides must be usable where a remote built against
 * the old declarations expects it (a response schema may gain fields, a function an optional parameter; a function's new required
 * parameter or a removed field does not fit). Types are checked the same way; they are erased at run time, and what takes them as
 * input is a function checked in the other direction. Returns the exports that fail, with TypeScript's reason.
 */
function incompatibleExports(before, after, workDir) {
  rmSync(workDir, { recursive: true, force: true });
  for (const [side, files] of [
    ['old', before.declarations()],
    ['new', after.files],
  ]) {
    for (const [file, text] of files) {
      mkdirSync(path.dirname(path.join(workDir, side, file)), { recursive: true });
      writeFileSync(path.join(workDir, side, file), text);
    }
  }
  const lines = ['type Fits<Old, New extends Old> = New;'];
  const checks = [];
  let count = 0;
  const same = unchangedDeclarations(before.declarations(), after.files);
  for (const [specifier, module] of Object.entries(before.index.modules)) {
    const next = after.index.modules[specifier];
    if (!next) continue;
    // Identical declarations fit by definition; TypeScript cannot always relate a generic function to its own copy (decision 048).
    if (module.file === next.file && same(module.file)) continue;
    const alias = count++;
    lines.push(`import type * as O${alias} from '${importPath('old', module)}';`, `import type * as N${alias} from '${importPath('new', next)}';`);
    for (const [name, kind] of Object.entries(module.exports)) {
      if (!(name in next.exports) || name === 'default' || name.startsWith('* from') || !/^[A-Za-z_$][\w$]*$/.test(name)) continue;
      const label = `${specifier}#${name}`;
      if (kind.startsWith('value')) {
        lines.push(`export type C${lines.length} = Fits<typeof O${alias}.${name}, typeof N${alias}.${name}>;`);
        checks[lines.length] = label;
      } else if (kind.startsWith('type') && !kind.includes(' from ') && next.exports[name] === kind) {
        const arity = Number(/<(\d+)>/.exec(kind)?.[1] ?? 0);
        const args = arity ? `<${Array(arity).fill('any').join(', ')}>` : '';
        lines.push(`export type C${lines.length} = Fits<O${alias}.${name}${args}, N${alias}.${name}${args}>;`);
        checks[lines.length] = label;
      }
    }
  }
  writeFileSync(path.join(workDir, 'check.ts'), `${lines.join('\n')}\n`);
  const options = { strict: true, noEmit: true, module: 'ESNext', moduleResolution: 'Bundler', target: 'ES2022', jsx: 'react-jsx', skipLibCheck: true };
  writeFileSync(
    path.join(workDir, 'tsconfig.json'),
    JSON.stringify({ compilerOptions: { ...options, lib: ['ES2023', 'DOM'], types: [] }, files: ['check.ts'] }),
  );
  const run = spawnSync(process.execPath, [tsc(), '-p', 'tsconfig.json', '--pretty', 'false'], { cwd: workDir, encoding: 'utf8' });
  const found = new Map();
  for (const match of run.stdout.matchAll(/^check\.ts\((\d+),\d+\): error TS\d+: (.*)$/gm)) {
    const label = checks[Number(match[1])] ?? `check.ts line ${match[1]}`;
    const reason = match[2].replaceAll(/import\("[^"]*"\)\./g, '');
    if (!found.has(label)) found.set(label, reason.length > 240 ? `${reason.slice(0, 240)}…` : reason);
  }
  if (run.status !== 0 && found.size === 0) throw new Error(`The compatibility check did not run:\n${run.stdout}${run.stderr}`);
  return [...found].map(([label, reason]) => ({ label, reason }));
}

/** Whether a declaration file, and every file it imports by a relative path, reads the same in both surfaces. */
function unchangedDeclarations(oldFiles, newFiles) {
  const known = new Map();
  const same = (file) => {
    if (known.has(file)) return known.get(file);
    known.set(file, true);
    const text = newFiles.get(file);
    let result = text !== undefined && oldFiles.get(file) === text;
    for (const match of result ? text.matchAll(/from '(\.{1,2}\/[^']+)'/g) : []) {
      const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), match[1]));
      const candidates = [`${target}.d.ts`, `${target.replace(/\.js$/, '')}.d.ts`, `${target}/index.d.ts`];
      const found = candidates.find((candidate) => newFiles.has(candidate) || oldFiles.has(candidate));
      if (found && !same(found)) result = false;
    }
    known.set(file, result);
    return result;
  };
  return same;
}

const levelOf = (from, to) => {
  if (!from || !to) return 'major';
  const diff = semver.diff(semver.coerce(from), semver.coerce(to));
  return diff === 'major' || diff === 'minor' ? diff : diff ? 'patch' : null;
};
const higher = (a, b) => (LEVELS.indexOf(a) >= LEVELS.indexOf(b) ? a : b);

/**
 * What changed between the recorded surface and the current one, and the smallest version bump it needs: `major` for a removed
 * module or export, an export a remote built against the old one could not use, or a dependency's new major; `minor` for additions
 * and changes that still fit; `patch` for any other change to the sources. The recorded declarations are made only when the
 * declarations' hashes differ.
 * @param {{ index: Surface, declarations: () => Map<string, string> }} before
 * @param {{ index: Surface, files: Map<string, string> }} after
 */
export function compareSurfaces(before, after, { workDir = path.join(SHARED_DIR, 'node_modules', '.cache', 'surface-check') } = {}) {
  const changes = { removed: [], incompatible: [], added: [], changedDeclarations: false, dependencies: [], sourceChanged: false };
  for (const [specifier, module] of Object.entries(before.index.modules)) {
    const next = after.index.modules[specifier];
    if (!next) changes.removed.push(specifier);
    else for (const name of Object.keys(module.exports)) if (!(name in next.exports)) changes.removed.push(`${specifier}#${name}`);
  }
  for (const [specifier, module] of Object.entries(after.index.modules)) {
    const previous = before.index.modules[specifier];
    if (!previous) changes.added.push(specifier);
    else for (const name of Object.keys(module.exports)) if (!(name in previous.exports)) changes.added.push(`${specifier}#${name}`);
  }
  const names = new Set([...Object.keys(before.index.dependencies), ...Object.keys(after.index.dependencies)]);
  for (const name of [...names].toSorted()) {
    const [from, to] = [before.index.dependencies[name], after.index.dependencies[name]];
    if (from !== to) changes.dependencies.push({ name, from: from ?? null, to: to ?? null, level: levelOf(from, to) });
  }
  changes.changedDeclarations = before.index.declarations !== after.index.declarations;
  changes.sourceChanged = before.index.source !== after.index.source;
  if (changes.changedDeclarations) changes.incompatible = incompatibleExports(before, after, workDir);

  let level = null;
  if (changes.sourceChanged) level = 'patch';
  if (changes.added.length || changes.changedDeclarations) level = higher(level ?? 'minor', 'minor');
  for (const dependency of changes.dependencies) level = level ? higher(level, dependency.level) : dependency.level;
  if (changes.removed.length || changes.incompatible.length) level = 'major';
  return { ...changes, level };
}

/** The version a change of `level` needs after `version`: 1.4.2 + minor → 1.5.0. */
export const versionAfter = (version, level) => (level ? semver.inc(version, level) : version);

/** Sentences naming what changed, for the test's failure and the writer's refusal. */
export function describeChanges(changes) {
  const lines = [];
  const list = (title, items) => items.length && lines.push(`${title}:\n${items.map((item) => `  - ${item}`).join('\n')}`);
  list('removed (a remote built against the recorded version uses what is gone)', changes.removed);
  list(
    'changed so that a remote built against the recorded version no longer fits',
    changes.incompatible.map(({ label, reason }) => `${label}: ${reason}`),
  );
  list('added', changes.added);
  list(
    'dependencies',
    changes.dependencies.map(({ name, from, to, level }) => `${name} ${from ?? '(none)'} → ${to ?? '(removed)'} (${level})`),
  );
  if (changes.changedDeclarations && !changes.incompatible.length && !changes.removed.length)
    lines.push('declarations changed, and still fit what was recorded');
  if (changes.sourceChanged) lines.push('sources changed');
  return lines.join('\n');
}

/** Whether the summary describes the package as it is: the same sources, declarations, dependencies and exports, at its version. */
const sameSummary = (recorded, current) => summaryText(recorded) === summaryText(current);

/**
 * Checks the committed summary against the package: an empty list when it records the code as it is, at the package's version, else
 * why not and what to do (the bump a change since the recorded version needs).
 */
export function checkSurface({ packageDir = SHARED_DIR, summaryFile = SUMMARY_FILE } = {}) {
  const current = currentSurface(packageDir);
  const written = existsSync(summaryFile) ? JSON.parse(readFileSync(summaryFile, 'utf8')) : null;
  if (written && sameSummary(written, current.index)) return [];
  const recorded = recordedSurface({ packageDir, summaryFile });
  if (!recorded) return [`No summary of the public surface at ${summaryFile} in git: run ${WRITE}`];
  const changes = compareSurfaces(recorded, current, { workDir: path.join(packageDir, 'node_modules', '.cache', 'surface-check') });
  const { version } = current.index;
  if (!changes.level) {
    return version === recorded.index.version
      ? [`${path.basename(summaryFile)} is not the summary of the code as it is: run ${WRITE}`]
      : [`The version is ${version}, the summary was recorded at ${recorded.index.version}: run ${WRITE}`];
  }
  const needed = versionAfter(recorded.index.version, changes.level);
  const bump = semver.gte(version, needed)
    ? `The version (${version}) is bumped enough; record the surface: run ${WRITE}`
    : `That is a ${changes.level} change: set "version" in package.json to ${needed} or later, then run ${WRITE}`;
  return [`The public surface of ${current.index.package} changed since ${recorded.index.version} was recorded.\n${describeChanges(changes)}\n${bump}`];
}

/**
 * The summary to record for the code as it is, measured against the one committed at HEAD; throws when the package's version is not
 * bumped enough for what changed since.
 * @returns {Surface}
 */
export function surfaceToRecord({ packageDir = SHARED_DIR, summaryFile = SUMMARY_FILE } = {}) {
  const current = currentSurface(packageDir);
  const recorded = recordedSurface({ packageDir, summaryFile });
  if (recorded) {
    const changes = compareSurfaces(recorded, current, { workDir: path.join(packageDir, 'node_modules', '.cache', 'surface-check') });
    const needed = versionAfter(recorded.index.version, changes.level);
    if (!semver.gte(current.index.version, needed)) {
      throw new Error(
        `Not written: ${describeChanges(changes)}\nThat is a ${changes.level} change since ${recorded.index.version}: set "version" to ${needed} or later first.`,
      );
    }
  }
  return current.index;
}
