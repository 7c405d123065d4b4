// The Module Federation shared singletons of every app, with the ranges each app was built against.
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages every app shares as singletons: one React, one router, one store. The router goes through `@valley/shared/router` and
 * zod is not shared, because a shared package is bundled whole (decisions 019, 021).
 */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'zustand', 'swr', 'react-hot-toast', '@valley/shared'];

/**
 * Singletons whose mismatch breaks the page, so a remote refuses to run on a version outside its range instead of warning: a second
 * React, another router's context or a store of another shape. The runtime throws, and the shell shows the remote's fallback (decision 045).
 */
export const STRICT_SINGLETONS = ['react', 'react-dom', '@valley/shared/router', '@valley/shared/stores/'];
const isStrict = (request) => STRICT_SINGLETONS.some((name) => request === name || request.startsWith(name.endsWith('/') ? name : `${name}/`));
/** Packages whose subpath imports (react-dom/client, react/jsx-runtime, swr/infinite, …) must be shared too. */
const PREFIX_SHARED = ['react', 'react-dom', 'zustand', 'swr', '@valley/shared'];

/**
 * Subpath entries every app must take from the main entry's provider: each swr entry bundles swr's internals, so a remote's own copy
 * would be a second cache no list reads (decisions 019, 037). Only imported modules are provided (shell/src/federation/provide-shared.ts).
 */
const SUBPATH_SINGLETONS = { swr: ['swr/infinite', 'swr/mutation'] };

/**
 * Shared, never eager, by the apps that have the package: Swiper so a page fetches one copy, not three; Leaflet because a second copy
 * replaces the `window.L` the marker clusters were built from (decision 021). `swiper/modules` and the CSS are not shared.
 */
const OPTIONAL_SHARED = { 'swiper/react': 'swiper', leaflet: 'leaflet', 'react-leaflet': 'react-leaflet' };

/** Installed version of a package from an app's folder: its package.json, or the one above its main entry when it does not export that file. */
function installedVersion(appDir, name) {
  const require = createRequire(path.join(appDir, 'package.json'));
  try {
    return require(`${name}/package.json`).version;
  } catch {
    for (let dir = path.dirname(require.resolve(name)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
      const file = path.join(dir, 'package.json');
      const manifest = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
      if (manifest?.name === name) return manifest.version;
    }
    throw new Error(`No package.json of ${name} above ${appDir}`);
  }
}

/** Version of an optional shared package in an app: its own dependency, or the one @valley/shared brings; undefined when it has neither. */
function optionalVersion(appDir, name) {
  const sharedDir = path.dirname(createRequire(path.join(appDir, 'package.json')).resolve('@valley/shared/package.json'));
  for (const dir of [appDir, sharedDir]) {
    try {
      return installedVersion(dir, name);
    } catch {
      // Not there; try the next folder.
    }
  }
  return undefined;
}

/**
 * The `shared` option, each singleton at ^installed. `eager` (the shell only) puts them in the first script: the shell needs them all
 * before its first render, and some forty chunks would queue six at a time over HTTP/1.1 (decision 019). Remotes take the shell's copies.
 */
export function sharedConfig(appDir, { eager = false } = {}) {
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const version = installedVersion(appDir, name);
    const entry = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: isStrict(name), eager };
    shared[name] = entry;
    if (name === '@valley/shared' && eager) {
      // One by one, not by prefix (a prefix entry would win over these): the schemas, and zod with them, must not be eager (decision 022).
      for (const subpath of sharedSubpaths(appDir)) {
        shared[subpath] = { ...entry, eager: !subpath.startsWith('@valley/shared/schemas/'), strictVersion: isStrict(subpath) };
      }
      continue;
    }
    if (PREFIX_SHARED.includes(name)) shared[`${name}/`] = { ...entry };
    if (name === '@valley/shared') {
      for (const subpath of sharedSubpaths(appDir).filter(isStrict)) shared[subpath] = { ...entry, strictVersion: true };
    }
    for (const subpath of SUBPATH_SINGLETONS[name] ?? []) shared[subpath] = { ...entry };
  }
  for (const [request, name] of Object.entries(OPTIONAL_SHARED)) {
    const version = optionalVersion(appDir, name);
    if (version === undefined) continue;
    shared[request] = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false, eager: false };
  }
  return shared;
}

/** Every module @valley/shared exports (its `exports` map, wildcards expanded), but its build tools. */
export function sharedSubpaths(appDir) {
  const require = createRequire(path.join(appDir, 'package.json'));
  return sharedModules(path.dirname(require.resolve('@valley/shared/package.json'))).map((module) => module.specifier);
}

/**
 * The modules of a shared package's `exports` map with their source files (`./ui/*` → one per file of that folder, tests and stories
 * aside); build tools, test helpers and package.json are not shared at run time.
 * @param {string} sharedDir
 * @returns {{ specifier: string, source: string }[]}
 */
export function sharedModules(sharedDir) {
  const { name, exports } = JSON.parse(readFileSync(path.join(sharedDir, 'package.json'), 'utf8'));
  const modules = [];
  for (const [key, target] of Object.entries(exports)) {
    if (key.startsWith('./build/') || key.startsWith('./testing/') || key === './package.json') continue;
    if (!key.includes('*')) {
      modules.push({ specifier: `${name}/${key.slice(2)}`, source: target.slice(2) });
      continue;
    }
    const [before, after] = target.split('*');
    for (const file of readdirSync(path.join(sharedDir, before))) {
      if (!file.endsWith(after) || /\.(test|stories|fixture)\./.test(file)) continue;
      const stem = file.slice(0, -after.length);
      modules.push({ specifier: `${name}/${key.slice(2).replace('*', stem)}`, source: `${before.slice(2)}${file}` });
    }
  }
  return modules;
}
