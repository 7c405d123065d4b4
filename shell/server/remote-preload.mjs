// Preload hints for the remote a URL needs, so the browser fetches its manifest, entry and chunks beside the shell's scripts (decision 019).
// Hints only: if a remote was redeployed since its manifest was read, the runtime loads what the fresh manifest says.
import { LRUCache } from 'lru-cache';
import { remoteForPath } from './route-table.mjs';

/** @param {string} value */
const attr = (value) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll('<', '&lt;');

/**
 * @typedef {{ metaData?: { remoteEntry?: { name?: string, path?: string }, publicPath?: string }, exposes?: { path: string, assets?: { js?: { sync?: string[] }, css?: { sync?: string[] } } }[] }} Manifest
 */

/**
 * The <link> tags for a manifest's entry and the sync chunks of its `./prefetch` and `./routes`.
 * @param {string} manifestUrl
 * @param {Manifest} manifest
 */
export function remoteLinks(manifestUrl, manifest, { stylesheets = false } = {}) {
  const publicPath = manifest.metaData?.publicPath;
  const base = publicPath && publicPath !== 'auto' ? publicPath : new URL('.', manifestUrl).href;
  /** @param {string} file */
  const url = (file) => new URL(file, base).href;
  const entry = manifest.metaData?.remoteEntry;
  /** @param {string} path */
  const exposed = (path) => manifest.exposes?.find((expose) => expose.path === path);
  // `./prefetch` first: it starts the route's data requests, so its chunk should arrive first.
  const modules = [exposed('./prefetch'), exposed('./routes')];
  const links = [];
  // Scripts the runtime adds as plain <script src> (no crossorigin), so the hints carry none either.
  // A chunk both modules need is named once.
  let scripts = new Set(modules.flatMap((module) => module?.assets?.js?.sync ?? []));
  if (entry?.name) scripts = new Set([`${entry.path ? `${entry.path}/` : ''}${entry.name}`, ...scripts]);
  const styles = new Set(modules.flatMap((module) => module?.assets?.css?.sync ?? []));
  // A page in the HTML paints with its stylesheets alone: its scripts must not take bandwidth from them and the lead image.
  const priority = stylesheets ? ' fetchpriority="low"' : '';
  for (const file of scripts) links.push(`<link rel="preload" as="script" href="${attr(url(file))}"${priority}>`);
  for (const file of styles)
    links.push(stylesheets ? `<link rel="stylesheet" href="${attr(url(file))}">` : `<link rel="preload" as="style" href="${attr(url(file))}">`);
  return links;
}

/**
 * @param {object} options
 * @param {Record<string, string> | (() => Promise<Record<string, string>>)} options.remotes  remotes.json: federation name → manifest URL,
 *        or how to read the live one (it moves with every deploy)
 * @param {number} [options.ttlMs]                  how long a read manifest is trusted
 * @param {number} [options.timeoutMs]              a manifest slower than this gives no hint (the page is never held up)
 * @param {typeof fetch} [options.fetchImpl]
 */
export function createRemotePreloader({ remotes, ttlMs = 5_000, timeoutMs = 300, fetchImpl = fetch }) {
  /** @type {LRUCache<string, Promise<Manifest | null>>} */
  const cache = new LRUCache({ max: 50, ttl: ttlMs });
  /** @param {string} manifestUrl */
  const manifestOf = (manifestUrl) => {
    const hit = cache.get(manifestUrl);
    if (hit) return hit;
    const manifest = fetchImpl(manifestUrl, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
    cache.set(manifestUrl, manifest);
    return manifest;
  };

  /**
   * The hint tags for a page: always the deploy files, and the route's remote when it is up.
   * @param {string} pathname
   * @param {{ stylesheets?: boolean, preconnect?: string[] }} [options]  link the route's remote's styles (its page is in the HTML)
   *        rather than preload them; and the origins the page paints from (the API's images), connected to first with the remote's
   * @returns {Promise<string>}
   */
  return async function preloadTags(pathname, { stylesheets = false, preconnect = [] } = {}) {
    const tags = [
      '<link rel="preload" as="fetch" href="/config.json" crossorigin="anonymous">',
      '<link rel="preload" as="fetch" href="/remotes.json" crossorigin="anonymous">',
    ];
    const remote = remoteForPath(pathname);
    const manifestUrl = remote ? (typeof remotes === 'function' ? await remotes() : remotes)[remote] : undefined;
    // Images and stylesheets are fetched without CORS, so the connections are too.
    const origins = new Set([...preconnect, ...(stylesheets && manifestUrl ? [manifestUrl] : [])].map((address) => new URL(address).origin));
    tags.unshift(...[...origins].map((origin) => `<link rel="preconnect" href="${attr(origin)}">`));
    if (manifestUrl) {
      tags.push(`<link rel="preload" as="fetch" href="${attr(manifestUrl)}" crossorigin="anonymous">`);
      const manifest = await manifestOf(manifestUrl);
      if (manifest) tags.push(...remoteLinks(manifestUrl, manifest, { stylesheets }));
    }
    return tags.join('');
  };
}

/**
 * Puts the tags at the start of <head>, before the shell's own script, so they are fetched first.
 * @param {string} html
 * @param {string} tags
 */
export function injectPreloads(html, tags) {
  if (!tags) return html;
  return html.replace(/<head(\s[^>]*)?>/i, (open) => `${open}${tags}`);
}

/**
 * Starts the scripts named, after the first paint: preloads of the remote's chunks and the shell's entry. In a hidden tab, where no
 * frame is drawn, at once. Written as a string: it runs in the page, inline, with the response's nonce.
 */
const START_AFTER_PAINT =
  '(function(list){function go(){list.forEach(function(item){var el;if(item.src){el=document.createElement("script");el.src=item.src}' +
  'else{el=document.createElement("link");el.rel="preload";el.as="script";el.href=item.href}document.head.appendChild(el)})}' +
  'if(document.visibilityState==="hidden")go();else requestAnimationFrame(function(){setTimeout(go,0)})})';

/** JSON inside a <script>: `<` written as \u003c, so no text can close the element. */
const scriptJson = (/** @type {unknown} */ value) => JSON.stringify(value).replaceAll('<', '\\u003c');

/**
 * For a page the server rendered, which paints before any script runs: its scripts start after that first paint (decision 060), so a
 * phone's first bytes go to the HTML, the stylesheet and the lead image. The shell's entry script and the route's remote chunks leave
 * the head, and a small inline script, with the response's nonce, adds them once the first frame is drawn.
 * @param {string} html
 * @param {{ nonce: string }} options  the nonce attribute to write (`nonce="…"`)
 */
export function paintFirst(html, { nonce }) {
  /** @type {Array<{ src: string } | { href: string }>} */
  const scripts = [];
  let out = html.replace(/<link rel="preload" as="script" href="([^"]+)"[^>]*>/g, (_, href) => {
    scripts.push({ href: unescapeAttribute(href) });
    return '';
  });
  out = out.replace(/<script defer(?: fetchpriority="high")? src="([^"]+)"><\/script>/g, (_, src) => {
    scripts.push({ src: unescapeAttribute(src) });
    return '';
  });
  if (scripts.length === 0) return html;
  return out.replace(/<\/body>/i, (end) => `<script ${nonce}>${START_AFTER_PAINT}(${scriptJson(scripts)})</script>${end}`);
}

const unescapeAttribute = (/** @type {string} */ value) =>
  value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

const STYLESHEET_HREF = /<link rel="stylesheet" href="([^"]+)">/;

/**
 * Puts a rendered remote's small stylesheets into the page as <style>: a stylesheet on the remote's origin blocks the first paint for a
 * connection and a request (decision 052). Releases are immutable, so a stylesheet is read once per address. One that is large, has
 * relative addresses (they would resolve against the page), could close the tag, or does not load in time stays a link.
 * @param {{ maxBytes?: number, timeoutMs?: number, fetchImpl?: typeof fetch }} [options]
 */
export function createStyleInliner({ maxBytes = 16_000, timeoutMs = 300, fetchImpl = fetch } = {}) {
  /** @type {LRUCache<string, Promise<string | null>>} */
  const cache = new LRUCache({ max: 100 });
  /** @param {string} href */
  const styleOf = (href) => {
    const hit = cache.get(href);
    if (hit) return hit;
    const css = fetchImpl(href, { signal: AbortSignal.timeout(timeoutMs) })
      .then((response) => (response.ok ? response.text() : null))
      .then((text) => (text !== null && text.length <= maxBytes && !/url\(|<\/style/i.test(text) ? text : null))
      .catch(() => null);
    // A failure is not kept: the next page tries again.
    void css.then((text) => text === null && cache.delete(href));
    cache.set(href, css);
    return css;
  };
  /**
   * @param {string[]} links  `<link rel="stylesheet" href="…">` tags
   * @returns {Promise<string[]>}
   */
  return (links) =>
    Promise.all(
      links.map(async (link) => {
        const href = STYLESHEET_HREF.exec(link)?.[1];
        const css = href ? await styleOf(href.replaceAll('&amp;', '&')) : null;
        return css === null ? link : `<style data-href="${href}">${css}</style>`;
      }),
    );
}
