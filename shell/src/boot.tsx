import './federation/provide-shared';
import '@valley/shared/tokens.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { useConfigStore, type RuntimeConfig } from '@valley/shared/stores/config';
import { App } from './app';
import { PageInstantContext } from '@valley/shared/ui/hydrated';
import { remoteForPath } from './config/remote-routes';
import { hydrateRemoteAs } from './federation/remote-area';
import { routesWithin } from './federation/remote-routes';
import { hydrateBlocksAs } from './federation/remote-block';
import { parseRemotesConfig, registerRemotesFromConfig, RemoteUnavailableError } from './federation/remotes';
import { preloadServerCalls, readServerData, swrFallback } from './federation/server-data';
import { loadThirdPartySlots } from './features/third-party/third-party-slots';
import { startFieldVitals } from './features/vitals/start-field-vitals';
import { Document } from './document';

async function readJson(path: string): Promise<unknown> {
  try {
    const response = await fetch(path, { cache: 'no-cache' });
    return response.ok ? await response.json() : {};
  } catch {
    return {};
  }
}

/** Reads the deploy-owned config.json and remotes.json (served beside the shell), then renders. */
async function start(): Promise<void> {
  const [config, remotes] = await Promise.all([readJson('/config.json'), readJson('/remotes.json')]);
  useConfigStore.getState().setConfig(config as Partial<RuntimeConfig>);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const server = readServerData();
  const hydrating = server !== null && server.path === window.location.pathname;
  // A page rendered before a deploy (kept by a CDN) hydrates with the remote release it was rendered with, never the next one.
  registerRemotesFromConfig({ ...parseRemotesConfig(remotes, location.href), ...(hydrating ? parseRemotesConfig(server.entries ?? {}, location.href) : {}) });
  if (server && hydrating) {
    // The server rendered this page: hydrate it with the same answers and the same remote routes, asking the API for none of them again.
    preloadServerCalls(server.calls);
    window.__staticRouterHydrationData = server.router;
    const remote = remoteForPath(window.location.pathname);
    const state = remote ? server.remotes[remote] : undefined;
    // The server rendered the remote's data routes in the page's tree (decision 140): the router starts with them, so they are here
    // before it hydrates. Gone since, the page hydrates without them, and its area shows the fallback (onRecoverableError).
    const routed =
      remote && state === 'routed'
        ? await routesWithin(remote).catch((error: unknown) => {
            gone = error instanceof RemoteUnavailableError ? error : new RemoteUnavailableError(remote, String(error));
            return null;
          })
        : null;
    // Not here in time, its area is drawn as a late remote's: the fallback, until its code comes (then the router patches it in).
    if (remote && state) hydrateRemoteAs(remote, state === 'routed' ? (routed ? state : 'late') : state);
    hydrateBlocksAs(server.blocks ?? []);
    // React rendered the whole document on the server (decision 137): it hydrates the whole document, whose head stays the server's.
    startTransition(() => {
      hydrateRoot(
        document,
        <Document>
          <PageInstantContext.Provider value={server.renderedAt ? new Date(server.renderedAt) : null}>
            <App
              fallback={swrFallback(server.calls)}
              failures={server.failures ?? []}
              {...(remote && routed && { remote: { name: remote, routes: routed } })}
            />
          </PageInstantContext.Provider>
        </Document>,
        { onRecoverableError },
      );
    });
  } else {
    // A transition, so React renders the first page in slices and the main thread answers input while the site boots (decision 020).
    startTransition(() => createRoot(root).render(<App />));
  }
  registerServiceWorker();
  startFieldVitals(window.location.pathname);
  loadThirdPartySlots(useConfigStore.getState().thirdParty);
}

/**
 * A remote the server rendered but the browser cannot load (gone since) fails its area's hydration: React renders it afresh, the area
 * shows its fallback with Retry, and that is no error to report. Anything else is reported as React would.
 */
function onRecoverableError(error: unknown): void {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof RemoteUnavailableError) console.warn('[shell] a server-rendered remote could not load here:', cause.message);
  // The server drew a remote's data routes this browser could not load: the page cannot hydrate as drawn, and renders its fallback.
  else if (gone) console.warn('[shell] a server-rendered remote could not load here:', gone.message);
  else reportError(error);
}

/** The remote whose data routes the server drew and this browser could not load before hydrating. */
let gone: RemoteUnavailableError | null = null;

function registerWorker(): void {
  navigator.serviceWorker.register('/sw.js').catch((error: unknown) => console.warn('[shell] service worker not registered', error));
}

/** The offline copy of visited pages (public/sw.js). Registered after the first render, off the critical path. */
function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  if (document.readyState === 'complete') registerWorker();
  else window.addEventListener('load', registerWorker, { once: true });
}

void start();
