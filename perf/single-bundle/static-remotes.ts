// Stands in for shell/src/federation/remotes.ts with --single=static: the same exports, no federation runtime,
// since a remote's routes and blocks are already in the bundle.
import type { RouteObject } from '@valley/shared/router';
import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import type { RemoteName } from '@shell/config/remote-routes';
import { RemoteUnavailableError, type RemotesConfig } from '@shell/federation/remote-unavailable';
import { REMOTE_BLOCKS, REMOTE_ROUTES } from './remote-modules';

export { RemoteUnavailableError, type RemotesConfig } from '@shell/federation/remote-unavailable';

/** remotes.json is still fetched by main.tsx (the same request as the composed site); its content is not needed. */
export function parseRemotesConfig(): RemotesConfig {
  return {};
}

export function registerRemotesFromConfig(): void {}

export async function loadRemoteRoutes(remote: RemoteName): Promise<RouteObject[]> {
  return REMOTE_ROUTES[remote];
}

export function resetRemote(): void {}

export function prefetchRemote(): void {}

export async function loadRemoteBlocks(remote: RemoteName): Promise<RemoteBlocksModule['blocks']> {
  const blocks = REMOTE_BLOCKS[remote];
  if (!blocks) throw new RemoteUnavailableError(remote, 'it exposes no blocks');
  return blocks;
}
