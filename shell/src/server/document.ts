// What the shell's server writes into the built index.html: the head a render produced (decision 058) and the hints that start what the
// page needs (decisions 019, 026, 052). The built head's scripts stay where they are, deferred (decision 106).
import { createApiClient } from '@valley/shared/api';
import type { EndpointName } from '@valley/shared/api/contract';
import { chromeCalls } from '../federation/route-prefetch';

/** Text for an HTML attribute. */
export const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/**
 * Preloads of the chrome's API answers, asked for with the HTML of a page the browser renders (decision 026): the URLs its hooks ask
 * for, built by the same client. `crossorigin="anonymous"` matches the client's fetch (CORS, no credentials), or it would not be used.
 * @param apiUrl  the API's base URL as browsers reach it (config.json), not an internal one
 */
export function apiPreloadTags(apiUrl: string): string {
  const client = createApiClient({ baseUrl: apiUrl, fetch: () => Promise.reject(new Error('the head only names URLs')) });
  const urls: string[] = [];
  chromeCalls((name: EndpointName, input) => urls.push(client.url(name, input)));
  return urls.map((url) => `<link rel="preload" as="fetch" href="${escapeAttribute(url)}" crossorigin="anonymous">`).join('');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const VIEWPORT = /<meta name="viewport"[^>]*>/i;

/**
 * The built page with the rendered head in it: right after the viewport, so a phone's preload scanner knows the width before it meets
 * the lead image's preload (decision 052), and in place of the built title when the page rendered its own (one <title>, which
 * hydration adopts). A page whose route did not finish keeps the built title.
 * @param head  the tags React hoisted (RenderedPage.head)
 */
export function placeHead(html: string, head: string): string {
  if (!head) return html;
  const page = TITLE.test(head) ? html.replace(TITLE, '') : html;
  const viewport = VIEWPORT.exec(page);
  if (viewport) {
    const at = viewport.index + viewport[0].length;
    return `${page.slice(0, at)}${head}${page.slice(at)}`;
  }
  return page.replace(/<\/head\s*>/i, (end) => `${head}${end}`);
}

/** Puts the tags at the start of <head>, before the shell's own script, so they are fetched first. */
export function injectPreloads(html: string, tags: string): string {
  if (!tags) return html;
  return html.replace(/<head(\s[^>]*)?>/i, (open) => `${open}${tags}`);
}
