// Hints for the remote a URL needs, so the browser fetches its manifest, entry and chunks beside the shell's scripts (decision 019), and
// the stylesheets of a remote the page's HTML holds, linked on the site's own origin (decisions 068, 105). Hints only: if a remote was
// redeployed since its manifest was read, the runtime loads what the fresh manifest says.
import { LRUCache } from 'lru-cache';
import { remoteForPath, STUDIO_REMOTE } from '../config/remote-routes';
import type { Hint } from '../document';

/** The parts of a remote's mf-manifest.json the hints read. */
export interface Manifest {
  metaData?: { remoteEntry?: { name?: string; path?: string }; publicPath?: string };
  exposes?: { path: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

/** A manifest's files are addressed against its publicPath, or beside the manifest. */
function fileUrl(manifestUrl: string, manifest: Manifest): (file: string) => string {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : new URL('.', manifestUrl).href;
  return (file) => new URL(file, base).href;
}

/** The hints for a manifest's entry and the sync chunks of its `./routes` (the routes' loaders start the page's data, decision 140). */
export function remoteHints(manifestUrl: string, manifest: Manifest, { stylesheets = false } = {}): Hint[] {
  const url = fileUrl(manifestUrl, manifest);
  const entry = manifest.metaData?.remoteEntry;
  const exposed = (path: string) => manifest.exposes?.find((expose) => expose.path === path);
  const modules = [exposed('./routes')];
  let scripts = new Set(modules.flatMap((module) => module?.assets?.js?.sync ?? []));
  if (entry?.name) scripts = new Set([`${entry.path ? `${entry.path}/` : ''}${entry.name}`, ...scripts]);
  const styles = new Set(modules.flatMap((module) => module?.assets?.css?.sync ?? []));
  return [
    // At the default priority, as the shell's own: a page whose remote's routes are in its router hydrates only with them (decision 140).
    ...[...scripts].map((file): Hint => ({ rel: 'preload', as: 'script', href: url(file) })),
    ...[...styles].map((file): Hint => (stylesheets ? { rel: 'stylesheet', href: url(file) } : { rel: 'preload', as: 'style', href: url(file) })),
  ];
}

/**
 * The stylesheets of a remote's `./blocks`, for a page whose HTML holds blocks the server drew (decision 068): they paint with the
 * page, not when the block's code arrives. No script hints: a block's code loads when it hydrates.
 */
export function blockStylesheets(manifestUrl: string, manifest: Manifest): string[] {
  const url = fileUrl(manifestUrl, manifest);
  return (manifest.exposes?.find((expose) => expose.path === './blocks')?.assets?.css?.sync ?? []).map(url);
}

export interface RemotePreloaderOptions {
  /** How long a read manifest is trusted. */
  ttlMs?: number;
  /** A manifest slower than this gives no hint: the page is never held up for hints. */
  timeoutMs?: number;
  /** How long a page whose HTML holds a remote's render waits for its manifest: without it the page has none of the remote's styles. */
  stylesTimeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  /** Where this server reads a file browsers read at an address (a site path under /_apps/ → the remote's own server). */
  readFrom?: (address: string) => string;
}

/** A manifest read still unanswered after this is given up, so a hung remote is asked again. */
const READ_LIMIT_MS = 10_000;

/** A page's hints (always the deploy files, and the route's remote when it is up) and the manifests its blocks' stylesheets come from. */
export function createRemotePreloader({
  ttlMs = 5_000,
  timeoutMs = 300,
  stylesTimeoutMs = 3_000,
  fetch: fetchImpl = globalThis.fetch,
  readFrom = (address) => address,
}: RemotePreloaderOptions = {}) {
  const cache = new LRUCache<string, Promise<Manifest | null>>({ max: 50, ttl: ttlMs });
  const manifestOf = (manifestUrl: string, wait: number) => {
    const read =
      cache.get(manifestUrl) ??
      fetchImpl(readFrom(manifestUrl), { signal: AbortSignal.timeout(READ_LIMIT_MS) }).then((response) =>
        response.ok ? (response.json() as Promise<Manifest>) : null,
      );
    if (!cache.has(manifestUrl)) {
      cache.set(manifestUrl, read);
      // A failure is not kept: the next page asks again.
      read.catch(() => cache.delete(manifestUrl));
    }
    // The read goes on past a page's wait, so a slow remote is ready for the next page instead of timing out for every one.
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<null>((resolve) => (timer = setTimeout(resolve, wait, null)));
    return Promise.race([read.catch(() => null), late]).finally(() => clearTimeout(timer));
  };

  /** A remote's manifest, or null when it is not read within `wait` (the read goes on for the next page). */
  const manifest = (manifestUrl: string, wait = stylesTimeoutMs) => manifestOf(manifestUrl, wait);

  /**
   * @param remotes      remotes.json as browsers read it now: federation name → manifest URL
   * @param stylesheets  link the route's remote's styles (its page is in the HTML) rather than preload them
   * @param preconnect   the origins the page paints from (the API's images), connected to first
   */
  async function hints(
    pathname: string,
    remotes: Record<string, string>,
    { stylesheets = false, preconnect = [] }: { stylesheets?: boolean; preconnect?: string[] } = {},
  ): Promise<Hint[]> {
    const remote = remoteForPath(pathname);
    // Nothing of the studio is hinted: its code is for its members alone (decision 092).
    const manifestUrl = remote && remote !== STUDIO_REMOTE ? remotes[remote] : undefined;
    const read = manifestUrl ? await manifestOf(manifestUrl, stylesheets ? stylesTimeoutMs : timeoutMs) : null;
    return [
      // The API's images are fetched without CORS, so the connection is too; the remotes' files are on the page's own origin.
      ...preconnect.map((address): Hint => ({ rel: 'preconnect', href: new URL(address).origin })),
      { rel: 'preload', as: 'fetch', href: '/config.json' },
      { rel: 'preload', as: 'fetch', href: '/remotes.json' },
      ...(manifestUrl ? [{ rel: 'preload', as: 'fetch', href: manifestUrl } as const] : []),
      ...(manifestUrl && read ? remoteHints(manifestUrl, read, { stylesheets }) : []),
    ];
  }
  return { hints, manifest };
}
