import { preload, unstable_serialize, type Middleware, type SWRResponse } from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { ApiError } from '@valley/shared/api';
import { apiKey } from '@valley/shared/api/swr';
import type { EndpointInput, EndpointName } from '@valley/shared/api/contract';
import type { HydrationState } from '@valley/shared/router';
import type { RemoteName } from '../config/remote-routes';
import type { ServerRemoteState } from './remote-area';

/** A first-screen call the server made: name, input, answer. */
export type ServerCall = [name: EndpointName, input: unknown, data: unknown];

/** A call the API refused on the server (a missing record, bad input): the page rendered that error, and hydrates with it. */
export type ServerFailure = [name: EndpointName, input: unknown, failure: { status: number; message: string }];

/** What the render server hands the browser inside the page it rendered (decision 048). */
export interface ServerData {
  /** The path the page was rendered for: a page the service worker answers for another address is rendered afresh, not hydrated. */
  path: string;
  calls: ServerCall[];
  failures?: ServerFailure[];
  /** The route's remote as the server rendered it: its page, or its fallback (down, or late). */
  remotes: Partial<Record<RemoteName, ServerRemoteState>>;
  /** The remotes whose content blocks the server drew into the page: each hydrates with its remote's code (decision 068). */
  blocks?: RemoteName[];
  /** The browser entry of each remote release the page was rendered with: the page hydrates with that release (decision 050). */
  entries?: Partial<Record<RemoteName, string>>;
  /** The instant the page was rendered for (ISO): its hydration render reads the time from it (`usePageInstant`, decision 066). */
  renderedAt?: string;
  /** The routes' loader data and errors (errors as React Router serialises them): the browser's router starts from them (decision 139). */
  router?: HydrationState;
}

declare global {
  interface Window {
    /** Where React Router's `createBrowserRouter` reads the server's hydration data from, and deserialises its errors. */
    __staticRouterHydrationData?: HydrationState | undefined;
  }
}

export const SERVER_DATA_ID = 'valley-server-data';

export function readServerData(): ServerData | null {
  const text = document.getElementById(SERVER_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    return JSON.parse(text) as ServerData;
  } catch {
    return null;
  }
}

const keyOf = ([name, input]: ServerCall) => apiKey(name, input as EndpointInput<typeof name>);

/** swr's `fallback` for the calls: each under its hook's key, and as the first page of an infinite list that starts with it. */
export function swrFallback(calls: readonly ServerCall[]): Record<string, unknown> {
  const fallback: Record<string, unknown> = {};
  for (const call of calls) {
    const key = keyOf(call);
    fallback[unstable_serialize(key)] = call[2];
    fallback[infiniteKey(() => key)] = [call[2]];
  }
  return fallback;
}

/** The hooks revalidate on mount: each takes the server's answer from swr's preload store instead of asking the API again. */
export function preloadServerCalls(calls: readonly ServerCall[]): void {
  for (const call of calls) void preload(keyOf(call), () => call[2]);
}

/**
 * An API call as a hook keys it (`apiKey`): the call's name and input, or null for any other key. The name is not checked against the
 * contract, whose schemas the page's own script must not carry: the server's call of an unknown name fails, and is left to the browser.
 */
function apiCallOf(key: unknown): [EndpointName, unknown] | null {
  if (!Array.isArray(key) || key.length !== 2 || typeof key[0] !== 'string' || typeof key[1] !== 'object') return null;
  return [key[0] as EndpointName, key[1]];
}

/** A hook's call: its key's, or an infinite list's first page's. */
function hookCall(key: unknown): [EndpointName, unknown] | null {
  if (typeof key !== 'function') return apiCallOf(key);
  try {
    return apiCallOf((key as (index: number, previous: null) => unknown)(0, null));
  } catch {
    return null;
  }
}

export interface ServerDataMiddlewareOptions {
  /** The fallback the page renders with: a call in it is answered. */
  answered: Record<string, unknown>;
  failures: readonly ServerFailure[];
  /** On the render server: each call a hook makes that has no answer, for the next pass to make (decision 049). */
  onMissing?: (call: [EndpointName, unknown]) => void;
}

/**
 * swr middleware for a server-rendered page. On the server it finds the calls the page makes that no loader made (a remote block's
 * data, decision 068); on both sides a call the API refused renders as its error until swr has its own answer.
 */
export function serverDataMiddleware({ answered, failures, onMissing }: ServerDataMiddlewareOptions): Middleware {
  const refused = new Map(failures.map(([name, input, { status, message }]) => [unstable_serialize([name, input]), new ApiError(message, status, name)]));
  return (useSWRNext) => (key, fetcher, config) => {
    const call = onMissing || refused.size > 0 ? hookCall(key) : null;
    const id = call && unstable_serialize(call);
    if (call && id && onMissing && !(id in answered) && !refused.has(id)) onMissing(call);
    const response = useSWRNext(key, fetcher, config);
    const error = id ? refused.get(id) : undefined;
    if (!error || response.data !== undefined || response.error !== undefined) return response;
    // swr's response tracks what a component reads through getters: keep them, and answer error and isLoading as the server did.
    return Object.create(response, { error: { get: () => error }, isLoading: { get: () => false } }) as SWRResponse;
  };
}
