// Stands in for shell/src/federation/remotes.ts with --single=lazy: each remote's routes and blocks are a dynamic import(),
// at the federation's split points but without its runtime, manifests or entries.
/* oxlint-disable no-restricted-imports -- the one place that may import the apps into each other:
   this build exists to compare the composition with the same code bundled as one app. */
import type { RouteObject } from '@valley/shared/router';
import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import type { RemoteName } from '@shell/config/remote-routes';
import { RemoteUnavailableError, type RemoteRoutesModule, type RemotesConfig } from '@shell/federation/remote-unavailable';

export { RemoteUnavailableError, type RemotesConfig } from '@shell/federation/remote-unavailable';

// Literal specifiers, so the bundler makes one chunk per remote module.
const ROUTES: Record<RemoteName, () => Promise<RemoteRoutesModule>> = {
  mf_discover: () => import('@remote/mf-discover/routes'),
  mf_events: () => import('@remote/mf-events/routes'),
  mf_news: () => import('@remote/mf-news/routes'),
  mf_account: () => import('@remote/mf-account/routes'),
  mf_studio: () => import('@remote/mf-studio/routes'),
};

const BLOCKS: Partial<Record<RemoteName, () => Promise<RemoteBlocksModule>>> = {
  mf_discover: () => import('@remote/mf-discover/blocks'),
  mf_events: () => import('@remote/mf-events/blocks'),
  mf_news: () => import('@remote/mf-news/blocks'),
};

export function parseRemotesConfig(): RemotesConfig {
  return {};
}

export function registerRemotesFromConfig(): void {}

export async function loadRemoteRoutes(remote: RemoteName): Promise<RouteObject[]> {
  try {
    return (await ROUTES[remote]()).routes;
  } catch (error) {
    throw new RemoteUnavailableError(remote, String(error));
  }
}

export function resetRemote(): void {}

export function prefetchRemote(remote: RemoteName): void {
  ROUTES[remote]().catch(() => {
    // Retried when the route is really visited.
  });
}

const blockModules = new Map<RemoteName, Promise<RemoteBlocksModule['blocks']>>();

export function loadRemoteBlocks(remote: RemoteName): Promise<RemoteBlocksModule['blocks']> {
  const cached = blockModules.get(remote);
  if (cached) return cached;
  const load = BLOCKS[remote];
  const loading = load ? load().then((module) => module.blocks) : Promise.reject(new RemoteUnavailableError(remote, 'it exposes no blocks'));
  loading.catch(() => blockModules.delete(remote));
  blockModules.set(remote, loading);
  return loading;
}
