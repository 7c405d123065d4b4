/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const REMOTES = ['mf-discover', 'mf-events', 'mf-news', 'mf-account', 'mf-studio'];
/**
 * Used by two remotes but not provided by the shell, and why: rrule (recurrence) is tens of KB no public page of the shell needs
 * before an events page; the harness runs only in a remote's stand-alone page; the rich-text editor (TipTap, the heaviest code of a
 * form) and the image inputs' file checks are for the forms of the member area and the studio only (decision 096).
 */
const NOT_PROVIDED = new Set(['@valley/shared/recurrence', '@valley/shared/harness', '@valley/shared/ui/rich-text-body', '@valley/shared/media/image-file']);

/** The @valley/shared modules a folder's source (not its tests or their helpers in testing/) imports, by static or dynamic import. */
function sharedImports(dir: string): Set<string> {
  const found = new Set<string>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.(test|fixture)\.tsx?$/.test(entry.name) || entry.parentPath.split(path.sep).includes('testing'))
      continue;
    const text = readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/(?:from |import\(|import )'(@valley\/shared\/[^']+)'/g)) found.add(match[1]!);
  }
  return found;
}

it('provides every @valley/shared module two or more remotes use, so no remote takes another remote’s copy', () => {
  const byRemote = REMOTES.map((remote) => sharedImports(path.join(ROOT, remote, 'src')));
  const shell = sharedImports(path.join(ROOT, 'shell', 'src'));
  const missing = [...new Set(byRemote.flatMap((modules) => [...modules]))]
    .filter((module) => byRemote.filter((modules) => modules.has(module)).length >= 2)
    .filter((module) => !shell.has(module) && !NOT_PROVIDED.has(module))
    .sort();
  expect(missing).toEqual([]);
});
