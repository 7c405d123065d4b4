// One shell release's server code, in a worker thread of its own (scripts/lib/shell-renderer.mjs): the release's render bundle, its page
// template and its federation runtime live and die together, so a deploy swaps all three and the old ones are freed once idle.
import { createRequire } from 'node:module';
import { parentPort, workerData } from 'node:worker_threads';
import { Agent, setGlobalDispatcher } from 'undici';
import { APPS, upstreamOf } from './apps.mjs';
import { browserRemotes, openReleaseStore, pointerReader, serverRemotes } from '../../shared/build/releases.mjs';
import { documentSecurityHeaders } from './security-headers.mjs';

// Every request this worker makes (the API's answers, a remote's server code) goes through one pool: at most CONNECTIONS sockets to each
// origin, and none held by a server that stops answering. A page's calls are also aborted at its budget; Node's own fetch keeps an aborted
// request's socket open for seconds, undici's Agent closes it at once. A connect past a second is given up (a server whose backlog is
// full): a longer one leaves the sockets it gave up on connecting for longer, and they pile up (perf/hung-api.mjs).
const CONNECTIONS = 64;
setGlobalDispatcher(new Agent({ connections: CONNECTIONS, connect: { timeout: 1_000 }, headersTimeout: 10_000, bodyTimeout: 10_000 }));

// `releases` names the store whose pointer says which remotes to render with; without it, `fixedRemotes` does (a folder served as it is).
const { bundle, template, entry, releases, fixedRemotes, config, apiUrl, baseUrls, publicBases, serverRender, pageCacheMs } = workerData;
const store = releases ? await openReleaseStore(releases) : null;
const pointer = store ? pointerReader(store) : null;
// The bundle starts asynchronously (federation's async startup), so its exports arrive as a promise.
const { createShellServer } = bundle ? await createRequire(import.meta.url)(bundle) : {};
// A shell release from before decision 061 (a rollback) has no createShellServer: its pages are served as built, rendered in the browser.
const shell =
  typeof createShellServer === 'function'
    ? createShellServer({
        config,
        apiUrl,
        // Both views of one reading of the pointer: the page hydrates with the releases it was rendered with.
        remotes: async () => {
          if (!pointer) return fixedRemotes;
          const live = await pointer();
          return { server: await serverRemotes(store, live, baseUrls, { apps: APPS }), browser: browserRemotes(live, publicBases) };
        },
        // A remote's manifest, read from where the site's /_apps/ answers it (decision 105).
        readFrom: (address) => {
          const url = new URL(address, config.siteUrl);
          return (url.origin === new URL(config.siteUrl).origin && upstreamOf(`${url.pathname}${url.search}`, baseUrls)) || address;
        },
        ...(entry && { entry }),
        serverRender,
        pageCacheMs,
        securityHeaders: (nonce) => documentSecurityHeaders(config, { nonce, shellPage: true }),
      })
    : null;

const leaving = new Map();
parentPort.on('message', async ({ id, kind, pathname, url }) => {
  if (kind === 'abort') return leaving.get(id)?.abort(new Error('the client went away'));
  const left = new AbortController();
  leaving.set(id, left);
  try {
    let result = null;
    if (shell && kind === 'page') result = await shell.renderHtml(pathname, template, { url }, left.signal);
    else if (shell && kind === 'route') result = await shell.routes[pathname]?.();
    parentPort.postMessage({ id, result });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  } finally {
    leaving.delete(id);
  }
});
parentPort.postMessage({ ready: true, renders: Boolean(shell) });
