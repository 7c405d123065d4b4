import { INSIGHT_BATCH_MAX } from '../api/insight-kinds';
import type { InsightEvent } from '../api/schemas/insights';
import { routes } from '../api/routes';
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

let queue: InsightEvent[] = [];
let timer: ReturnType<typeof setTimeout> | undefined;
let listening = false;

function send(events: InsightEvent[]): void {
  const url = `${useConfigStore.getState().apiUrl.replace(/\/+$/, '')}${routes.insightsCollect.path}`;
  // text/plain keeps a beacon to another origin a simple request (no preflight); the API reads the JSON from it.
  const body = JSON.stringify({ events });
  try {
    if (navigator.sendBeacon?.(url, body)) return;
    void fetch(url, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' }, credentials: 'omit' }).catch(() => undefined);
  } catch {
    // Counting never costs the visitor anything, not even an error.
  }
}

/** Sends what waits, in beacons of at most INSIGHT_BATCH_MAX events. */
export function flushInsights(): void {
  clearTimeout(timer);
  timer = undefined;
  const events = queue;
  queue = [];
  for (let start = 0; start < events.length; start += INSIGHT_BATCH_MAX) send(events.slice(start, start + INSIGHT_BATCH_MAX));
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
 * Counts one thing a visitor did, anonymously: queued, sent by navigator.sendBeacon off the main path, never when the browser opts out.
 * A prerendered page counts only once it is shown.
 */
export function track(event: InsightEvent): void {
  if (typeof document === 'undefined' || optedOut()) return;
  const prerendering = (document as Document & { prerendering?: boolean }).prerendering;
  if (prerendering) {
    document.addEventListener('prerenderingchange', () => track(event), { once: true });
    return;
  }
  listen();
  queue.push(event);
  timer ??= setTimeout(flushInsights, FLUSH_DELAY_MS);
}
