// Checks a remote's built mf-manifest.json against what the shell relies on: the modules it
// exposes, and shared singleton versions that fit the shell's ranges (and the reverse).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { SHARED_SINGLETONS, sharedConfig } from './shared-singletons.mjs';

/**
 * Shared modules that hold state every app must see (a second React, router, Leaflet `window.L`, swr cache or Modal stack breaks
 * the page), so whatever a remote takes of these, the shell must provide.
 */
export const SHELL_PROVIDED = [
  'react',
  'react-dom',
  '@valley/shared/router',
  '@valley/shared/stores/auth',
  '@valley/shared/stores/config',
  'leaflet',
  '@valley/shared/ui/modal',
  'swr',
  'swr/infinite',
  'swr/mutation',
];

/** The modules every remote must expose for the shell. */
export const REQUIRED_EXPOSES = ['./routes', './prefetch'];

export function readManifest(appDir) {
  return JSON.parse(readFileSync(path.join(appDir, 'dist', 'mf-manifest.json'), 'utf8'));
}

/** Whether `version` satisfies an npm range (`^19.3.1`, `>=1.2 <2`, `*`), as npm reads it. */
export const satisfiesRange = (version, range) => semver.satisfies(version, range);

/** Every problem found, as readable sentences; an empty list means the remote fits the shell. */
export function checkRemoteManifest({ remoteDir, shellDir, expectedName, requiredExposes = REQUIRED_EXPOSES }) {
  const manifest = readManifest(remoteDir);
  const shellShared = sharedConfig(shellDir);
  const problems = [];
  if (expectedName && manifest.name !== expectedName) problems.push(`manifest name is ${manifest.name}, the shell expects ${expectedName}`);
  if (!manifest.metaData?.remoteEntry?.name) problems.push('manifest has no remoteEntry');
  const exposed = new Set(manifest.exposes.map((entry) => entry.path));
  for (const expose of requiredExposes) if (!exposed.has(expose)) problems.push(`${expose} is not exposed`);

  for (const shared of manifest.shared) {
    const base = SHARED_SINGLETONS.find((name) => shared.name === name || shared.name.startsWith(`${name}/`));
    if (!base) continue;
    const shell = shellShared[base];
    if (!shared.singleton) problems.push(`${shared.name} is not a singleton`);
    if (!satisfiesRange(shell.version, shared.requiredVersion)) {
      problems.push(`${shared.name}: the shell provides ${shell.version}, the remote requires ${shared.requiredVersion}`);
    }
    if (!satisfiesRange(shared.version, shell.requiredVersion)) {
      problems.push(`${shared.name}: the remote provides ${shared.version}, the shell requires ${shell.requiredVersion}`);
    }
  }
  for (const name of ['react', 'react-dom']) {
    if (!manifest.shared.some((shared) => shared.name === name)) problems.push(`${name} is not shared`);
  }
  // The shell's own build, when there is one, must provide what the remote takes of SHELL_PROVIDED.
  if (existsSync(path.join(shellDir, 'dist', 'mf-manifest.json'))) problems.push(...unprovidedShared(manifest, readManifest(shellDir)));
  return problems;
}

/** The SHELL_PROVIDED modules a remote takes that the shell's build does not provide. */
export function unprovidedShared(remoteManifest, shellManifest) {
  const provided = new Set(shellManifest.shared.map((shared) => shared.name));
  return remoteManifest.shared
    .filter((shared) => SHELL_PROVIDED.includes(shared.name) && !provided.has(shared.name))
    .map((shared) => `${shared.name} is not provided by the shell: the remote would run its own copy`);
}
