/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { checkSurface, summaryText, surfaceToRecord } from './public-surface.mjs';

jest.setTimeout(60_000);

// The guard itself, on a small package in a git repository of its own: only the summary is committed, and the recorded version's
// declarations are made from the commit that recorded it. (@valley/shared's own summary is `node scripts/gen-surface.mjs --check`.)
const made = [];
afterAll(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const GREET = `export interface Greeting { text: string }
export function greet(name: string): Greeting { return { text: 'Hello ' + name }; }
export const LOCALES = ['en', 'es'] as const;
`;

const git = (dir, ...args) =>
  execFileSync('git', ['-c', 'user.name=Surface test', '-c', 'user.email=surface@test.invalid', '-c', 'commit.gpgsign=false', ...args], {
    cwd: dir,
    stdio: 'pipe',
  });

/**
 * A small shared package with one module, its summary recorded at 1.0.0 and committed, in a repository whose root is one folder up
 * (as shared/ sits in this one); `change` then rewrites its source as a team would.
 */
function recordedPackage() {
  const repo = mkdtempSync(path.join(os.tmpdir(), 'surface-'));
  made.push(repo);
  const dir = path.join(repo, 'shared');
  mkdirSync(path.join(dir, 'src'), { recursive: true });
  const manifest = { name: '@fixture/shared', version: '1.0.0', exports: { './greet': './src/greet.ts' } };
  writeFileSync(path.join(dir, 'package.json'), JSON.stringify(manifest));
  const compilerOptions = { strict: true, target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', noEmit: true, isolatedModules: true };
  writeFileSync(path.join(repo, 'tsconfig.base.json'), JSON.stringify({ compilerOptions }));
  writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../tsconfig.base.json', include: ['src'] }));
  writeFileSync(path.join(dir, 'src', 'greet.ts'), GREET);
  const summaryFile = path.join(dir, 'surface.json');
  const write = () => writeFileSync(summaryFile, summaryText(surfaceToRecord({ packageDir: dir, summaryFile })));
  git(repo, 'init', '-q');
  write();
  git(repo, 'add', '.');
  git(repo, 'commit', '-q', '-m', 'shared 1.0.0');
  return {
    summaryFile,
    check: () => checkSurface({ packageDir: dir, summaryFile }),
    write,
    change: (from, to) => {
      const file = path.join(dir, 'src', 'greet.ts');
      const text = readFileSync(file, 'utf8');
      expect(text).toContain(from);
      writeFileSync(file, text.replace(from, to));
    },
    setVersion: (version) => writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ ...manifest, version })),
  };
}

describe('a change to the shared surface needs its version', () => {
  it('passes while nothing changed', () => {
    expect(recordedPackage().check()).toEqual([]);
  });

  it('a removed export is a major change, and is not recorded without one', () => {
    const shared = recordedPackage();
    shared.change("export const LOCALES = ['en', 'es'] as const;", '');
    const [problem] = shared.check();
    expect(problem).toMatch(/removed .*\n {2}- @fixture\/shared\/greet#LOCALES/);
    expect(problem).toContain('That is a major change: set "version" in package.json to 2.0.0 or later');
    expect(() => shared.write()).toThrow(/major change since 1\.0\.0: set "version" to 2\.0\.0/);
    expect(readFileSync(shared.summaryFile, 'utf8')).toContain('"version": "1.0.0"');
    shared.setVersion('2.0.0');
    shared.write();
    expect(shared.check()).toEqual([]);
  });

  it('a function that now needs another argument is a major change', () => {
    const shared = recordedPackage();
    shared.change('greet(name: string)', 'greet(name: string, title: string)');
    const [problem] = shared.check();
    expect(problem).toMatch(/no longer fits:\n {2}- @fixture\/shared\/greet#greet: Type '\(name: string, title: string\) => Greeting' does not satisfy/);
    expect(problem).toContain('2.0.0 or later');
  });

  it('a field a remote reads that is gone is a major change', () => {
    const shared = recordedPackage();
    shared.change('{ text: string }', '{ words: string }');
    shared.change("{ text: 'Hello ' + name }", "{ words: 'Hello ' + name }");
    expect(shared.check()[0]).toMatch(/- @fixture\/shared\/greet#greet: .*\n {2}- @fixture\/shared\/greet#Greeting: Property 'text' is missing/);
  });

  it('an optional argument, a new field or a new export still fits: a minor change', () => {
    const shared = recordedPackage();
    shared.change('greet(name: string)', 'greet(name: string, title?: string)');
    shared.change('{ text: string }', '{ text: string; language: string }');
    shared.change("{ text: 'Hello ' + name }", "{ text: 'Hello ' + (title ?? name), language: 'en' }");
    shared.change('export const LOCALES', "export const DEFAULT_LOCALE = 'en';\nexport const LOCALES");
    const [problem] = shared.check();
    expect(problem).toContain('added:\n  - @fixture/shared/greet#DEFAULT_LOCALE');
    expect(problem).not.toContain('no longer fits');
    expect(problem).toContain('That is a minor change: set "version" in package.json to 1.1.0 or later');
    shared.setVersion('1.1.0');
    expect(shared.check()[0]).toContain('The version (1.1.0) is bumped enough; record the surface');
  });

  it('a change inside a function, its declarations untouched, needs a patch version', () => {
    const shared = recordedPackage();
    shared.change("'Hello '", "'Hi '");
    expect(shared.check()[0]).toContain('sources changed\nThat is a patch change: set "version" in package.json to 1.0.1 or later');
  });

  it('a version bumped without recording the snapshot is named', () => {
    const shared = recordedPackage();
    shared.setVersion('1.0.1');
    expect(shared.check()).toEqual(['The version is 1.0.1, the summary was recorded at 1.0.0: run node scripts/gen-surface.mjs']);
  });

  it('measures from the summary committed at HEAD, not from one written since', () => {
    const shared = recordedPackage();
    shared.change('greet(name: string)', 'greet(name: string, title?: string)');
    shared.setVersion('1.1.0');
    shared.write();
    expect(shared.check()).toEqual([]);
    // Another change on top of the uncommitted 1.1.0 is measured from 1.0.0, whose declarations come from git.
    shared.change('greet(name: string, title?: string)', 'greet(name: string, title: string)');
    expect(shared.check()[0]).toMatch(/changed since 1\.0\.0 was recorded[\s\S]*greet#greet[\s\S]*2\.0\.0 or later/);
  });
});
