// The shell's render server (decision 048): the page's first screen as HTML, composed from the remotes' server builds it loads at run
// time, with the answers it rendered from, for the browser to hydrate. Built by Rspack for Node (shared/build/rspack-config.mjs).
import '../federation/provide-shared';
import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { registerPlugins } from '@module-federation/enhanced/runtime';
import { ApiError, createApiClient, type ApiClient } from '@valley/shared/api';
import { contract, type EndpointDef, type EndpointInput, type EndpointName } from '@valley/shared/api/contract';
import { useConfigStore, type RuntimeConfig } from '@valley/shared/stores/config';
import { createStaticHandler, createStaticRouter, isRouteErrorResponse, StaticRouterProvider, type StaticHandlerContext } from '@valley/shared/router/server';
import { App, siteRoutes, siteRoutesWith } from '../app';
import { isDataRoutes } from '../federation/remote-routes';
import { REMOTE_NAMES, remoteForPath, ROUTE_TABLE, STUDIO_REMOTE, type RemoteName } from '../config/remote-routes';
import {
  apiContext,
  blockDataContext,
  pageInstantContext,
  RouterContextProvider,
  swrHandoverContext,
  type HydrationState,
  type RouteObject,
} from '@valley/shared/router';
import { ResponseStatusContext } from '@valley/shared/ui/page-head';
import { PREVIEW_PARAM } from '@valley/shared/api/preview';
import { PageInstantContext } from '@valley/shared/ui/hydrated';
import { remoteFallbackPlugin } from '../federation/remote-fallback-plugin';
import {
  arrivedRemoteBlocks,
  loadRemoteBlockData,
  loadRemoteBlocks,
  loadRemoteRoutes,
  resetRemote,
  syncRemotes,
  type RemotesConfig,
} from '../federation/remotes';
import { serverDrawnBy, type ServerBlocks } from '../federation/remote-block';
import type { ServerRemoteState } from '../federation/remote-area';
import type { RemoteBlocksModule } from '@valley/shared/federation/blocks';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { SERVER_DATA_ID, swrFallback, type ServerCall, type ServerData, type ServerFailure } from '../federation/server-data';
import { Document, JsonScript, SITE_TITLE, type EntryAssets, type Hint } from '../document';

export interface PageRendererOptions {
  /** What browsers get as config.json. */
  config: Partial<RuntimeConfig>;
  /** Where this server reaches the API (may differ from the browsers' address). */
  apiUrl: string;
  /** How long a page waits for a remote, the API and the render, in all. */
  budgetMs?: number;
  /** How the API is reached (the shared client's fetch seam): the process's fetch unless a test stands in for the API. */
  fetch?: typeof globalThis.fetch;
  /** The instant a page is rendered for (its calls, every pass, the browser's hydration): the clock unless a test stops it. */
  now?: () => Date;
  /** The shell build's start-up files, which every page names (entry-assets.json); none for a test that renders pages alone. */
  entry?: EntryAssets;
}

/** What a page asks of the shell's server beside its render: the head's hints and the stylesheets of a remote's blocks (remote-preload.ts). */
export interface PageHints {
  /** The page's hints; `rendered` when the HTML holds the route's remote, whose stylesheets it then links. */
  hints: (rendered: boolean) => Promise<Hint[]>;
  /** The stylesheets of a remote's `./blocks` (decision 068): a block the server draws links them. */
  blockStylesheets: (remote: RemoteName) => Promise<string[]>;
}

const NO_ENTRY: EntryAssets = { scripts: [], stylesheets: [] };

export interface RenderedPage {
  /** The whole document: its head, #root, and the data the browser hydrates with (a JSON script). */
  html: string;
  /** 404 when the page rendered the missing-record screen, else 200. */
  status: number;
  /** The data the browser hydrates with, as the document holds it. */
  data: ServerData;
  remotes: ServerData['remotes'];
  /** The remotes whose blocks the page's HTML holds (decision 068): their stylesheets go into the page's head. */
  blocks: RemoteName[];
  cacheControl: string;
  /** For a CDN that reads its own header (RFC 9213): it may serve a page stale while it refetches; a browser never does. */
  cdnCacheControl?: string;
  /** Where the page's time went, in ms: waiting for its remote and data, and rendering (all passes); sent as Server-Timing. */
  timing: { data: number; render: number; passes: number };
  /**
   * Why the page is not whole, when it is not: a call the API did not answer (down, slow, 5xx), a remote late or down, the budget spent.
   * Such a page is sent, but never cached: the next visitor after the fault gets a whole one.
   */
  degraded: string[];
}

const MEMBER_AREA = ROUTE_TABLE.mf_account.profile;
const isMemberArea = (pathname: string) => pathname === MEMBER_AREA || pathname.startsWith(`${MEMBER_AREA}/`) || remoteForPath(pathname) === STUDIO_REMOTE;

/** How many times a page renders at most: its loaders' data, then a late remote block's code, then the calls that block made (068). */
const MAX_PASSES = 4;
/** A render that starts at the deadline (its data came late) still gets this long to finish what it has. */
const RENDER_GRACE_MS = 300;
/** How much of the budget a drawn block waits for its remote's stylesheet list: it must arrive before the render is cut at the budget. */
const STYLES_SHARE = 0.6;

/**
 * Whether the server may make a call a render found: a public read (a GET, or a POST that only searches). A form's hook is keyed like a
 * read (`apiKey('login')`), but its call is the visitor's to make: the server never sends a write, nor a member's call, for a page.
 */
function isPublicRead(name: EndpointName): boolean {
  const definition: EndpointDef | undefined = (contract as Partial<Record<EndpointName, EndpointDef>>)[name];
  return definition !== undefined && definition.auth === undefined && (definition.method === 'GET' || definition.cache === 'public');
}

/** A loader's error as React Router's own StaticRouterProvider serialises it for the browser's router, which makes it again. */
const serialisedError = (error: unknown) =>
  isRouteErrorResponse(error)
    ? { ...error, __type: 'RouteErrorResponse' }
    : { message: error instanceof Error ? error.message : String(error), __type: 'Error' };

/** The loaders' data and errors as the browser's router reads them. */
function hydrationState({ loaderData, errors }: StaticHandlerContext): HydrationState {
  return { loaderData, errors: errors && Object.fromEntries(Object.entries(errors).map(([id, error]) => [id, serialisedError(error)])) };
}

/** Settles with `promise`, or with `late` once `deadline` has passed: a slow remote or API costs the page its part, never the page. */
function byDeadline<T, L>(promise: Promise<T>, deadline: Promise<void>, late: L): Promise<T | L> {
  promise.catch(() => {});
  return Promise.race([promise, deadline.then(() => late)]);
}

/** A document, rendered whole: what has not resolved by `deadline` keeps its Suspense fallback, left to the browser. */
export function renderToHtml(
  element: ReactNode,
  deadline: Promise<void>,
  { nonce, bootstrapScripts }: { nonce: string | undefined; bootstrapScripts: string[] },
): Promise<{ html: string; cut: boolean }> {
  return new Promise((resolve, reject) => {
    let html = '';
    let ready = false;
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString('utf8');
        done();
      },
    });
    sink.on('finish', () => resolve({ html, cut: !ready }));
    const stream = renderToPipeableStream(element, {
      // React's own inline scripts (revealing a boundary that finished after its fallback was written) carry the response's nonce.
      nonce,
      // The shell's start-up scripts, after the page's markup, preloaded from the head.
      bootstrapScripts,
      // The page goes out whole: a large boundary is not split into a fallback and a hidden copy revealed by script, which a visitor
      // without JavaScript would never see.
      progressiveChunkSize: Number.MAX_SAFE_INTEGER,
      // Whatever has not resolved by the deadline is left to the browser (its Suspense fallback is in the HTML).
      onAllReady: () => {
        ready = true;
        stream.pipe(sink);
      },
      onShellError: reject,
      onError: (error) => console.warn('[render]', error),
    });
    void deadline.then(() => stream.abort(new Error('the render budget ran out')));
  });
}

/**
 * The document of a page the browser renders (SERVER_RENDER=0): an empty #root, and the hints that start what the browser will ask. It
 * has no inline script of React's, so no nonce.
 */
export async function browserPage(entry: EntryAssets, hints: Hint[]): Promise<string> {
  return (
    await renderToHtml(<Document entry={entry} hints={hints} end={<title>{SITE_TITLE}</title>} />, Promise.resolve(), {
      nonce: undefined,
      bootstrapScripts: entry.scripts,
    })
  ).html;
}

/** The shell's routes, matched on the server (decision 138); made once, as the routes are. */
const handler = createStaticHandler(siteRoutes);

export function createPageRenderer({ config, apiUrl, budgetMs = 1_000, fetch, now = () => new Date(), entry = NO_ENTRY }: PageRendererOptions) {
  useConfigStore.getState().setConfig(config);
  // The browser's retries and timeouts are its own; here a late remote is left out by the deadline.
  registerPlugins([remoteFallbackPlugin()]);
  const client = createApiClient({ baseUrl: apiUrl, getToken: () => null, ...(fetch && { fetch }) });

  /**
   * `remotes` are the server entries to render with; `browserEntries` the same releases' browser entries, which the page hydrates with
   * whatever remotes.json says by then (a page a CDN kept past a deploy).
   */
  return async function renderPage(
    url: string,
    remotes: RemotesConfig,
    { nonce, browserEntries = {}, signal, hints }: { nonce?: string; browserEntries?: RemotesConfig; signal?: AbortSignal; hints?: PageHints } = {},
  ): Promise<RenderedPage> {
    // One controller per page: the budget, or the visitor going away, aborts every call still open, so a hung API holds no socket past it.
    const budget = new AbortController();
    const timer = setTimeout(() => budget.abort(new Error('the render budget ran out')), budgetMs);
    const leave = () => budget.abort(signal?.reason);
    if (signal?.aborted) leave();
    else signal?.addEventListener('abort', leave, { once: true });
    try {
      return await renderWithin(url, remotes, { nonce, browserEntries, hints }, budget.signal);
    } finally {
      clearTimeout(timer);
      signal?.removeEventListener('abort', leave);
      // Calls the page did not wait for are of no use to anyone.
      budget.abort(new Error('the page was rendered'));
    }
  };

  async function renderWithin(
    url: string,
    remotes: RemotesConfig,
    { nonce, browserEntries, hints }: { nonce?: string; browserEntries: RemotesConfig; hints?: PageHints | undefined },
    budget: AbortSignal,
  ): Promise<RenderedPage> {
    syncRemotes(remotes);
    const started = performance.now();
    let rendering = 0;
    const location = new URL(url, 'http://localhost');
    // One "now" for the whole page, its calls and every pass, handed to the browser's hydration render (decision 066).
    const renderedAt = now();
    const deadline = new Promise<void>((resolve) => (budget.aborted ? resolve() : budget.addEventListener('abort', () => resolve(), { once: true })));
    // The loaders' client: the page's budget on every call, and each answer kept to say whether the page is whole.
    const loaderCalls: Promise<Settled>[] = [];
    const pageApi: ApiClient = {
      url: client.url,
      call: (name, input, init) => {
        const answer = client.call(name, input, { signal: init?.signal ?? budget });
        loaderCalls.push(outcome(name, input, answer));
        return answer;
      },
    };
    const routeContext = new RouterContextProvider();
    routeContext.set(apiContext, pageApi);
    routeContext.set(pageInstantContext, renderedAt);
    // The loaders' answers a hook of the page also reads through swr (handToSwr): they go out with the page's swr answers too.
    const handed = new Set<string>();
    routeContext.set(swrHandoverContext, (name, input) => handed.add(JSON.stringify([name, input ?? {}])));
    // The data of the remote blocks the page places (decision 141): each remote's `./blocks` is loaded, so the first pass draws them, and each
    // block's calls start from the page's loader. A remote that is down or late leaves its blocks to the pass that meets them.
    routeContext.set(blockDataContext, async (placed) => {
      const byRemote = new Map<RemoteName, ContentBlock[]>();
      for (const block of placed) {
        const owner = serverDrawnBy(block.extension);
        if (owner && remotes[owner]) byRemote.set(owner, [...(byRemote.get(owner) ?? []), block]);
      }
      await Promise.all(
        [...byRemote].map(async ([name, list]) => {
          const data = await loadRemote(name, 'blocks', () => loadRemoteBlockData(name), deadline);
          if (data instanceof Error) return;
          // A block whose data fails renders as its hooks' error, as without its data function.
          await Promise.all(list.map((block) => Promise.resolve(data[block.extension]?.(block, routeContext)).catch(() => undefined)));
        }),
      );
    });
    const remote = remoteForPath(location.pathname);
    // The member area is personal: its chrome and a loading state come from here, its screens from the browser.
    const memberArea = isMemberArea(location.pathname);
    // So is a page seen through a preview link (decision 115): its draft is for whoever holds the link, not for a shared cache.
    const personal = memberArea || location.searchParams.has(PREVIEW_PARAM);
    // The remote's code first: its data routes join the page's own tree (decision 140), whose loaders then run once. A remote without
    // loaders renders below `*`; a late or down one, its fallback there.
    const routes = remote && remotes[remote] && !memberArea ? await loadRemote(remote, 'routes', () => loadRemoteRoutes(remote), deadline) : undefined;
    const routed = remote && Array.isArray(routes) && isDataRoutes(routes) ? { name: remote, routes } : undefined;
    const pageHandler = routed ? createStaticHandler(siteRoutesWith(routed)) : handler;
    // No signal: the budget ends the loaders' calls, whose parts then render without them; an aborted query would throw instead.
    const matched = await pageHandler.query(new Request(location.href), { requestContext: routeContext });
    // Redirects are answered before any render (shell-server.ts, `movedFor`), so no loader redirects here yet.
    if (matched instanceof Response) throw new Error(`the routes of ${location.pathname} answered ${matched.status}`);
    const answered: ServerCall[] = [];
    const failures: ServerFailure[] = [];
    let unanswered = 0;
    /** Tallies calls' outcomes; `forSwr` says which answers the page's swr hooks read (a loader's are the router's). */
    const collect = async (requests: Promise<Settled>[], forSwr: (name: EndpointName, input: unknown) => boolean = () => true) => {
      for (const settled of await Promise.all(requests.map((request) => byDeadline(request, deadline, null)))) {
        if (settled && 'data' in settled) {
          if (forSwr(settled.name, settled.input)) answered.push([settled.name, settled.input, settled.data]);
        } else if (settled) failures.push([settled.name, settled.input, settled.failure]);
        else unanswered += 1;
      }
    };
    const router = <StaticRouterProvider router={createStaticRouter(pageHandler.dataRoutes, matched)} context={matched} hydrate={false} />;
    const serverRemotes = new Map<RemoteName, RouteObject[] | Error>();
    const rendered: ServerData['remotes'] = {};
    const entries: RemotesConfig = {};
    if (remote && routes) {
      if (!routed) serverRemotes.set(remote, routes);
      rendered[remote] = routes instanceof LateRemote ? 'late' : routes instanceof Error ? 'unavailable' : routed ? 'routed' : 'rendered';
      if (drew(rendered[remote]) && browserEntries[remote]) entries[remote] = browserEntries[remote];
    }
    // The remotes' blocks the page places (decision 068): drawn at once with the code this process already has, else loaded after
    // the pass that meets them and drawn by the next. A remote's code never delays a page that places none of its blocks.
    const blocks = new Map<RemoteName, RemoteBlocksModule['blocks'] | Error>();
    for (const name of REMOTE_NAMES) {
      const arrived = remotes[name] ? arrivedRemoteBlocks(name) : undefined;
      if (arrived) blocks.set(name, arrived);
    }
    // A drawn block links its remote's stylesheets, which React puts in the head: asked for with the code, waited for only by a block
    // that is drawn (it suspends on them), so a remote slow to answer holds no page that places none of its blocks. Unread well before
    // the budget, the block is drawn without them, and the page is not kept.
    const stylesDue = new Promise<void>((resolve) => setTimeout(resolve, budgetMs * STYLES_SHARE).unref());
    const blockStyles = new Map<RemoteName, Promise<string[]>>();
    const unstyled = new Set<RemoteName>();
    const readBlockStyles = (name: RemoteName) => {
      if (!hints || blockStyles.has(name)) return;
      const read = byDeadline(hints.blockStylesheets(name), stylesDue, null).catch(() => []);
      blockStyles.set(
        name,
        read.then((list) => list ?? (unstyled.add(name), [])),
      );
    };
    for (const name of blocks.keys()) readBlockStyles(name);
    const [pageHints] = await Promise.all([
      hints ? hints.hints(remote ? drew(rendered[remote]) : false).catch(() => []) : [],
      collect(loaderCalls, (name, input) => handed.has(JSON.stringify([name, input ?? {}]))),
    ]);
    let usedBlocks = new Set<RemoteName>();
    /** The remotes whose blocks the page's HTML holds: the browser hydrates them with the same release's code. */
    const drawnBlocks = () =>
      [...usedBlocks].filter((name) => {
        const loaded = blocks.get(name);
        return loaded !== undefined && !(loaded instanceof Error);
      });
    const dataOf = (drawn: RemoteName[]): ServerData => ({
      path: location.pathname,
      calls: answered,
      failures,
      remotes: rendered,
      ...(drawn.length > 0 && { blocks: drawn }),
      entries: { ...entries, ...Object.fromEntries(drawn.flatMap((name) => (browserEntries[name] ? [[name, browserEntries[name]]] : []))) },
      renderedAt: renderedAt.toISOString(),
      router: hydrationState(matched),
    });
    // A page renders once with its loaders' data, its remote blocks' included (decision 141). What no loader started (a remote late for
    // its blocks, a block kind without `data`) is fetched and the page rendered again, while the budget lasts (decisions 049, 068).
    let html = '';
    let status = 200;
    let data = dataOf([]);
    let cutShort = false;
    const tried = new Set<string>();
    let pass = 1;
    for (; ; pass += 1) {
      const missing = new Map<string, [EndpointName, unknown]>();
      const onMissing = (found: [EndpointName, unknown]) => {
        const id = JSON.stringify(found);
        if (!tried.has(id) && isPublicRead(found[0])) missing.set(id, found);
      };
      usedBlocks = new Set<RemoteName>();
      const serverBlocks: ServerBlocks = { loaded: blocks, stylesheets: blockStyles, uses: (name) => usedBlocks.add(name) };
      const grace = new Promise<void>((resolve) => setTimeout(resolve, RENDER_GRACE_MS).unref());
      // The loaders' status (a record they did not find is 404), unless the page's head says another.
      status = matched.statusCode;
      let titled = false;
      const heard = (code: number) => {
        titled = true;
        if (code !== 200) status = code;
      };
      // Rendered after #root, so after every block the page drew has said so (none suspends on the server before it does).
      const PageEnd = () => {
        data = dataOf(drawnBlocks());
        return (
          <>
            {!titled && <title>{SITE_TITLE}</title>}
            <JsonScript id={SERVER_DATA_ID} data={data} />
          </>
        );
      };
      const passStarted = performance.now();
      const drawn = await renderToHtml(
        <Document entry={entry} hints={pageHints} end={<PageEnd />}>
          <ResponseStatusContext.Provider value={heard}>
            <PageInstantContext.Provider value={renderedAt}>
              <App fallback={swrFallback(answered)} failures={failures} server={{ router, remotes: serverRemotes, blocks: serverBlocks, onMissing }} />
            </PageInstantContext.Provider>
          </ResponseStatusContext.Provider>
        </Document>,
        Promise.all([deadline, grace]).then(() => undefined),
        { nonce, bootstrapScripts: entry.scripts },
      );
      html = drawn.html;
      cutShort = drawn.cut;
      rendering += performance.now() - passStarted;
      const neededBlocks = [...usedBlocks].filter((name) => !blocks.has(name));
      if (missing.size === 0 && neededBlocks.length === 0) break;
      if (budget.aborted || pass === MAX_PASSES) {
        cutShort = true;
        break;
      }
      for (const id of missing.keys()) tried.add(id);
      await Promise.all([
        collect([...missing.values()].map(([name, input]) => settle(client, name, input as EndpointInput<typeof name>, budget))),
        ...neededBlocks.map(async (name) => {
          readBlockStyles(name);
          blocks.set(name, await loadRemote(name, 'blocks', () => loadRemoteBlocks(name), deadline));
        }),
      ]);
    }
    const degraded = [
      ...(unanswered > 0 ? [`${unanswered} call${unanswered === 1 ? '' : 's'} unanswered`] : []),
      ...failures.filter(([, , failure]) => failure.status >= 500).map(([name, , failure]) => `${name} answered ${failure.status}`),
      ...Object.entries(rendered).flatMap(([name, state]) => (drew(state) ? [] : [`${name} ${state}`])),
      ...[...usedBlocks].flatMap((name) => (drawnBlocks().includes(name) ? [] : [`${name} blocks not drawn`])),
      ...drawnBlocks().flatMap((name) => (unstyled.has(name) ? [`${name} blocks' stylesheets unread`] : [])),
      // A block that said so after the data was written (a suspension above it) would hydrate as not drawn: never kept.
      ...(drawnBlocks().length !== (data.blocks?.length ?? 0) ? ['a drawn block is missing from the page data'] : []),
      ...(cutShort ? ['the budget ran out'] : []),
    ];
    return {
      html,
      status,
      data,
      remotes: rendered,
      blocks: drawnBlocks(),
      timing: { data: Math.round(performance.now() - started - rendering), render: Math.round(rendering), passes: pass },
      degraded,
      // Nothing personal is rendered here, so a CDN may keep a whole public page a minute, and no one a degraded one. Browsers ask each
      // time: a stale-while-revalidate page would be one the browser shows from its cache while a newer release is live (decision 050).
      ...(personal || degraded.length > 0
        ? { cacheControl: personal ? 'private, no-store' : 'no-store' }
        : { cacheControl: 'public, max-age=0, s-maxage=60', cdnCacheControl: 'public, max-age=60, stale-while-revalidate=300' }),
    };
  }
}

type Settled = { name: EndpointName; input: unknown; data: unknown } | { name: EndpointName; input: unknown; failure: ServerFailure[2] } | null;

/** A call's answer, or the API's refusal (a 4xx or 5xx, which the page renders as its error); null when the API gave no answer. */
function outcome(name: EndpointName, input: unknown, answer: Promise<unknown>): Promise<Settled> {
  return answer.then(
    (data) => ({ name, input, data }),
    (error: unknown) => (error instanceof ApiError && error.status >= 400 ? { name, input, failure: { status: error.status, message: error.message } } : null),
  );
}

function settle<N extends EndpointName>(client: ApiClient, name: N, input: EndpointInput<N>, signal: AbortSignal): Promise<Settled> {
  return outcome(
    name,
    input,
    Promise.resolve().then(() => client.call(name, input, { signal })),
  );
}

/**
 * A remote's module (its routes or its blocks) by the deadline, else why not and whether it was late; a failed or late load is
 * forgotten, so the next request fetches afresh.
 */
async function loadRemote<T>(remote: RemoteName, what: string, load: () => Promise<T>, deadline: Promise<void>): Promise<T | Error> {
  const late = new LateRemote(`${remote}'s ${what} did not load in time`);
  const result = await byDeadline(load(), deadline, late).catch((error: unknown) => (error instanceof Error ? error : new Error(String(error))));
  if (result instanceof Error) resetRemote(remote);
  return result;
}

class LateRemote extends Error {}

/** Whether the page holds the remote's own page (below `*`, or as data routes), not its fallback. */
const drew = (state: ServerRemoteState | undefined): boolean => state === 'rendered' || state === 'routed';
