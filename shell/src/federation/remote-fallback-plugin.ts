// Module Federation runtime plugins. They must not import react or any shared module: they run
// while the federation runtime resolves shared modules.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { RetryPlugin } from '@module-federation/retry-plugin';

const UNAVAILABLE = '__valleyRemoteUnavailable';

export interface UnavailableRemoteModule {
  [UNAVAILABLE]: true;
  id: string;
  reason: string;
}

export function isUnavailableModule(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

/** Hands the shell a marker module instead of throwing when a remote cannot load, so its area shows the fallback and the site keeps working. */
export function remoteFallbackPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'valley-remote-fallback',
    errorLoadRemote({ id, error, lifecycle, from }) {
      console.warn(`[federation] ${id} could not load at ${lifecycle}:`, error);
      if (lifecycle !== 'onLoad') return undefined;
      const fallback: UnavailableRemoteModule = { [UNAVAILABLE]: true, id, reason: String(error) };
      // A remote loaded through a build-time import expects a module factory.
      return from === 'build' ? () => fallback : fallback;
    },
  };
}

/**
 * A manifest fetch, tried again when it fails (a remote mid-deploy, a flaky network, a request that hangs), each try with its own
 * deadline: a hung first try must not spend the second's, or Retry after a slow remote needs two clicks (issue 26, decision 047).
 */
export function manifestFetchPlugin({
  retries,
  timeoutMs,
  retryDelayMs,
}: {
  retries: number;
  timeoutMs: number;
  retryDelayMs: number;
}): ModuleFederationRuntimePlugin {
  return {
    name: 'valley-manifest-fetch',
    async fetch(url, init) {
      for (let attempt = 0; ; attempt += 1) {
        try {
          const response = await fetch(url, { ...init, cache: 'no-cache', signal: AbortSignal.timeout(timeoutMs) });
          if (!response.ok) throw new Error(`${url} answered ${response.status}`);
          // Read under the deadline too: a body that never ends is a hung manifest, and one that is not JSON is no manifest.
          await response.clone().json();
          return response;
        } catch (error) {
          if (attempt >= retries) throw error;
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs));
        }
      }
    },
  };
}

/** The rest of this task's work waits for the next one: `scheduler.yield()` keeps its place ahead of other tasks where there is one. */
function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return typeof scheduler?.yield === 'function' ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Gives the browser the main thread between the steps of loading a remote module: the remote's entry evaluated, its container
 * started (its shared modules registered), its module's chunks and shared modules resolved, the module evaluated. With the files
 * already fetched from the page's hints, nothing else awaited between them, and they ran as one task of 150–360 ms on a phone
 * (decision 067).
 */
export function yieldingPlugin(): ModuleFederationRuntimePlugin {
  return { name: 'valley-yielding', beforeInitRemote: nextTask, beforeGetExpose: nextTask, beforeExecuteFactory: nextTask };
}

/**
 * Gives the browser the main thread before each shared module a remote's code asks for resolves: a remote's `./routes` asks for
 * thirty or so at once, and those it brings itself load their chunks (a script and a stylesheet each), one task of 80–120 ms on a
 * phone (decision 071). Registered for the remotes' runtimes only (`registerGlobalPlugins` after the shell's own): the shell's
 * first shared modules resolve in its start-up, before any remote.
 */
export function shareYieldingPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'valley-share-yielding',
    async beforeLoadShare(args) {
      await nextTask();
      return args;
    },
  };
}

/** The exposes whose files the server's page already fetches (`remoteLinks` in server/remote-preload.ts). */
const HINTED_EXPOSES = new Set(['./routes', './prefetch']);

/**
 * Leaves a remote's `./routes` and `./prefetch` to the hints the server wrote into the page, when it wrote them: the runtime's own
 * preload would add the same scripts and stylesheets again, walking
 * every <link> and <script> of the page for each file, in the task that starts the route (decision 067). Anywhere else (a page the
 * browser rendered, a route reached by a link, a block) it preloads as before.
 */
export function serverHintsPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'valley-server-hints',
    beforePreloadRemote({ preloadOps, origin }) {
      for (let index = preloadOps.length - 1; index >= 0; index -= 1) {
        const op = preloadOps[index]!;
        if (!op.exposes?.length || !op.exposes.every((expose) => HINTED_EXPOSES.has(expose))) continue;
        const remote = origin.options.remotes.find((candidate) => candidate.name === op.nameOrAlias || candidate.alias === op.nameOrAlias);
        const manifest = remote && 'entry' in remote ? remote.entry : undefined;
        if (!manifest) continue;
        // The hints name files beside the manifest; a release served from elsewhere (a CDN publicPath) is preloaded by the runtime.
        const release = new URL('.', new URL(manifest, document.baseURI)).href;
        const hinted = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="script"]')].some((link) => link.href.startsWith(release));
        if (hinted) preloadOps.splice(index, 1);
      }
    },
  };
}

/**
 * The browser's plugins (boot.tsx registers them; the render server only the fallback). A manifest or entry that failed is fetched
 * again, then the fallback. Each manifest try has `timeoutMs`, so one that never answers
 * ends in the fallback after (retries + 1) × timeoutMs plus the pauses, not in an endless skeleton (decisions 039, 047).
 */
export function remotePlugins({ retries = 1, timeoutMs = 5_000, retryDelayMs = 500, scriptRetryDelayMs = 250 } = {}): ModuleFederationRuntimePlugin[] {
  const scriptRetry = RetryPlugin({ script: { retryTimes: retries, retryDelay: scriptRetryDelayMs } });
  // Its own fetch hook would fetch every manifest once more, with one deadline for all tries: ours replaces it.
  delete scriptRetry.fetch;
  return [manifestFetchPlugin({ retries, timeoutMs, retryDelayMs }), scriptRetry, remoteFallbackPlugin(), serverHintsPlugin(), yieldingPlugin()];
}
