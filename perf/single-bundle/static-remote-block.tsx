// Stands in for shell/src/federation/remote-block.tsx in the single-bundle build (--single=static):
// a remote-owned content block is a component already in the bundle.
import { createContext, type ComponentType } from 'react';
import type { ContentBlockProps, RemoteBlocksModule } from '@valley/shared/federation/blocks';
import type { RemoteName } from '@shell/config/remote-routes';
import { REMOTE_BLOCKS } from './remote-modules';

const Skipped: ComponentType<ContentBlockProps> = () => null;
const remoteBlocks = new WeakSet<ComponentType<ContentBlockProps>>();

export function remoteBlock(remote: RemoteName, kind: string): ComponentType<ContentBlockProps> {
  const block = REMOTE_BLOCKS[remote]?.[kind] ?? Skipped;
  remoteBlocks.add(block);
  return block;
}

/** As in the composed shell, a block a remote owns waits to come near wherever it sits (decision 059). */
export const isRemoteBlock = (component: ComponentType<ContentBlockProps>): boolean => remoteBlocks.has(component);

/** The single bundle is never server-rendered: no server loads blocks, and nothing hydrates as the server drew it. */
export interface ServerBlocks {
  loaded: ReadonlyMap<RemoteName, RemoteBlocksModule['blocks'] | Error>;
  uses: (remote: RemoteName) => void;
}
export const ServerBlocksContext = createContext<ServerBlocks | null>(null);
export function hydrateBlocksAs(): void {}
