// The Module Federation shared singletons of every app, with the ranges each app was built against.
import { createRequire } from 'node:module';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Packages every app shares as singletons: one React, one router, one store. The router is shared
 * as `@valley/shared/router`, not as react-router-dom: a shared package is bundled whole, and
 * react-router-dom whole is twice what the apps use (decision 021). zod is not one: a
 * shared module is bundled whole (≈90 KB gzip for zod), while the shell's own copy is
 * tree-shaken (≈35 KB). The schemas are in `@valley/shared`, so every app parses with the shell's
 * zod anyway; only mf-account's forms bundle a copy of their own (decision 019).
 */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'zustand', 'swr', 'react-hot-toast', '@valley/shared'];
/** Packages whose subpath imports (react-dom/client, react/jsx-runtime, swr/infinite, …) must be shared too. */
const PREFIX_SHARED = ['react', 'react-dom', 'zustand', 'swr', '@valley/shared'];

/**
 * Subpath entries every app must take from the same provider as the package's main entry.
 * swr's entries each bundle swr's internals (its cache and preload store): `swr/infinite` from a
 * remote beside `swr` from the shell would be a second cache, and the lists built on it would miss
 * what the shell put in the first (the first page's early start, route-prefetch.ts); a second
 * `swr/mutation` would put mf-account's saved records where no list reads them. Listed
 * here, they are shared; the shell provides them because it imports them
 * (shell/src/federation/provide-shared.ts): a listed module no app imports is not provided.
 */
const SUBPATH_SINGLETONS = { swr: ['swr/infinite', 'swr/mutation'] };

/**
 * Shared by the apps that have the package (or get it through @valley/shared), never eager.
 * - Swiper: three apps show sliders, and each bundled its own Swiper (27 KB gzip), so the home
 *   page fetched three copies before its hero painted. Shared, every slider uses the first copy
 *   registered, the shell's. Only `swiper/react` (which carries Swiper's core): `swiper/modules`
 *   shared would be every module, 25 KB gzip, where each app's own tree-shaken A11y and Autoplay
 *   are a few KB and hold no state. The CSS files are not shared either.
 * - Leaflet, for more than its size: it sets `window.L` when it runs, and leaflet.markercluster
 *   (the shared places map's) builds its cluster layer from whatever `window.L` is then. A second
 *   Leaflet (the map block's, mf-discover) that ran after the shell's replaced `window.L`, and a
 *   listing's map beside a map block failed now and then ('L.MarkerClusterGroup is not a
 *   constructor', /outdoors). react-leaflet with it, so a page has one copy of each.
 */
const OPTIONAL_SHARED = { 'swiper/react': 'swiper', leaflet: 'leaflet', 'react-leaflet': 'react-leaflet' };

/**
 * Installed version of a package as seen from an app's folder: its package.json, or for a package
 * that does not export that file (react-leaflet) the package.json above its main entry.
 */
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

/**
 * Version of an optional shared package in an app: its own dependency, or the one @valley/shared
 * brings (the shell has Leaflet only through the shared places map); undefined when it has neither.
 */
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
 * The `shared` option: singletons with the range the app was built against (^installed).
 * `eager` (the shell only) puts them in the app's first script instead of one chunk each fetched
 * after it: the shell needs every one of them before its first render, and over HTTP/1.1 some
 * forty small chunks queue six at a time behind the entry. Remotes stay lazy: they take the
 * shell's copies and never download their own.
 */
export function sharedConfig(appDir, { eager = false } = {}) {
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const version = installedVersion(appDir, name);
    const entry = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false, eager };
    shared[name] = entry;
    if (name === '@valley/shared' && eager) {
      // The shell lists @valley/shared's modules one by one instead of by prefix: the schemas
      // (and zod with them) must not be eager. They are a chunk of their own, loaded beside the
      // first calls and by the remote modules that use a schema (decision 022). A prefix entry
      // would win over these exact ones, so there is none.
      for (const subpath of sharedSubpaths(appDir)) shared[subpath] = { ...entry, eager: !subpath.startsWith('@valley/shared/schemas/') };
      continue;
    }
    if (PREFIX_SHARED.includes(name)) shared[`${name}/`] = { ...entry };
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
  const packageFile = require.resolve('@valley/shared/package.json');
  const root = path.dirname(packageFile);
  const { exports } = JSON.parse(readFileSync(packageFile, 'utf8'));
  const subpaths = [];
  for (const [key, target] of Object.entries(exports)) {
    if (key.startsWith('./build/') || key === './package.json') continue;
    if (!key.includes('*')) {
      subpaths.push(`@valley/shared/${key.slice(2)}`);
      continue;
    }
    // "./ui/*": "./src/ui/*.tsx": every file of that folder with that ending, tests and stories aside.
    const [before, after] = target.split('*');
    for (const file of readdirSync(path.join(root, before))) {
      if (!file.endsWith(after) || /\.(test|stories|fixture)\./.test(file)) continue;
      subpaths.push(`@valley/shared/${key.slice(2).replace('*', file.slice(0, -after.length))}`);
    }
  }
  return subpaths;
}
