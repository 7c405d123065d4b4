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
 * A manifest or entry that failed (a remote mid-deploy, a flaky network) is fetched again, then the fallback. A manifest has `timeoutMs`
 * in all, so one that never answers ends in the fallback, not an endless skeleton (decision 039).
 */
export function remotePlugins({ retries = 1, timeoutMs = 8_000, scriptRetryDelayMs = 250 } = {}): ModuleFederationRuntimePlugin[] {
  return [
    RetryPlugin({
      fetch: {
        retryTimes: retries,
        // The plugin spreads these into each manifest fetch, so the getter gives each its own deadline.
        options: {
          cache: 'no-cache',
          get signal() {
            return AbortSignal.timeout(timeoutMs);
          },
        },
      },
      script: { retryTimes: retries, retryDelay: scriptRetryDelayMs },
    }),
    remoteFallbackPlugin(),
  ];
}
