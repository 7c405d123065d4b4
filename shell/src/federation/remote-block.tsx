import { createElement, Suspense, useContext, type ComponentType, type ReactElement } from 'react';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import type { RemoteName } from '../config/remote-routes';
import { ServerRemotesContext } from './remote-area';
import { loadRemoteBlocks } from './remotes';
import { settling, useSettled, type Settling } from '@valley/shared/federation/settled';

/** The components remoteBlock made: the block renderer never lets one commit with the page (decision 059). */
const remoteBlocks = new WeakSet<ComponentType<ContentBlockProps>>();

/** True for a block whose component comes from a remote's `./blocks`: never in the server's HTML, so nothing waits to hydrate. */
export const isRemoteBlock = (component: ComponentType<ContentBlockProps>): boolean => remoteBlocks.has(component);

/** Renders nothing: a block whose remote is down (or does not know the kind) is left out of the page. */
const Skipped: ComponentType<ContentBlockProps> = () => null;

/**
 * A content block whose data a remote owns, loaded from its `./blocks` only when a page has one. A placeholder keeps its space
 * while it loads; an unavailable remote skips the block, not the page.
 */
export function remoteBlock(remote: RemoteName, kind: string, minHeight = 320): ComponentType<ContentBlockProps> {
  // Started by the first block of this kind that renders; waited for without suspending (@valley/shared/federation/settled).
  let load: Settling<ComponentType<ContentBlockProps>> | undefined;
  const loadBlock = async (): Promise<ComponentType<ContentBlockProps>> => {
    try {
      const blocks = await loadRemoteBlocks(remote);
      return blocks[kind] ?? Skipped;
    } catch (error) {
      console.warn(`[shell] block '${kind}' from ${remote} left out:`, error);
      return Skipped;
    }
  };
  const blockLoad = () => (load ??= settling(loadBlock()));
  function RemoteBlock(props: ContentBlockProps) {
    const placeholder = <div aria-hidden="true" style={{ minHeight }} />;
    // On the render server a block keeps its space: the browser loads it (and a server process would keep one release's blocks).
    const onServer = useContext(ServerRemotesContext) !== null;
    return onServer ? placeholder : <LoadedBlock props={props} placeholder={placeholder} />;
  }
  function LoadedBlock({ props, placeholder }: { props: ContentBlockProps; placeholder: ReactElement }) {
    const Block = useSettled(blockLoad());
    if (!Block) return placeholder;
    // For what the block loads lazily itself.
    return <Suspense fallback={placeholder}>{createElement(Block, props)}</Suspense>;
  }
  RemoteBlock.displayName = `RemoteBlock(${remote}/${kind})`;
  remoteBlocks.add(RemoteBlock);
  return RemoteBlock;
}
