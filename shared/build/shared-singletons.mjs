// The Module Federation shared singletons of every app, with the ranges each app was built against.
import { createRequire } from 'node:module';
import path from 'node:path';

/** Packages every app shares as singletons: one React, one router, one store. */
export const SHARED_SINGLETONS = ['react', 'react-dom', 'react-router-dom', 'zustand', 'swr', 'react-hot-toast', 'zod', '@valley/shared'];
/** Packages whose subpath imports (react-dom/client, react/jsx-runtime, zod/v4/core, …) must be shared too. */
const PREFIX_SHARED = ['react', 'react-dom', 'zustand', 'swr', 'zod', '@valley/shared'];

/** Installed version of a package as seen from an app's folder. */
function installedVersion(appDir, name) {
  const require = createRequire(path.join(appDir, 'package.json'));
  return require(`${name}/package.json`).version;
}

/** The `shared` option: singletons with the range the app was built against (^installed). */
export function sharedConfig(appDir) {
  const shared = {};
  for (const name of SHARED_SINGLETONS) {
    const version = installedVersion(appDir, name);
    const entry = { singleton: true, requiredVersion: `^${version}`, version, strictVersion: false };
    shared[name] = entry;
    if (PREFIX_SHARED.includes(name)) shared[`${name}/`] = { ...entry };
  }
  return shared;
}
