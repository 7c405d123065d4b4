// What the shell's server writes into the built index.html: the head a render produced (decision 058), the hints that start what the
// page needs (decisions 019, 026, 052), and the starter that runs its scripts after the first paint (decision 060).
import { createApiClient } from '@valley/shared/api';
import type { EndpointName } from '@valley/shared/api/contract';
import { jsonForScript } from '@valley/shared/seo';
import { chromeCalls } from '../federation/route-prefetch';

/** Text for an HTML attribute. */
export const escapeAttribute = (value: string): string =>
  value.replaceAll('&', '&amp;').replaceAll('"', '&quot;').replaceAll("'", '&#39;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

const unescapeAttribute = (value: string): string =>
  value.replaceAll('&quot;', '"').replaceAll('&#39;', "'").replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&');

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

/**
 * Starts the scripts named, after the first contentful paint has reached the screen (the browser's `paint` entry; decision 072): a
 * frame's callback comes before its paint, and a large page's first frame took 80 ms more to show. Where the browser reports no paint
 * entries, after the first frame; if the entry never comes, a second after it. One script or preload to a task, since each insertion
 * starts a fetch (decision 071). In a hidden tab, where nothing is painted and timers are throttled, all at once. Written as a string:
 * it runs in the page, inline, with the response's nonce.
 */
const START_AFTER_PAINT =
  '(function(list){function add(item){var el;if(item.src){el=document.createElement("script");el.src=item.src}' +
  'else{el=document.createElement("link");el.rel="preload";el.as="script";el.href=item.href}document.head.appendChild(el)}' +
  'function next(i){if(i<list.length){add(list[i]);setTimeout(next,0,i+1)}}' +
  'var started=0;function start(){if(!started){started=1;setTimeout(next,0,0)}}' +
  'if(document.visibilityState==="hidden"){list.forEach(add);return}' +
  'var paint=typeof PerformanceObserver!=="undefined"&&(PerformanceObserver.supportedEntryTypes||[]).indexOf("paint")>=0;' +
  'if(paint)new PerformanceObserver(function(entries,observer){if(entries.getEntriesByName("first-contentful-paint").length){observer.disconnect();start()}})' +
  '.observe({type:"paint",buffered:true});' +
  'requestAnimationFrame(function(){setTimeout(start,paint?1000:0)})})';

/**
 * For a page the server rendered, which paints before any script runs: its scripts start after that first paint (decision 060), so a
 * phone's first bytes go to the HTML, the stylesheet and the lead image. The shell's entry script and the route's remote chunks leave
 * the head, and a small inline script, with the response's nonce, adds them once the first paint is on the screen.
 * @param nonce  the nonce attribute to write (`nonce="…"`)
 */
export function paintFirst(html: string, { nonce }: { nonce: string }): string {
  const scripts: ({ src: string } | { href: string })[] = [];
  let out = html.replace(/<link rel="preload" as="script" href="([^"]+)"[^>]*>/g, (_, href: string) => {
    scripts.push({ href: unescapeAttribute(href) });
    return '';
  });
  out = out.replace(/<script defer(?: fetchpriority="high")? src="([^"]+)"><\/script>/g, (_, src: string) => {
    scripts.push({ src: unescapeAttribute(src) });
    return '';
  });
  if (scripts.length === 0) return html;
  return out.replace(/<\/body>/i, (end) => `<script ${nonce}>${START_AFTER_PAINT}(${jsonForScript(scripts)})</script>${end}`);
}
