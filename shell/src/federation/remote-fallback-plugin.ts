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

/**
 * The browser's plugins (boot.tsx registers them; the render server only the fallback). A manifest or entry that failed is fetched
 * again, then the fallback. Each manifest try has `timeoutMs`, so one that never answers
 * ends in the fallback after (retries + 1) × timeoutMs plus the pauses, not in an endless skeleton (decisions 039, 047).
 */
export function remotePlugins({ retries = 1, timeoutMs = 5_000, retryDelayMs = 500, scriptRetryDelayMs = 250 } = {}): ModuleFederationRuntimePlugin[] {
  const scriptRetry = RetryPlugin({ script: { retryTimes: retries, retryDelay: scriptRetryDelayMs } });
  // Its own fetch hook would fetch every manifest once more, with one deadline for all tries: ours replaces it.
  delete scriptRetry.fetch;
  return [manifestFetchPlugin({ retries, timeoutMs, retryDelayMs }), scriptRetry, remoteFallbackPlugin()];
}
