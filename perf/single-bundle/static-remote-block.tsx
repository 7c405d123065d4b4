// Stands in for shell/src/federation/remote-block.tsx in the single-bundle build (--single=static):
// a remote-owned content block is a component already in the bundle.
import type { ComponentType } from 'react';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import type { RemoteName } from '@shell/config/remote-routes';
import { REMOTE_BLOCKS } from './remote-modules';

const Skipped: ComponentType<ContentBlockProps> = () => null;

export function remoteBlock(remote: RemoteName, kind: string): ComponentType<ContentBlockProps> {
  return REMOTE_BLOCKS[remote]?.[kind] ?? Skipped;
}
