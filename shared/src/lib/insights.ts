import { INSIGHT_BATCH_MAX, searchTermOf, VIEW_TOKEN_EVENTS } from '../api/insight-kinds';
import type { InsightEvent } from '../api/schemas/insights';
import { routes } from '../api/routes';

// What the shell's field vitals reporter needs to shape a vital as the API takes it, without the schemas (decision 079).
export { DEVICE_CLASSES, VITAL_METRICS, VITAL_VALUE_MAX, vitalTargetOf } from '../api/insight-kinds';
export type { DeviceClass, VitalMetric } from '../api/insight-kinds';
import { useConfigStore } from '@valley/shared/stores/config';

/** How long events wait for company before one beacon carries them; a page being left sends at once. */
export const FLUSH_DELAY_MS = 2000;

interface PrivacyNavigator extends Navigator {
  globalPrivacyControl?: boolean;
}

/** The browser asks not to be tracked (Global Privacy Control, Do Not Track): nothing is sent at all (decision 046). */
export function optedOut(nav: PrivacyNavigator | undefined = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  if (!nav) return true;
  const windowDnt = typeof window === 'undefined' ? undefined : (window as Window & { doNotTrack?: string }).doNotTrack;
  return nav.globalPrivacyControl === true || nav.doNotTrack === '1' || windowDnt === '1';
}

/** A token is renewed this long before it runs out, so no beacon carries one that expires on the way. */
const TOKEN_MARGIN_MS = 60_000;
/** After the API gave no token, or could not be reached, the tracker asks again only this much later; what waited meanwhile is dropped. */
export const TOKEN_RETRY_MS = 60_000;

let queue: InsightEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

/** This page view's token (decision 074): the API counts each event once per token, so the tracker keeps count of what it sent with it. */
interface ViewToken {
  value: string;
  expiresAt: number;
  left: number;
}
let held: ViewToken | undefined;
let asking: Promise<void> | undefined;
let askAgainAt = 0;

const apiBase = () => useConfigStore.getState().apiUrl.replace(/\/+$/, '');
const usable = (token: ViewToken | undefined): token is ViewToken => token !== undefined && token.left > 0 && token.expiresAt - Date.now() > TOKEN_MARGIN_MS;

/** Holds a token the API issued for `expiresIn` seconds; the tracker asks for tokens itself, tests hand one in (insights/testing). */
export function holdViewToken(token: string, expiresIn: number): void {
  held = { value: token, expiresAt: Date.now() + expiresIn * 1000, left: VIEW_TOKEN_EVENTS };
  askAgainAt = 0;
}

/** Asks the API for a view token once at a time; no body and no custom header, so a simple request without a preflight. */
function askForToken(): Promise<void> {
  if (asking) return asking;
  if (Date.now() < askAgainAt || typeof fetch !== 'function') return Promise.resolve();
  const refused = () => {
    askAgainAt = Date.now() + TOKEN_RETRY_MS;
  };
  asking = Promise.resolve()
    .then(() => fetch(`${apiBase()}${routes.insightsToken.path}`, { method: 'POST', credentials: 'omit' }))
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .then((answer) => {
      const { token, expiresIn } = (answer ?? {}) as { token?: unknown; expiresIn?: unknown };
      if (typeof token === 'string' && typeof expiresIn === 'number') holdViewToken(token, expiresIn);
      else refused();
    })
    .catch(refused)
    .finally(() => {
      asking = undefined;
    });
  return asking;
}

function send(token: string, events: InsightEvent[]): void {
  const url = `${apiBase()}${routes.insightsCollect.path}`;
  // text/plain keeps a beacon to another origin a simple request (no preflight); the API reads the JSON from it.
  const body = JSON.stringify({ token, events });
  try {
    if (navigator.sendBeacon?.(url, body)) return;
    void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' }, credentials: 'omit' }).catch(() => undefined);
  } catch {
    // Counting never costs the visitor anything, not even an error.
  }
}

/** Sends what waits with the page view's token, in beacons of at most INSIGHT_BATCH_MAX events; without a token, once one comes. */
export function flushInsights(): void {
  clearTimeout(timer);
  timer = undefined;
  while (queue.length > 0 && usable(held)) {
    const events = queue.splice(0, Math.min(INSIGHT_BATCH_MAX, held.left));
    held.left -= events.length;
    send(held.value, events);
  }
  if (queue.length === 0) return;
  // No token yet, or this one is spent: the API has to issue one first. Without one, nothing is counted.
  void askForToken().then(() => {
    if (usable(held)) flushInsights();
    else queue = [];
  });
}

function listen(): void {
  if (listening) return;
  listening = true;
  addEventListener('pagehide', flushInsights);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') flushInsights();
  });
}

/**
 * Counts one thing a visitor did, anonymously: queued, sent by navigator.sendBeacon off the main path with the page view's token from the
 * API, never when the browser opts out. A prerendered page counts only once it is shown.
 */
export function track(event: InsightEvent): void {
  if (typeof document === 'undefined' || optedOut()) return;
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
  if (prerendering) {
    document.addEventListener('prerenderingchange', () => track(event), { once: true });
    return;
  }
  // A search term that does not read as words (a link, markup, a formula) is not sent: the Board sees only words visitors typed.
  const term = event.kind === 'search_miss' ? searchTermOf(event.term) : undefined;
  if (term === null) return;
  listen();
  queue.push(term ? { kind: 'search_miss', term } : event);
  // Asked for at the first event, so the token is there when the page is left.
  if (!usable(held)) void askForToken();
  timer ??= setTimeout(flushInsights, FLUSH_DELAY_MS);
}
