// Every package the lockfile installs must run on every Node version root `engines` declares (decision 039),
// so a dependency that needs a newer Node fails here, not on a developer's or CI's Node 20.
import { readFileSync } from 'node:fs';
import semver from 'semver';
import { parse } from 'yaml';

const root = new URL('../../', import.meta.url);

/** Node ships no 32-bit x86 build since 22: a binary package for it (sharp's) says `^20`. */
const onlyForOldNode = (entry) => Array.isArray(entry.cpu) && entry.cpu.every((cpu) => cpu === 'ia32');

/** `{ 'name@version': nodeRange }` for every package of a pnpm lockfile that declares one. */
export function lockedNodeEngines(lockfileText) {
  const packages = parse(lockfileText).packages ?? {};
  return Object.fromEntries(
    Object.entries(packages).flatMap(([id, entry]) => (entry?.engines?.node && !onlyForOldNode(entry) ? [[id, entry.engines.node]] : [])),
  );
}

/** Sentences naming each package whose Node range leaves out part of `declared`. */
export function enginesProblems(declared, engines) {
  return Object.entries(engines)
    .filter(([, range]) => !semver.validRange(range) || !semver.subset(declared, range))
    .map(([id, range]) => `${id} needs Node ${range}, the project declares ${declared}`);
}

/** The check on this repository: the root package.json's range against pnpm-lock.yaml. */
export function repositoryEnginesProblems() {
  const declared = JSON.parse(readFileSync(new URL('package.json', root), 'utf8')).engines.node;
  return enginesProblems(declared, lockedNodeEngines(readFileSync(new URL('pnpm-lock.yaml', root), 'utf8')));
}
