// A Module Federation runtime plugin. It must not import react or any shared module: it runs
// while the federation runtime resolves shared modules.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

const UNAVAILABLE = '__valleyRemoteUnavailable';

export interface UnavailableRemoteModule {
  [UNAVAILABLE]: true;
  id: string;
  reason: string;
}

export function isUnavailableModule(value: unknown): value is UnavailableRemoteModule {
  return typeof value === 'object' && value !== null && UNAVAILABLE in value;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Retries a failed manifest fetch (a remote mid-deploy or a flaky network; a hung one times out
 * after `timeoutMs`), then, if the remote still cannot load, hands the shell a marker module
 * instead of throwing, so the remote's area shows its fallback and the rest of the site keeps
 * working. The timeout is generous: a slow manifest (a cold CDN edge, a loaded server) that
 * arrives after its skeleton has shown for a few seconds should still render; only one that never
 * answers ends in the fallback. At 5 s the e2e journey that holds a manifest back 3 s once timed
 * out on a loaded two-core machine.
 */
export function remoteFallbackPlugin({ retries = 2, backoffMs = 250, timeoutMs = 8_000 } = {}): ModuleFederationRuntimePlugin {
  return {
    name: 'valley-remote-fallback',
    async fetch(url, init) {
      let lastError: unknown;
      for (let attempt = 0; attempt <= retries; attempt += 1) {
        try {
          // A manifest that never answers must end in the fallback, not an endless skeleton.
          const response = await fetch(url, { ...init, cache: 'no-cache', signal: init?.signal ?? AbortSignal.timeout(timeoutMs) });
          if (response.ok || response.status === 404) return response;
          lastError = new Error(`${url} answered ${response.status}`);
        } catch (error) {
          lastError = error;
          // A server that hung once will hang again: no retry after a timeout.
          if (error instanceof DOMException && error.name === 'TimeoutError') break;
        }
        if (attempt < retries) await wait(backoffMs * 2 ** attempt);
      }
      throw lastError;
    },
    errorLoadRemote({ id, error, lifecycle, from }) {
      console.warn(`[federation] ${id} could not load at ${lifecycle}:`, error);
      if (lifecycle !== 'onLoad') return undefined;
      const fallback: UnavailableRemoteModule = { [UNAVAILABLE]: true, id, reason: String(error) };
      // A remote loaded through a build-time import expects a module factory.
      return from === 'build' ? () => fallback : fallback;
    },
  };
}
