import { loadRemote, registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RouteObject } from '@valley/shared/router';
import { REMOTE_NAMES, type RemoteName } from '../config/remote-routes';
import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import { isUnavailableModule, remotePlugins } from './remote-fallback-plugin';
import { RemoteUnavailableError, type RemoteRoutesModule, type RemotesConfig } from './remote-unavailable';

export { RemoteUnavailableError, type RemoteRoutesModule, type RemotesConfig } from './remote-unavailable';

let configured: RemotesConfig = {};
/** Each remote's `./blocks`, loaded once per release (see loadRemoteBlocks), and those that have arrived. */
const blockModules = new Map<RemoteName, Promise<RemoteBlocksModule>>();
const arrivedBlocks = new Map<RemoteName, RemoteBlocksModule>();

function forgetBlocks(remote: RemoteName): void {
  blockModules.delete(remote);
  arrivedBlocks.delete(remote);
}

/**
 * remotes.json's entries, as URLs: it names site paths (`/_apps/mf-events/releases/…`, decision 105), which the runtime is given whole,
 * since a manifest's files are addressed from its URL.
 */
export function parseRemotesConfig(value: unknown, base: string): RemotesConfig {
  if (typeof value !== 'object' || value === null) return {};
  const config: RemotesConfig = {};
  for (const name of REMOTE_NAMES) {
    const entry = (value as Record<string, unknown>)[name];
    if (typeof entry === 'string' && entry.length > 0) config[name] = new URL(entry, base).href;
  }
  return config;
}

/** Registers every remote of remotes.json with the federation runtime; nothing loads yet. */
export function registerRemotesFromConfig(config: RemotesConfig): void {
  configured = config;
  registerPlugins(remotePlugins());
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry })));
}

/**
 * Points each remote at its entry now, replacing one whose entry moved (a deploy names a new release path), so the next load fetches
 * the new release; the render server calls it per request with the live pointer (decision 048).
 */
export function syncRemotes(config: RemotesConfig): void {
  const changed = Object.entries(config).filter(([name, entry]) => configured[name as RemoteName] !== entry);
  configured = config;
  // A deployed remote's blocks are its new release's from the next page on.
  for (const [name] of changed) forgetBlocks(name as RemoteName);
  if (changed.length > 0)
    registerRemotes(
      changed.map(([name, entry]) => ({ name, entry })),
      { force: true },
    );
}

/** Loads a remote's exposed `./routes`, or throws RemoteUnavailableError. */
export async function loadRemoteRoutes(remote: RemoteName): Promise<RouteObject[]> {
  if (!configured[remote]) throw new RemoteUnavailableError(remote, 'not listed in remotes.json');
  let loaded: unknown;
  try {
    loaded = await loadRemote<RemoteRoutesModule>(`${remote}/routes`);
  } catch (error) {
    throw new RemoteUnavailableError(remote, String(error));
  }
  if (isUnavailableModule(loaded)) throw new RemoteUnavailableError(remote, loaded.reason);
  const routes = (loaded as Partial<RemoteRoutesModule> | null)?.routes;
  if (!Array.isArray(routes)) throw new RemoteUnavailableError(remote, 'it exposes no routes');
  return routes;
}

/** Forgets a remote's cached manifest, entry and modules, so the next load fetches it afresh. */
export function resetRemote(remote: RemoteName): void {
  forgetBlocks(remote);
  const entry = configured[remote];
  if (entry) registerRemotes([{ name: remote, entry }], { force: true });
}

/** Warms a remote (manifest, entry and its routes chunk) before it is needed, e.g. on link hover. */
export function prefetchRemote(remote: RemoteName): void {
  if (!configured[remote]) return;
  loadRemoteRoutes(remote).catch(() => {
    // A failed prefetch is retried when the route is really visited.
  });
}

/** A remote's content blocks (`./blocks`), loaded once per release; rejects with RemoteUnavailableError when it is down, so a page can leave them out. */
export const loadRemoteBlocks = (remote: RemoteName): Promise<RemoteBlocksModule['blocks']> => loadBlocksModule(remote).then((module) => module.blocks);

/** What a remote's blocks ask the API for, by kind (`BlockData`): none for a remote whose `./blocks` declares none. */
export const loadRemoteBlockData = (remote: RemoteName): Promise<NonNullable<RemoteBlocksModule['data']>> =>
  loadBlocksModule(remote).then((module) => module.data ?? {});

function loadBlocksModule(remote: RemoteName): Promise<RemoteBlocksModule> {
  const cached = blockModules.get(remote);
  if (cached) return cached;
  const loading = (async () => {
    if (!configured[remote]) throw new RemoteUnavailableError(remote, 'not listed in remotes.json');
    let loaded: unknown;
    try {
      loaded = await loadRemote<RemoteBlocksModule>(`${remote}/blocks`);
    } catch (error) {
      throw new RemoteUnavailableError(remote, String(error));
    }
    if (isUnavailableModule(loaded)) throw new RemoteUnavailableError(remote, loaded.reason);
    const module = loaded as Partial<RemoteBlocksModule> | null;
    if (!module?.blocks || typeof module.blocks !== 'object') throw new RemoteUnavailableError(remote, 'it exposes no blocks');
    return { blocks: module.blocks, ...(module.data && typeof module.data === 'object' && { data: module.data }) };
  })();
  // A failure is not cached: the next page view tries again.
  loading.then(
    (module) => {
      if (blockModules.get(remote) === loading) arrivedBlocks.set(remote, module);
    },
    () => {
      if (blockModules.get(remote) === loading) blockModules.delete(remote);
    },
  );
  blockModules.set(remote, loading);
  return loading;
}

/** A remote's `./blocks` of its current release if they have arrived, without waiting: the render server draws with them at once. */
export function arrivedRemoteBlocks(remote: RemoteName): RemoteBlocksModule['blocks'] | undefined {
  return arrivedBlocks.get(remote)?.blocks;
}
