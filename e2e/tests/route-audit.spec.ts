import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Request } from '@playwright/test';
import { test, expect } from '../support/test';
import { FALLBACK } from '../support/remotes';
import { scrollThroughPage } from '../support/scroll';
import { memberRoutes, memberToken, publicRoutes, type SiteRoute } from '../support/site-routes';
import {
  auditContext,
  contactSheets,
  fileName,
  findingLine,
  findingsReport,
  headProblems,
  inlineScripts,
  notHydrated,
  openRequests,
  overflowProblem,
  recorded,
  securityHeaderProblems,
  seriousViolations,
  twoFrames,
  preloadsIn,
  type Finding,
} from '../support/route-audit';

/**
 * Issue 43: one audit of every public route instead of a walk per concern. Each route loads once per visitor (signed out, a member, the
 * Board), at 375 px, and that load answers every check a walk made of it: its content, security headers and nonces, hydration, console
 * and page errors, CSP violations, the hints it preloads and the scripts it fetches, its requests ending (no wait that gives up quietly),
 * axe on a member screen; it is then widened to 320, 768 and 1280 px for overflow, screenshots and axe on the desktop layout (with
 * VALLEY_VISUAL_PASS=1 also to 1024 and 1440 px, pictured at five widths). A context without JavaScript loads each route once more: status, the server's
 * head, the page's title and navigation, and its fit. Checks that need a load of their own (held-back code, faults, the keyboard) are
 * journeys elsewhere: quality-*.spec.ts, server-render.spec.ts.
 *
 * What the audit finds goes to `e2e/test-results/site-walk/report.md` as it is found, with a screenshot per visitor, width and route
 * (`{who}/{width}/{route}.jpg`, decision 044), kept by CI with Playwright's output; the test fails once, at the end, with every finding.
 */

/** The width a route loads at: a phone's, the site's most common visitor. */
const LOAD_WIDTH = 375;
/**
 * Issue 47's visual pass (VALLEY_VISUAL_PASS=1): a picture of every route at the five widths a designer reviews, for a person to look at.
 * Every run takes issue 26's phone and tablet pictures only: pictures are for reading, not checks, and wide ones cost the most.
 */
const VISUAL_PASS = process.env.VALLEY_VISUAL_PASS === '1';
/** The widths a loaded page is seen at before the desktop's, the one it loaded at first: issue 26's phone and tablet widths (and a small laptop's). */
const NARROW_WIDTHS = VISUAL_PASS ? ([LOAD_WIDTH, 320, 768, 1024] as const) : ([LOAD_WIDTH, 320, 768] as const);
/** The desktop layout: its overflow and its axe findings (the width quality-a11y.spec.ts ran axe at). */
const DESKTOP_WIDTH = 1280;
/** A wide laptop's, seen last in the visual pass. */
const WIDE_WIDTH = 1440;
/** The widths pictured, signed out, and of each member screen. */
const SHOT_WIDTHS: ReadonlySet<number> = new Set(VISUAL_PASS ? [375, 768, 1024, DESKTOP_WIDTH, WIDE_WIDTH] : [LOAD_WIDTH, 320, 768]);
const HEIGHT = 800;
/** The tallest part of a page kept in its screenshot: enough to see a layout, without megapixel images of a long listing. */
const SHOT_HEIGHT = 2400;
/** How long a page has for its title, and then for its hydration. */
const SHOWS_WITHIN = 15_000;
/** A page has gone quiet once none of its requests has been open for this long (Playwright's networkidle counts the same 500 ms). */
const QUIET_MS = 500;
/** How long a page has to go quiet after a step that loads more (all blocks, a scroll through it); one that never does is a finding. */
const QUIET_WITHIN = 10_000;
const NOT_FOUND = '/no-such-page';
/** Pages the server marks noindex: private ones, a search's results, a correction's form (decision 089), and the 404 (crawler-visible pages, docs/architecture.md). */
const PRIVATE_PATHS = ['/favorites', '/search', '/login', '/register', '/forgot', '/support', NOT_FOUND];
const isPrivate = (path: string) => PRIVATE_PATHS.includes(path.split('?')[0]!) || path.startsWith('/suggest/');
/** A signed-in arrival at these is sent home (mf-account's GuestOnly, member-area §2). */
const SENT_HOME = ['/login', '/register'];
const HOME_HEADING = /Happy Valley/;
const ARTIFACTS = join(import.meta.dirname, '..', 'test-results', 'site-walk');
const REPORT = join(ARTIFACTS, 'report.md');

const VISITORS = [
  { who: 'signed-out', email: null, board: false },
  // A Destination member: the member area with the most screens (listings, events, tips, itineraries).
  { who: 'member', email: 'greg.hess@example.com', board: false },
  { who: 'board', email: 'dana.whitfield@example.com', board: true },
] as const;
type Visitor = (typeof VISITORS)[number];

/**
 * Axe runs on every route signed out, at the phone's width and the desktop's; signed in, on each member screen at both, and on the public
 * pages quality-a11y.spec.ts ran it on at the desktop's (signed out covers their phone layout).
 */
const SIGNED_IN_AXE = ['/', '/destinations', '/events', '/dispatch'];

/** One audit's record: what it found, every nonce its documents carried, how many loads and views. */
interface Audit {
  who: string;
  routes: number;
  views: number;
  findings: Finding[];
  nonces: Array<{ path: string; nonce: string }>;
  /** Where the audit's time went, in ms per step, for the report (decision 044 measured the walk the same way). */
  spent: Record<string, number>;
}

function recorder(who: string) {
  const audit: Audit = { who, routes: 0, views: 0, findings: [], nonces: [], spent: {} };
  let at: { path: string; width: number | null } = { path: '(start)', width: null };
  return {
    audit,
    at: (path: string, width: number | null) => {
      at = { path, width };
    },
    get path() {
      return at.path;
    },
    /** Runs a step of the audit, adding its time to the step's total. */
    timed: async <T>(step: string, run: () => Promise<T>): Promise<T> => {
      const started = performance.now();
      try {
        return await run();
      } finally {
        audit.spent[step] = (audit.spent[step] ?? 0) + performance.now() - started;
      }
    },
    note: (check: string, problem: string) => {
      const finding = { who, ...at, check, problem };
      audit.findings.push(finding);
      // Written at once, so an audit that runs out of time still leaves what it found.
      appendFileSync(REPORT, `${findingLine(finding)}\n`);
    },
  };
}
type Recorder = ReturnType<typeof recorder>;

/** The first lines of an error that say what failed: its message, and what Playwright received or found. */
function whatFailed(error: unknown): string {
  const lines = (error instanceof Error ? error.message : String(error)).split('\n').map((line) => line.trim());
  const said = lines.filter((line, index) => index === 0 || /^(Received|Error|Call log|- waiting for|strict mode)/.test(line)).slice(0, 4);
  return said.join(' · ').slice(0, 400);
}

/** Runs a check, noting what it throws instead of stopping the audit: one route's trouble never hides the next route's findings. */
async function checking(record: Recorder, check: string, run: () => Promise<void>): Promise<boolean> {
  try {
    await record.timed(check, run);
    return true;
  } catch (error) {
    record.note(check, whatFailed(error));
    return false;
  }
}

/** The audit of one visitor with JavaScript: every route loaded once at LOAD_WIDTH, then widened. */
async function auditVisitor(browser: Browser, baseURL: string, visitor: Visitor, routes: SiteRoute[], token: string | null): Promise<Audit> {
  const record = recorder(visitor.who);
  const { note, timed } = record;
  const context = await browser.newContext({ baseURL, viewport: { width: LOAD_WIDTH, height: HEIGHT } });
  await auditContext(context, token);
  const page = await context.newPage();

  /** The page at another width, laid out, and whether it fits. */
  const widen = async (width: number) => {
    await timed('widen', async () => {
      await page.setViewportSize({ width, height: HEIGHT });
      await twoFrames(page);
    });
    const overflow = await timed('overflow', () => overflowProblem(page));
    if (overflow) note('overflow', overflow);
  };

  // This load's requests: those still open, the scripts it fetched, and its GETs by URL.
  const requests = openRequests(page);
  /** Waits for the page to go quiet after a step that loads more; a page that does not is a finding. */
  const quiet = async () => {
    const open = await timed('quiet', () => requests.quiet(QUIET_MS, QUIET_WITHIN));
    if (open) note('quiet', open);
  };
  let scripts: string[] = [];
  let gets: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
    if (request.method() === 'GET') gets.push(request.url());
    // Every app's code and styles come from the site's own origin, the remotes' under /_apps/ (decision 105).
    if (['script', 'stylesheet'].includes(request.resourceType()) && new URL(request.url()).origin !== new URL(baseURL).origin)
      note('origin', `${request.resourceType()} from another origin: ${request.url()}`);
  });
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url } = message.location();
    // The 404 route answers 404 by design: the document and the lookups of the page it cannot find.
    if (record.path === NOT_FOUND && /status of 404/.test(message.text()) && url.includes(NOT_FOUND)) return;
    note('console', `${message.text().slice(0, 300)}${url ? ` (${url})` : ''}`);
  });
  page.on('pageerror', (error) => note('page error', error.message.slice(0, 300)));
  page.on('response', (response) => {
    if (response.status() >= 500) note('server error', `${response.status()} ${response.request().method()} ${response.url()}`);
  });

  for (const route of routes) {
    record.audit.routes += 1;
    record.at(route.path, LOAD_WIDTH);
    requests.reset();
    scripts = [];
    gets = [];
    const member = route.path.startsWith('/profile');
    const sentHome = token !== null && SENT_HOME.includes(route.path);
    await page.setViewportSize({ width: LOAD_WIDTH, height: HEIGHT });
    let html = '';
    // A page that never finishes loading (a script or picture that never comes) is a finding, not an audit held until its timeout.
    const loaded = await checking(record, 'load', async () => {
      const response = await page.goto(route.path, { timeout: SHOWS_WITHIN });
      if (!response) throw new Error('no response');
      const status = route.path === NOT_FOUND ? 404 : 200;
      if (response.status() !== status) note('status', `${response.status()}, not ${status}`);
      const headers = response.headers();
      for (const problem of securityHeaderProblems(headers)) note('security headers', problem);
      html = await response.text();
      const { nonces, problems } = inlineScripts(html, headers['content-security-policy'] ?? '');
      for (const problem of problems) note('nonce', problem);
      for (const nonce of nonces) record.audit.nonces.push({ path: route.path, nonce });
    });
    if (!loaded) continue;

    // Every page is rendered on the server, the member area as its chrome and a loading state (server-render.spec.ts); its head
    // preloads the shell's entry script, which React's bootstrap script runs after the page's markup (decision 137).
    if (!html.includes('<script type="application/json" id="valley-server-data">')) note('server render', 'not rendered on the server');
    else if (!preloadsIn(html.slice(0, html.indexOf('</head>')), 'script', page.url()).some((url) => /\/main\.[0-9a-f]+\.js$/.test(url)))
      note('scripts', "the head does not preload the shell's entry script");
    else if (!/<script src="[^"]*\/main\.[0-9a-f]+\.js"[^>]* async=""><\/script><\/body>/.test(html))
      note('scripts', "the shell's entry script does not end the page");

    const heading = page.getByRole('heading', { level: 1, name: sentHome ? HOME_HEADING : token && member ? undefined : route.heading }).first();
    const shown = await checking(record, 'content', async () => {
      await expect(heading, `the page title ${sentHome ? "home's" : `'${route.heading}'`}`).toBeVisible({ timeout: SHOWS_WITHIN });
    });
    if (!shown) continue;
    const unhydrated = await timed('hydration', () => notHydrated(page, SHOWS_WITHIN));
    if (unhydrated) note('hydration', `${unhydrated} not hydrated within ${SHOWS_WITHIN / 1000} s`);
    // Hydrated, the page still shows what the server drew: an area whose code failed in the browser shows its fallback instead, and
    // marks itself hydrated (shell/src/federation/remote-area.tsx).
    const fallbacks = await page.getByRole('heading', { name: FALLBACK }).count();
    if (fallbacks > 0) note('content', `${fallbacks} remote area${fallbacks === 1 ? '' : 's'} showing '${FALLBACK}'`);
    // A signed-in page may show a loading state while it asks for the member's own version of a record (useRecordOrOwnDraft); it
    // shows its title again once answered.
    else await checking(record, 'content', () => expect(heading, 'the page title, once hydrated').toBeVisible({ timeout: SHOWS_WITHIN }));
    if (sentHome && new URL(page.url()).pathname !== '/') note('content', `a signed-in arrival stays on ${page.url()}`);

    const runsAxe = !token || member || SIGNED_IN_AXE.includes(route.path);
    // At a phone's width on the member screens, where a layout of their own hides what the desktop shows (public pages: at 1280 px).
    const runsPhoneAxe = member;
    const axe = () =>
      checking(record, 'axe', async () => {
        for (const violation of await seriousViolations(page)) note('axe', violation);
      });

    // The blocks below the first screen that the browser renders all render at once before printing (decision 024); the server drew
    // the others. Then the page goes quiet: what they fetch (lists, maps, pictures) has arrived.
    await timed('all blocks', () => page.evaluate(() => window.dispatchEvent(new Event('beforeprint'))));
    await quiet();
    if (runsPhoneAxe) await axe();
    // As wide as the page, so an overflow shows in the picture. Signed in, of the member screens only: a public page differs from the
    // signed-out one by its header's account link.
    const shoot = (width: number) =>
      SHOT_WIDTHS.has(width) && (!token || member)
        ? checking(record, 'screenshot', async () => {
            const { scrollWidth, height } = await page.evaluate(() => ({
              scrollWidth: document.documentElement.scrollWidth,
              height: document.documentElement.scrollHeight,
            }));
            await page.screenshot({
              path: join(ARTIFACTS, visitor.who, String(width), `${fileName(route.path)}.jpg`),
              type: 'jpeg',
              quality: 70,
              fullPage: true,
              clip: { x: 0, y: 0, width: Math.max(width, scrollWidth), height: Math.min(height, SHOT_HEIGHT) },
            });
          })
        : Promise.resolve(true);
    for (const width of NARROW_WIDTHS) {
      record.at(route.path, width);
      record.audit.views += 1;
      // The page is laid out at the width it loaded at.
      if (width !== LOAD_WIDTH) await widen(width);
      else {
        const overflow = await timed('overflow', () => overflowProblem(page));
        if (overflow) note('overflow', overflow);
      }
      await shoot(width);
    }

    // The desktop layout, scrolled through as a visitor would: the server-drawn blocks hydrate near the viewport and load their code,
    // lazy pieces (maps, sliders, pictures) arrive, under the CSP (decisions 054, 068). Signed in, where axe runs.
    record.at(route.path, DESKTOP_WIDTH);
    record.audit.views += 1;
    await widen(DESKTOP_WIDTH);
    if (runsAxe) {
      // A document Chromium stopped drawing is loaded again (decision 120): its requests are counted from the new load.
      await checking(record, 'scroll', () =>
        scrollThroughPage(page, {
          reloaded: () => {
            requests.reset();
            scripts = [];
            gets = [];
          },
        }),
      );
      await quiet();
      await axe();
    }
    await shoot(DESKTOP_WIDTH);
    if (VISUAL_PASS) {
      record.at(route.path, WIDE_WIDTH);
      record.audit.views += 1;
      await widen(WIDE_WIDTH);
      await shoot(WIDE_WIDTH);
    }

    // What the load did, now that it is done.
    const { csp, fetched, scripts: ran, scriptPreloads } = await recorded(page);
    for (const violation of csp) note('CSP', violation);
    // Each preload hint in the HTML is used by the app, over one request: a hint nobody uses, or a second request, wastes the link.
    const fetchHints = preloadsIn(html, 'fetch', page.url());
    for (const url of fetchHints) {
      if (!fetched.includes(url)) note('preload', `preloaded, never asked for: ${url}`);
      const times = gets.filter((sent) => sent === url).length;
      if (times !== 1) note('preload', `preloaded, fetched ${times} times: ${url}`);
    }
    const scriptHints = new Set([...preloadsIn(html, 'script', page.url()), ...scriptPreloads]);
    for (const url of scriptHints) if (!ran.includes(url)) note('preload', `script preloaded, never run: ${url}`);
    // Each script once: the shell's entry and its React DOM always, each remote's entry and chunks as the page needs them (decision 071).
    for (const url of new Set(scripts)) {
      const times = scripts.filter((sent) => sent === url).length;
      if (times !== 1) note('scripts', `fetched ${times} times: ${url}`);
    }
    for (const [name, pattern] of [
      ['the shell entry', /\/main\.[0-9a-f]+\.js$/],
      ["the shell's React DOM", /\/react-dom\.[0-9a-f]+\.js$/],
    ] as const)
      if (!scripts.some((url) => pattern.test(url))) note('scripts', `${name} was not fetched`);
    // Each remote area on the page (the route's remote) came with its remote's entry.
    const areas = await page.locator('[data-remote]').evaluateAll((elements) => elements.map((element) => element.getAttribute('data-remote')!));
    for (const remote of new Set(areas)) {
      const base = new URL(`/_apps/${remote.replace('_', '-')}/`, baseURL).href;
      if (!scripts.some((url) => url.startsWith(base) && url.endsWith('/remoteEntry.js'))) note('scripts', `${remote}'s remote entry was not fetched`);
    }
    // Each stylesheet is linked and fetched once: a remote's chunk loader finds the one the server linked by its URL (decision 105).
    const linked = await page.locator('link[rel="stylesheet"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    for (const url of new Set(linked)) {
      if (linked.filter((other) => other === url).length > 1) note('stylesheets', `linked twice: ${url}`);
      if (gets.filter((sent) => sent === url).length > 1) note('stylesheets', `fetched twice: ${url}`);
    }
  }
  record.at('(end)', null);
  await context.close();
  return record.audit;
}

/** The audit without JavaScript: what the server sends is the page, its head and its layout (decisions 048, 051, 085). */
async function auditWithoutScripts(browser: Browser, baseURL: string, routes: SiteRoute[]): Promise<Audit> {
  const record = recorder('no-javascript');
  const { note } = record;
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: { width: DESKTOP_WIDTH, height: HEIGHT } });
  await auditContext(context, null);
  const page = await context.newPage();
  page.on('response', (response) => {
    if (response.status() >= 500) note('server error', `${response.status()} ${response.request().method()} ${response.url()}`);
  });
  for (const route of routes) {
    record.audit.routes += 1;
    record.at(route.path, DESKTOP_WIDTH);
    await page.setViewportSize({ width: DESKTOP_WIDTH, height: HEIGHT });
    await checking(record, 'load', async () => {
      const response = await page.goto(route.path, { timeout: SHOWS_WITHIN });
      if (!response) throw new Error('no response');
      const status = route.path === NOT_FOUND ? 404 : 200;
      if (response.status() !== status) note('status', `${response.status()}, not ${status}`);
      const html = await response.text();
      const { nonces, problems } = inlineScripts(html, response.headers()['content-security-policy'] ?? '');
      for (const problem of problems) note('nonce', problem);
      for (const nonce of nonces) record.audit.nonces.push({ path: route.path, nonce });
      const name = typeof route.heading === 'string' && route.path !== NOT_FOUND ? route.heading : null;
      // What the server said of its render (Server-Timing: its passes, and why a page is degraded), beside a head that is wrong.
      const timing = response.headers()['server-timing'] ?? 'no Server-Timing';
      for (const problem of headProblems(html, route.path, name, isPrivate(route.path))) note('head', `${problem} (${timing})`);
    });
    // The main navigation's tabs are the desktop's: a phone has the menu (which needs JavaScript).
    await checking(record, 'content', async () => {
      await expect(page.getByRole('heading', { level: 1, name: route.heading }).first(), `the page title '${route.heading}'`).toBeVisible({
        timeout: 5_000,
      });
      await expect(page.getByRole('navigation', { name: 'Main' }), 'the main navigation').toBeVisible({ timeout: 1_000 });
    });
    // What the server drew fits a tablet and a phone before any script has run (decision 085). No frames to wait for: a page without
    // JavaScript runs no timer or frame callback (twoFrames would never end), and reading its width lays it out at the new size.
    for (const width of [DESKTOP_WIDTH, 768, 320]) {
      record.at(route.path, width);
      record.audit.views += 1;
      if (width !== DESKTOP_WIDTH) await page.setViewportSize({ width, height: HEIGHT });
      await checking(record, 'overflow', async () => {
        const overflow = await overflowProblem(page);
        if (overflow) note('overflow', overflow);
      });
    }
  }
  record.at('(end)', null);
  await context.close();
  return record.audit;
}

test('every public route and member screen, signed out, as a member, as the Board and without JavaScript: every check of one load', async ({
  browser,
  baseURL,
  request,
}) => {
  // It took 7.2 min on two cores shared with another run (e2e/test-results/site-walk/report.md has the time by step).
  test.setTimeout(720_000);
  const started = Date.now();
  const routes = await publicRoutes(request);
  expect(routes.length, 'the route table and its samples').toBeGreaterThan(25);
  // The site is up once it renders its home whole. The first render after a start loads the remotes' server code, which on two busy
  // cores outlasts a page's budget (1 s, shell/src/server/render.tsx): that page goes out degraded, by design, for the browser to finish,
  // and four visitors asking for it at once would each audit the cold start rather than the route.
  await expect
    .poll(async () => (await request.get('/')).headers()['server-timing'], { message: 'the home page rendered whole', timeout: 30_000 })
    .toMatch(/^(data;dur=\d+, render;dur=\d+;desc="\d pass(es)?"|cache;desc="hit")$/);
  mkdirSync(ARTIFACTS, { recursive: true });
  writeFileSync(REPORT, '# Route audit (under way)\n\n');
  const audits = await Promise.all([
    ...VISITORS.map(async (visitor) => {
      const token = visitor.email ? await memberToken(request, visitor.email) : null;
      return auditVisitor(browser, baseURL!, visitor, token ? [...routes, ...memberRoutes(visitor.board)] : routes, token);
    }),
    auditWithoutScripts(browser, baseURL!, routes),
  ]);
  const findings = audits.flatMap((audit) => audit.findings);
  // No two documents share a nonce: each response has its own (the same path loaded four times included).
  const nonces = audits.flatMap((audit) => audit.nonces);
  for (const [index, { path, nonce }] of nonces.entries()) {
    const earlier = nonces.findIndex((other) => other.nonce === nonce);
    if (earlier !== index) findings.push({ who: 'all', path, width: null, check: 'nonce', problem: `nonce ${nonce} also served for ${nonces[earlier]!.path}` });
  }
  const summary = audits.map((audit) => `${audit.who} ${audit.routes} routes, ${audit.views} views`).join('; ');
  const spent = audits
    .map(
      (audit) =>
        `- ${audit.who}: ${Object.entries(audit.spent)
          .map(([step, ms]) => `${step} ${(ms / 1000).toFixed(1)} s`)
          .join(', ')}`,
    )
    .join('\n');
  writeFileSync(
    REPORT,
    `# Route audit: ${summary} (${Math.round((Date.now() - started) / 1000)} s)\n\n${findingsReport(findings) || 'Nothing found.'}\n\n## Time by step\n\n${spent}\n`,
  );
  // The visual pass's one picture per width, of the signed-out routes, to keep beside the last pass's (docs/visual-pass/site/).
  if (VISUAL_PASS) await contactSheets(browser, join(ARTIFACTS, 'signed-out'), SHOT_WIDTHS);
  expect(findings, `what the audit found (screenshots and report.md in e2e/test-results/site-walk/):\n${findingsReport(findings)}`).toEqual([]);
});
