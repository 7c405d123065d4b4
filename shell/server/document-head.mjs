// What the shell's server writes into the built index.html's <head>: the head a server render produced (decision 058), or, for a page
// the browser renders, the preloads of the chrome's calls (decision 026). Titles, descriptions and JSON-LD come from the routes' components.

/** Text for an HTML attribute or element. */
export function escapeHtml(/** @type {unknown} */ value) {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The chrome's calls on every page, as API paths: twin of shell/src/config/shell-calls.ts (a shell Jest test compares them). */
export const CHROME_CALLS = ['/variables/get/global', '/nav', '/nav/get/top_menu', '/nav/get/footer_menu_1', '/nav/get/footer_menu_2'];

/**
 * Preloads of the chrome's API answers, asked for with the HTML before any script runs, for a page the browser renders (decision 026).
 * `crossorigin="anonymous"` matches the client's fetch (CORS, no credentials), or the preload would not be used.
 * @param {string} apiUrl  the API's base URL as browsers reach it (config.json), not an internal one
 */
export function apiPreloadTags(apiUrl) {
  const base = apiUrl.replace(/\/+$/, '');
  return CHROME_CALLS.map((apiPath) => `<link rel="preload" as="fetch" href="${escapeHtml(`${base}${apiPath}`)}" crossorigin="anonymous">`).join('');
}

const TITLE = /<title\b[^>]*>[\s\S]*?<\/title\s*>/i;
const VIEWPORT = /<meta name="viewport"[^>]*>/i;

/**
 * The built page with the rendered head in it: right after the viewport, so a phone's preload scanner knows the width before it meets
 * the lead image's preload (decision 052), and in place of the built title when the page rendered its own (one <title>, which
 * hydration adopts). A page whose route did not finish keeps the built title.
 * @param {string} html  the built index.html
 * @param {string} head  the tags React hoisted (RenderedPage.head)
 */
export function placeHead(html, head) {
  if (!head) return html;
  const page = TITLE.test(head) ? html.replace(TITLE, '') : html;
  const viewport = VIEWPORT.exec(page);
  if (viewport) {
    const at = viewport.index + viewport[0].length;
    return `${page.slice(0, at)}${head}${page.slice(at)}`;
  }
  return page.replace(/<\/head\s*>/i, (end) => `${head}${end}`);
}
