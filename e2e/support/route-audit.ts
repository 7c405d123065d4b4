import { createHash } from 'node:crypto';
import { readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser, BrowserContext, Page, Request } from '@playwright/test';
import { EARLY_TAP_SOURCE } from '../../shared/build/early-tap.mjs';

/**
 * The checks of the route audit (e2e/tests/route-audit.spec.ts), each a function of one page load that answers what it found, so that
 * one load per route, visitor and width serves every check and one route's finding never hides another's.
 */

/** What one check found on one load: who, where, at which width, which check, what. */
export interface Finding {
  who: string;
  path: string;
  width: number | null;
  check: string;
  problem: string;
}

export const findingLine = (finding: Finding): string =>
  `- ${finding.who} · ${finding.path}${finding.width ? ` · ${finding.width} px` : ''} · ${finding.check}: ${finding.problem}`;

/** The findings by visitor, then route, in the order found. */
export const findingsReport = (findings: Finding[]): string => findings.map(findingLine).join('\n');

/** A screenshot's file name for a path: `/` is `home`, `/profile?tab=events` is `profile_tab_events`. */
export const fileName = (path: string): string => (path === '/' ? 'home' : path.slice(1).replace(/[^a-z0-9]+/gi, '_'));

/** localStorage key of @valley/shared/ui/discount-popup (as e2e/support/test.ts has it): the audit is a returning visitor's. */
const DISCOUNT_POPUP_SEEN_KEY = 'valley-discount-popup-seen';

/** A 1×1 PNG for requests that leave the site (map tiles, embeds): the audit needs no network, and a failed request is a console error. */
const BLANK_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const BLANK_PAGE = '<!doctype html><html lang="en"><title>Embedded page</title></html>';

/** What the page itself records from its first script on (top frame only): CSP violations, the URLs it fetched, the scripts it added. */
interface Recorded {
  csp: string[];
  fetched: string[];
  scripts: string[];
  scriptPreloads: string[];
}

declare global {
  interface Window {
    __audit?: Recorded;
  }
}

/**
 * A browser context as the audit's visitor has it: a returning visitor (the discount offer does not open by itself), signed in when a
 * token is given, requests that leave the site answered with a blank picture, and the page's own record (`recorded`) from its first script.
 */
export async function auditContext(context: BrowserContext, token: string | null): Promise<void> {
  // The context sees the service worker's requests too (it fetches the map tiles).
  await context.route(
    (url) => url.hostname !== 'localhost' && url.hostname !== '127.0.0.1',
    (route) =>
      // An embed's frame gets an empty titled page: a picture there would be an image without a text alternative to axe.
      route.request().resourceType() === 'document'
        ? route.fulfill({ status: 200, contentType: 'text/html', body: BLANK_PAGE })
        : route.fulfill({ status: 200, contentType: 'image/png', headers: { 'access-control-allow-origin': '*' }, body: BLANK_PNG }),
  );
  await context.addInitScript(
    ({ key, token: value }) => {
      // Frames too run init scripts; a sandboxed one (the embed block's video) may not touch storage, and only the page is audited.
      if (window !== window.top) return;
      try {
        if (window.localStorage.getItem(key) === null) window.localStorage.setItem(key, 'e2e');
        if (value) window.localStorage.setItem('valley-auth', JSON.stringify({ state: { token: value }, version: 1 }));
      } catch {
        // No storage on this page (about:blank): nothing to remember.
      }
      const record: Recorded = { csp: [], fetched: [], scripts: [], scriptPreloads: [] };
      window.__audit = record;
      document.addEventListener('securitypolicyviolation', (event) => record.csp.push(`${event.violatedDirective} ${event.blockedURI}`));
      // What the app itself asks for: fetch is called whether or not a preload answers it.
      const original = window.fetch.bind(window);
      window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
        record.fetched.push(new URL(input instanceof Request ? input.url : String(input), location.href).href);
        return original(input, init);
      };
      // The scripts in the page and those it adds (a chunk loader removes each once it has run), and the script preloads of both.
      new MutationObserver((records) => {
        for (const mutation of records)
          for (const node of mutation.addedNodes) {
            if (node instanceof HTMLScriptElement && node.src) record.scripts.push(node.src);
            if (node instanceof HTMLLinkElement && node.rel === 'preload' && node.as === 'script') record.scriptPreloads.push(node.href);
          }
      }).observe(document, { childList: true, subtree: true });
    },
    { key: DISCOUNT_POPUP_SEEN_KEY, token },
  );
}

export async function recorded(page: Page): Promise<Recorded> {
  return page.evaluate(
    () => window.__audit ?? { csp: ['(the page kept no record: the init script did not run)'], fetched: [], scripts: [], scriptPreloads: [] },
  );
}

/** The security headers every served page carries (docs/architecture.md, Security headers). */
export function securityHeaderProblems(headers: Record<string, string>): string[] {
  const csp = headers['content-security-policy'] ?? '';
  const problems: string[] = [];
  if (!csp) return ['no Content-Security-Policy'];
  for (const directive of ["object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'"])
    if (!csp.includes(directive)) problems.push(`the CSP lacks ${directive}`);
  // The remotes' code is on the site's origin (decision 105): no other origin may run a script, and inline only the page's first
  // script (by its hash, decision 135) and what carries the response's nonce.
  const scriptSources = /script-src ([^;]*)/.exec(csp)?.[1]?.split(' ') ?? [];
  if (scriptSources[0] !== "'self'" || scriptSources.some((source) => source !== "'self'" && source !== EARLY_TAP_SOURCE && !/^'nonce-[^']+'$/.test(source)))
    problems.push(`the CSP's script-src is not 'self', the first script's hash and the response's nonce: ${scriptSources.join(' ')}`);
  if (/script-src [^;]*'unsafe-inline'/.test(csp)) problems.push("the CSP's script-src allows 'unsafe-inline'");
  if (headers['x-content-type-options'] !== 'nosniff') problems.push(`X-Content-Type-Options is ${headers['x-content-type-options']}`);
  if (!headers['referrer-policy']) problems.push('no Referrer-Policy');
  return problems;
}

/**
 * The nonces of the document's inline scripts (not its JSON blocks): each must be this response's (the CSP names it), or, without one,
 * the script's hash must be in the CSP (the page's first script, decision 135).
 */
export function inlineScripts(html: string, csp: string): { nonces: string[]; problems: string[] } {
  const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
    ([, attributes]) => !/\bsrc=|type="application\/(ld\+)?json"/.test(attributes!),
  );
  const hashed = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const unnamed = inline.filter(([, attributes, text]) => !/\bnonce=/.test(attributes!) && !csp.includes(hashed(text!)));
  const nonces = [...new Set(inline.flatMap(([, attributes]) => /\bnonce="([^"]+)"/.exec(attributes!)?.[1] ?? []))];
  const problems = [
    ...(unnamed.length > 0 ? ['an inline script without a nonce or a hash in the CSP'] : []),
    ...nonces.flatMap((nonce) => (csp.includes(`'nonce-${nonce}'`) ? [] : [`an inline script's nonce ${nonce} is not the CSP's`])),
  ];
  return { nonces, problems };
}

/** Text as a browser reads it from the HTML (React escapes &, <, > and quotes). */
export const decode = (text: string): string =>
  text.replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&quot;', '"').replaceAll('&#x27;', "'").replaceAll('&amp;', '&');

/** The `<link>` tags of a page's HTML, each as its attributes (names in lower case, entities decoded), in whatever order React wrote them. */
export function linkTags(html: string): Record<string, string>[] {
  return [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) =>
    Object.fromEntries([...tag.matchAll(/([a-zA-Z-]+)(?:="([^"]*)")?/g)].slice(1).map(([, name, value]) => [name!.toLowerCase(), decode(value ?? '')])),
  );
}

/** The addresses a page's HTML preloads as `as`, made absolute against the page's. */
export const preloadsIn = (html: string, as: string, pageUrl: string): string[] =>
  linkTags(html)
    .filter((link) => link.rel === 'preload' && link.as === as)
    .map((link) => new URL(link.href!, pageUrl).href);

/**
 * A server-rendered head comes from its own page: one title naming the page (or its editor's meta title, which starts with the name), one
 * description, its own address (without the query) as canonical, and noindex exactly where the page is private, a search's results or missing.
 */
export function headProblems(html: string, path: string, name: string | null, noindex: boolean): string[] {
  const head = html.slice(0, html.indexOf('</head>'));
  const titles = [...html.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decode(match[1]!));
  const problems: string[] = [];
  if (titles.length !== 1 || !head.includes('<title>')) problems.push(`${titles.length} titles (${titles.join(' / ')}), not one in the head`);
  else if (name && !(titles[0]!.startsWith(`${name} | `) && titles[0]!.endsWith(' | Happy Valley')))
    problems.push(`the title '${titles[0]}' does not name '${name}'`);
  const descriptions = html.match(/<meta name="description"/g)?.length ?? 0;
  if (descriptions !== 1) problems.push(`${descriptions} descriptions`);
  if (!/<meta name="description" content="[^"]+"/.test(head)) problems.push('no description with content in the head');
  const canonical = [...head.matchAll(/<link rel="canonical" href="([^"]+)"/g)].map((match) => new URL(match[1]!).pathname);
  const own = path.split('?')[0];
  if (canonical.length !== 1 || canonical[0] !== own) problems.push(`canonical ${canonical.join(', ') || 'missing'}, not ${own}`);
  if (head.includes('<meta name="robots" content="noindex"/>') !== noindex) problems.push(noindex ? 'no noindex' : 'noindex on a public page');
  return problems;
}

/** axe-core on the page as it is now: WCAG 2.1 A and AA rules; serious and critical findings. */
export async function seriousViolations(page: Page, { exclude }: { exclude?: string } = {}): Promise<string[]> {
  // Legacy mode runs axe in the page itself, not in a page opened for each run: frames from other origins are not audited, and the
  // audit's are empty pages (auditContext). Only violations are read, so axe builds selectors for no passing node (a third of its time).
  const builder = new AxeBuilder({ page });
  if (exclude) builder.exclude(exclude);
  const results = await builder
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes
          .map((node) => node.target.join(' '))
          .slice(0, 3)
          .join(' | ')}`,
    );
}

/**
 * Whether the page and each remote area in it have hydrated (shell/src/app.tsx and remote-area.tsx mark them), as e2e/support/test.ts
 * waits for; a page the browser rendered (no server data) counts once it has any content.
 */
export async function notHydrated(page: Page, timeout: number): Promise<string | null> {
  const done = await page
    .waitForFunction(
      () => {
        if (!document.getElementById('valley-server-data')) return true;
        if (document.documentElement.dataset.hydrated === undefined) return false;
        return [...document.querySelectorAll<HTMLElement>('[data-remote]')].every((area) => area.dataset.hydrated !== undefined);
      },
      null,
      { timeout },
    )
    .then(
      () => true,
      () => false,
    );
  if (done) return null;
  return page.evaluate(() => {
    const areas = [...document.querySelectorAll<HTMLElement>('[data-remote]')].filter((area) => area.dataset.hydrated === undefined);
    const whole = document.documentElement.dataset.hydrated === undefined ? 'the page' : null;
    return [whole, ...areas.map((area) => `the ${area.dataset.remote} area`)].filter(Boolean).join(' and ');
  });
}

/** Two frames for a new width's layout; at most half a second, as a renderer may stop producing frames (scroll.ts). */
export async function twoFrames(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise((resolve) => {
        setTimeout(resolve, 500);
        requestAnimationFrame(() => requestAnimationFrame(resolve));
      }),
  );
}

/** Where the page is wider than the window, and the outermost elements that stick out (not those inside a scrolling box). */
export async function overflowAt(page: Page): Promise<{ scrollWidth: number; innerWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const { scrollWidth } = document.documentElement;
    const { innerWidth } = window;
    if (scrollWidth <= innerWidth) return { scrollWidth, innerWidth, culprits: [] };
    const sticksOut = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && (box.right > innerWidth + 1 || box.left < -1);
    };
    // page.evaluate sends one function to the page, so its helpers live inside it.
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const clipped = (element: Element) => {
      for (let parent = element.parentElement; parent && parent !== document.body; parent = parent.parentElement) {
        if (getComputedStyle(parent).overflowX !== 'visible') return true;
      }
      return false;
    };
    // oxlint-disable-next-line unicorn/consistent-function-scoping
    const describe = (element: Element) => {
      const box = element.getBoundingClientRect();
      const name = `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${[...element.classList].map((c) => `.${c}`).join('')}`;
      const text = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${name} [${Math.round(box.left)}–${Math.round(box.right)} px]${text ? ` "${text}"` : ''}`;
    };
    const out = [...document.body.querySelectorAll('*')].filter(sticksOut);
    // Where the overflow starts (its parent fits), else the elements reaching furthest.
    const starts = out.filter(
      (element) => !(element.parentElement && element.parentElement !== document.body && sticksOut(element.parentElement)) && !clipped(element),
    );
    const culprits = (starts.length > 0 ? starts : out.toSorted((a, b) => b.getBoundingClientRect().right - a.getBoundingClientRect().right))
      .slice(0, 4)
      .map(describe);
    return { scrollWidth, innerWidth, culprits };
  });
}

export async function overflowProblem(page: Page): Promise<string | null> {
  const { scrollWidth, innerWidth, culprits } = await overflowAt(page);
  if (scrollWidth <= innerWidth) return null;
  return `the page is ${scrollWidth} px wide in a ${innerWidth} px window${culprits.length ? `; sticking out: ${culprits.join('; ')}` : ''}`;
}

/**
 * The page's requests still open, by the browser's own events: a request is open from `request` until `requestfinished` or
 * `requestfailed`. `quiet` waits for a definite moment, none open for `quietMs`, and answers what was still open if that never came.
 */
export function openRequests(page: Page) {
  const open = new Set<Request>();
  let changed = performance.now();
  const close = (request: Request) => {
    if (open.delete(request)) changed = performance.now();
  };
  page.on('request', (request) => {
    open.add(request);
    changed = performance.now();
  });
  page.on('requestfinished', close);
  page.on('requestfailed', close);
  return {
    /** Forgets what the last document left open (a new navigation ends or orphans those requests). */
    reset: () => {
      open.clear();
      changed = performance.now();
    },
    /**
     * Resolves to null once nothing has been open for `quietMs` since it was called (what the page starts in reply to the last step
     * comes a moment later), or to the requests still open when `timeout` ends.
     */
    quiet: async (quietMs: number, timeout: number): Promise<string | null> => {
      const called = performance.now();
      const deadline = called + timeout;
      for (;;) {
        const now = performance.now();
        if (open.size === 0 && now - Math.max(changed, called) >= quietMs) return null;
        if (now >= deadline)
          return `${open.size} request${open.size === 1 ? '' : 's'} still open after ${timeout / 1000} s: ${[...open]
            .slice(0, 4)
            .map((request) => `${request.method()} ${request.url().slice(0, 160)}`)
            .join(', ')}`;
        // Node's clock, not the page's: the next look at the set of open requests.
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
  };
}

/**
 * One picture per width of a visitor's screenshots (issue 47's visual pass): every route's first screen and a half, side by side and
 * named, written beside them as `sheet-{width}.jpg`, small enough to keep under docs/ and compare a before with an after.
 */
export async function contactSheets(browser: Browser, visitorDir: string, widths: Iterable<number>): Promise<string[]> {
  const TILE = 220;
  const COLUMNS = 7;
  const page = await browser.newPage({ viewport: { width: COLUMNS * (TILE + 12) + 12, height: 800 } });
  const written: string[] = [];
  try {
    for (const width of widths) {
      const dir = join(visitorDir, String(width));
      const shots = readdirSync(dir).filter((file) => file.endsWith('.jpg') && !file.startsWith('sheet-'));
      const tileHeight = Math.round((TILE * 1200) / width);
      const html = `<!doctype html><meta charset="utf-8"><style>
        body { margin: 0; padding: 12px; display: grid; grid-template-columns: repeat(${COLUMNS}, ${TILE}px); gap: 12px; font: 12px system-ui; background: #eee; }
        h1 { grid-column: 1 / -1; margin: 0; font-size: 16px; }
        figure { margin: 0; } img { display: block; width: ${TILE}px; height: ${tileHeight}px; object-fit: cover; object-position: top; background: #fff; }
        figcaption { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
      </style><h1>${width} px</h1>${shots.map((file) => `<figure><img src="${file}"><figcaption>${file.replace(/\.jpg$/, '')}</figcaption></figure>`).join('')}`;
      const index = join(dir, 'sheet.html');
      writeFileSync(index, html);
      await page.goto(`file://${index}`);
      await page.waitForFunction(() => [...document.images].every((image) => image.complete));
      const sheet = join(visitorDir, `sheet-${width}.jpg`);
      await page.screenshot({ path: sheet, type: 'jpeg', quality: 60, fullPage: true });
      written.push(sheet);
    }
  } finally {
    await page.close();
  }
  return written;
}
