import { preload, unstable_serialize } from 'swr';
import { unstable_serialize as infiniteKey } from 'swr/infinite';
import { apiKey } from '@valley/shared/api/swr';
import type { EndpointInput, EndpointName } from '@valley/shared/api/contract';
import type { RemoteName } from '../config/remote-routes';
import type { ServerRemoteState } from './remote-area';

/** A first-screen call the server made: name, input, answer. */
export type ServerCall = [name: EndpointName, input: unknown, data: unknown];

/** What the render server hands the browser inside the page it rendered (decision 048). */
export interface ServerData {
  /** The path the page was rendered for: a page the service worker answers for another address is rendered afresh, not hydrated. */
  path: string;
  calls: ServerCall[];
  /** The route's remote as the server rendered it: its page, or its fallback (down, or late). */
  remotes: Partial<Record<RemoteName, ServerRemoteState>>;
}

export const SERVER_DATA_ID = 'valley-server-data';

/** The data as a JSON script block: not executed (so outside the CSP's script-src), and escaped so no answer can close the tag. */
export function serverDataScript(data: ServerData): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/json" id="${SERVER_DATA_ID}">${json}</script>`;
}

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
