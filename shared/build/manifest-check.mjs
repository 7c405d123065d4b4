// Whether a remote's build fits a shell's: the modules the shell loads from it, shared singleton versions that satisfy each other's ranges,
// the singletons the shell must provide, and the @valley/shared contract. The deploys run it against what is live (decision 045); each
// remote's manifest test runs it against the shell built from the same commit.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';
import { CONTRACT_FILE, checkContract, sharedContract } from './shared-contract.mjs';
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

/** Where the shell's source says what it loads from each remote; its build writes it into its manifest (`metaData.remoteExposes`). */
export const REMOTE_EXPOSES_FILE = 'src/config/remote-exposes.json';

/** Whether `version` satisfies an npm range (`^19.3.1`, `>=1.2 <2`, `*`), as npm reads it. */
export const satisfiesRange = (version, range) => semver.satisfies(version, range);

/**
 * @typedef {{ name: string, version: string, requiredVersion?: string | false, singleton?: boolean }} SharedEntry
 * @typedef {{ name?: string, metaData?: { remoteEntry?: { name?: string }, remoteExposes?: Record<string, string[]> },
 *   exposes?: { path: string }[], shared: SharedEntry[] }} Manifest
 * @typedef {{ manifest: Manifest, contract: object | null }} Build  a build as the check reads it: its manifest and its shared contract
 */

/** A built app's manifest and shared contract from its dist folder (or any folder holding the two files). */
export function readBuild(distDir) {
  const read = (file) => (existsSync(path.join(distDir, file)) ? JSON.parse(readFileSync(path.join(distDir, file), 'utf8')) : null);
  const manifest = read('mf-manifest.json');
  if (!manifest) throw new Error(`No mf-manifest.json in ${distDir}: build the app first`);
  return { manifest, contract: read(CONTRACT_FILE) };
}

/** The shell's entry for a remote's shared module: the same module, or one of its package (react for react/jsx-runtime). */
function shellEntryFor(shellShared, name) {
  const base = SHARED_SINGLETONS.find((candidate) => name === candidate || name.startsWith(`${candidate}/`));
  if (!base) return null;
  return shellShared.find((entry) => entry.name === name) ?? shellShared.find((entry) => entry.name === base || entry.name.startsWith(`${base}/`));
}

/**
 * Every reason the remote's build does not fit the shell's, as sentences naming what does not fit; an empty list means it fits.
 * @param {{ remote: Build, shell: Build, remoteName: string }} builds
 */
export function checkFit({ remote, shell, remoteName }) {
  const { manifest } = remote;
  const problems = [];
  if (manifest.name !== remoteName) problems.push(`the manifest's name is ${manifest.name}, the shell loads it as ${remoteName}`);
  if (!manifest.metaData?.remoteEntry?.name) problems.push('the manifest has no remoteEntry');

  const loaded = shell.manifest.metaData?.remoteExposes?.[remoteName];
  if (!loaded) problems.push(`the shell's manifest does not say what it loads from ${remoteName} (a shell built before decision 045): deploy the shell first`);
  const exposed = new Set((manifest.exposes ?? []).map((entry) => entry.path));
  for (const expose of loaded ?? []) if (!exposed.has(expose)) problems.push(`${expose} is not exposed, and the shell loads it from ${remoteName}`);

  for (const shared of manifest.shared) {
    const shellShared = shellEntryFor(shell.manifest.shared, shared.name);
    if (!shellShared) continue;
    if (!shared.singleton) problems.push(`${shared.name} is not a singleton`);
    if (shared.requiredVersion && !satisfiesRange(shellShared.version, shared.requiredVersion)) {
      problems.push(`${shared.name}: the shell provides ${shellShared.version}, the remote requires ${shared.requiredVersion}`);
    }
    if (shellShared.requiredVersion && !satisfiesRange(shared.version, shellShared.requiredVersion)) {
      problems.push(`${shared.name}: the remote provides ${shared.version}, the shell requires ${shellShared.requiredVersion}`);
    }
  }
  for (const name of ['react', 'react-dom']) {
    if (!manifest.shared.some((shared) => shared.name === name)) problems.push(`${name} is not shared`);
  }
  problems.push(...unprovidedShared(manifest, shell.manifest));
  problems.push(...checkContract(remote.contract, shell.contract).map((problem) => `@valley/shared contract: ${problem}`));
  return problems;
}

/**
 * The shell as built from its folder; before it is built, as its sources would build it (the versions it would provide, the modules it
 * loads from each remote, the contract of its @valley/shared), so a remote can be checked alone.
 * @returns {Build}
 */
export function shellBuild(shellDir) {
  if (existsSync(path.join(shellDir, 'dist', 'mf-manifest.json'))) return readBuild(path.join(shellDir, 'dist'));
  const shared = Object.entries(sharedConfig(shellDir, { eager: true })).map(([name, entry]) => ({ ...entry, name }));
  const remoteExposes = JSON.parse(readFileSync(path.join(shellDir, REMOTE_EXPOSES_FILE), 'utf8'));
  return { manifest: { name: 'shell', metaData: { remoteExposes }, shared }, contract: sharedContract({ appDir: shellDir, isRemote: false }) };
}

/** Every problem of a remote's built dist/ against the shell of the same checkout; an empty list means it fits. */
export function checkRemoteManifest({ remoteDir, shellDir, expectedName }) {
  return checkFit({ remote: readBuild(path.join(remoteDir, 'dist')), shell: shellBuild(shellDir), remoteName: expectedName });
}

/** The SHELL_PROVIDED modules a remote takes that the shell's build does not provide. */
export function unprovidedShared(remoteManifest, shellManifest) {
  const provided = new Set(shellManifest.shared.map((shared) => shared.name));
  return remoteManifest.shared
    .filter((shared) => SHELL_PROVIDED.includes(shared.name) && !provided.has(shared.name))
    .map((shared) => `${shared.name} is not provided by the shell: the remote would run its own copy`);
}
