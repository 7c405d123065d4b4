import { lazy, Suspense, type ComponentType } from 'react';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import type { RemoteName } from '../config/remote-routes';
import { loadRemoteBlocks } from './remotes';

/** Renders nothing: a block whose remote is down (or does not know the kind) is left out of the page. */
const Skipped: ComponentType<ContentBlockProps> = () => null;

/**
 * A content block whose data a remote owns (the events carousel, the article slider, the map,
 * favorites), loaded from the remote's `./blocks` only when a page has one. While it loads, a
 * placeholder keeps its space; if the remote is unavailable the block is skipped, not the page.
 */
export function remoteBlock(remote: RemoteName, kind: string, minHeight = 320): ComponentType<ContentBlockProps> {
  const Lazy = lazy(async () => {
    try {
      const blocks = await loadRemoteBlocks(remote);
      return { default: blocks[kind] ?? Skipped };
    } catch (error) {
      console.warn(`[shell] block '${kind}' from ${remote} left out:`, error);
      return { default: Skipped };
    }
  });
  function RemoteBlock(props: ContentBlockProps) {
    return (
      <Suspense fallback={<div aria-hidden="true" style={{ minHeight }} />}>
        <Lazy {...props} />
      </Suspense>
    );
  }
  RemoteBlock.displayName = `RemoteBlock(${remote}/${kind})`;
  return RemoteBlock;
}
