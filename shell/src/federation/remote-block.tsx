import { createContext, createElement, Suspense, use, useContext, useState, type ComponentType, type ReactElement } from 'react';
import type { ContentBlockProps, RemoteBlocksModule } from '@valley/shared/federation/blocks';
import { useHydrated } from '@valley/shared/ui/hydrated';
import type { RemoteName } from '../config/remote-routes';
import { ServerRemotesContext } from './remote-area';
import { arrivedRemoteBlocks, loadRemoteBlocks } from './remotes';
import { settling, useSettled, type Settling } from '@valley/shared/federation/settled';

/** The components remoteBlock made: the block renderer never lets one commit with the page (decision 059). */
const remoteBlocks = new WeakSet<ComponentType<ContentBlockProps>>();

/** True for a block whose component comes from a remote's `./blocks`: it never commits with the page, wherever it sits. */
export const isRemoteBlock = (component: ComponentType<ContentBlockProps>): boolean => remoteBlocks.has(component);

/** Block kind → the remote whose server build draws it (remoteBlock with `drawnOnServer`). */
const drawnKinds = new Map<string, RemoteName>();

/** The remote whose `./blocks` the render server draws a block of `kind` with, and whose `data` it starts; none for the shell's own. */
export const serverDrawnBy = (kind: string): RemoteName | undefined => drawnKinds.get(kind);

/** On the render server: the remotes' `./blocks` it has for this page (or why not), and where a block says whose it is (decision 068). */
export interface ServerBlocks {
  loaded: ReadonlyMap<RemoteName, RemoteBlocksModule['blocks'] | Error>;
  /** The stylesheets of each remote's `./blocks`, from its manifest: a drawn block waits for them and links them, into the head. */
  stylesheets?: ReadonlyMap<RemoteName, Promise<readonly string[]>>;
  uses: (remote: RemoteName) => void;
}
export const ServerBlocksContext = createContext<ServerBlocks | null>(null);

// Set before hydration from the page's data: the remotes whose blocks are in the server's HTML.
const drawnByServer = new Set<RemoteName>();

/** Before hydration: these remotes' blocks are in the page's HTML, so each hydrates with its remote's code, not a placeholder. */
export function hydrateBlocksAs(remotes: readonly RemoteName[]): void {
  for (const remote of remotes) drawnByServer.add(remote);
}

/** Renders nothing: a block whose remote is down (or does not know the kind) is left out of the page. */
const Skipped: ComponentType<ContentBlockProps> = () => null;

/** The render server's: a drawn block's stylesheets, once its remote's manifest is read; React writes them into the head. */
function BlockStylesheets({ list }: { list: Promise<readonly string[]> | undefined }) {
  return list ? use(list).map((href) => <link key={href} rel="stylesheet" href={href} precedence="remote" />) : null;
}

export interface RemoteBlockOptions {
  /** The space the block holds while its code loads. */
  minHeight?: number;
  /** False for a block only the browser can draw: what it shows is the visitor's own (favorites), or needs the browser (the map). */
  drawnOnServer?: boolean;
}

/**
 * A content block whose data a remote owns, from the remote's `./blocks`. The render server draws it with its data when the remote
 * answers in time (decision 068); otherwise, and where only the browser can draw it, a placeholder keeps its space while the browser
 * loads it. An unavailable remote skips the block, not the page.
 */
export function remoteBlock(
  remote: RemoteName,
  kind: string,
  { minHeight = 320, drawnOnServer = true }: RemoteBlockOptions = {},
): ComponentType<ContentBlockProps> {
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
  if (drawnOnServer) drawnKinds.set(kind, remote);
  function RemoteBlock(props: ContentBlockProps) {
    const placeholder = <div aria-hidden="true" style={{ minHeight }} />;
    const onServer = useContext(ServerRemotesContext) !== null;
    const server = useContext(ServerBlocksContext);
    const hydrated = useHydrated();
    // Decided once: the hydration render of a block the server drew waits for the same code; any later render is the browser's own.
    const [drawn] = useState(() => !onServer && !hydrated && drawnOnServer && drawnByServer.has(remote));
    if (onServer) return drawnOnServer ? <ServerBlock props={props} server={server} placeholder={placeholder} /> : placeholder;
    return drawn ? <HydratingBlock props={props} placeholder={placeholder} /> : <LoadedBlock props={props} placeholder={placeholder} />;
  }
  /** The render server's: the block with its data once the remote's blocks are loaded (the next render pass), else its space. */
  function ServerBlock({ props, server, placeholder }: { props: ContentBlockProps; server: ServerBlocks | null; placeholder: ReactElement }) {
    server?.uses(remote);
    const blocks = server?.loaded.get(remote);
    if (!blocks || blocks instanceof Error) return placeholder;
    return (
      <>
        <BlockStylesheets list={server?.stylesheets?.get(remote)} />
        <Suspense fallback={placeholder}>{createElement(blocks[kind] ?? Skipped, props)}</Suspense>
      </>
    );
  }
  /**
   * The server's HTML stays until the code is here: suspending inside the waiting boundary keeps it (decision 136). Code that has
   * arrived (for another block of the remote) is read at once, without a suspension.
   */
  function HydratingBlock({ props, placeholder }: { props: ContentBlockProps; placeholder: ReactElement }) {
    const loading = blockLoad();
    const arrived = arrivedRemoteBlocks(remote);
    const Block = arrived ? (arrived[kind] ?? Skipped) : loading.status === 'pending' ? use(loading.promise) : loading.value;
    return <Suspense fallback={placeholder}>{createElement(Block ?? Skipped, props)}</Suspense>;
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
