import type { APIRequestContext, Browser, Page, Request } from '@playwright/test';
import { expect, test, waitingForHydration } from '../support/test';
import { memberToken } from '../support/site-routes';
import { API_URL, MAIN_FLEET } from '../support/ports';

// Partner insights (issue 27, decisions 046 and 074): what a visitor does on a destination shows in its owner's Insights tab within a
// minute, nobody else's, the Board's too, counted with the view token the API issued to that page; a browser under Global Privacy
// Control sends nothing; a beacon from another origin counts nothing, even with a token. Field vitals (decision 079): a visit's Core Web
// Vitals reach the Board's Page speed table under the same rules.

/** Seeded owner of both destinations below; another Destination member; the Board. */
const OWNER = 'greg.hess@example.com';
const OTHER = 'karen.musser@example.com';
const BOARD = 'dana.whitfield@example.com';
const TOWN = { slug: 'spring-mills', visited: 'Penns Creek Angler' };
const PRIVATE_VISIT = 'Spring Creek Outfitters';
/** Counted only by the cross-origin test. */
const ELSEWHERE_VISIT = 'Eagle Valley Fly Co.';
/** An origin that is not the site's: loopback, so the browser lets its page reach the local API, on a port no app of the run uses. */
const ELSEWHERE = `http://localhost:${MAIN_FLEET.shell + 77}`;

/** isbot counts HeadlessChrome as a crawler, so the visitor is a desktop Chrome; each context its own client for the throttle. */
const chrome = (version: number) => `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/${version}.0.0.0 Safari/537.36`;
test.use({ userAgent: chrome(131) });

interface Destination {
  id: number;
  name: string;
  slug: string;
}
interface Report {
  totals: Record<string, number>;
}

async function destination(request: APIRequestContext, name: string): Promise<Destination> {
  const found = (await (await request.post(`${API_URL}/destinations/search`, { data: { name } })).json()) as Destination[];
  const place = found.find((candidate) => candidate.name === name);
  expect(place, `the seeded ${name}`).toBeDefined();
  return place!;
}

/** One listing's last 7 days as the API answers `email`: the status, and the totals when it may see them. */
async function listingReport(request: APIRequestContext, email: string, id: number): Promise<{ status: number; report?: Report }> {
  const token = await memberToken(request, email);
  const answer = await request.get(`${API_URL}/api/insights/listing/destination/${id}?days=7`, { headers: { authorization: `Bearer ${token}` } });
  return { status: answer.status(), report: answer.ok() ? ((await answer.json()) as Report) : undefined };
}

const figures = (report?: Report) => ({ view: report?.totals.view, drawer: report?.totals.drawer, website: report?.totals.click_website });

/** A page signed in as `email`, the token stored where the auth store reads it (as the site walk does). */
async function memberPage(browser: Browser, request: APIRequestContext, email: string): Promise<Page> {
  const token = await memberToken(request, email);
  const context = await browser.newContext();
  await context.addInitScript((value) => localStorage.setItem('valley-auth', JSON.stringify({ state: { token: value }, version: 1 })), token);
  return waitingForHydration(await context.newPage());
}

/** The Insights tab of the member signed in on `page`, for the last 7 days. */
async function openInsights(page: Page) {
  await page.goto('/profile?tab=insights');
  await expect(page.getByRole('tab', { name: 'Insights', selected: true })).toBeVisible();
  // The radio is drawn as its label, which takes the click.
  await page.getByText('Last 7 days', { exact: true }).click();
  await expect(page.getByRole('radio', { name: 'Last 7 days' })).toBeChecked();
}

/** The row of a listing in the tab's 'Each listing' table: page views, drawer opens and link clicks as shown. */
const listingRow = (page: Page, name: string) =>
  page
    .getByRole('table', { name: 'Each listing' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name, exact: true }) });

/** The visitor opens the place's drawer from its town, goes to its page with More Info, and clicks its Website button. */
async function visit(page: Page, place: Destination) {
  await page.goto(`/towns/${TOWN.slug}`);
  await page.getByRole('list', { name: 'places grid' }).getByRole('button', { name: place.name, exact: true }).click();
  const drawer = page.getByRole('dialog', { name: place.name });
  await drawer.getByRole('link', { name: 'More Info' }).click();
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  const website = page.getByRole('list', { name: 'Links' }).getByRole('link', { name: 'Website' });
  const popup = page.waitForEvent('popup');
  await website.click();
  await (await popup).close();
}

/** Pages of a context that asks not to be tracked, the way a browser with Global Privacy Control does. */
async function privateContext(browser: Browser) {
  const context = await browser.newContext({ userAgent: chrome(130), extraHTTPHeaders: { 'Sec-GPC': '1' } });
  await context.addInitScript(() => Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }));
  return context;
}

test.beforeEach(async ({ context }) => {
  // The seeded websites are on the internet; the journey stays on the machine.
  await context.route(/^https:\/\/(?!localhost)/, (route) => route.abort());
});

test("a visit to a destination shows in its owner's Insights within a minute, not in another member's; the Board sees it", async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const place = await destination(request, TOWN.visited);
  const before = await listingReport(request, OWNER, place.id);
  expect(before.status).toBe(200);

  // Beacons' answers are not readable (a keepalive request), what they carry is: the token the page was issued.
  const beacons: { token?: string }[] = [];
  const tokens: string[] = [];
  page.on('request', (sending) => {
    if (sending.url() === `${API_URL}/api/insights/events`) beacons.push(JSON.parse(sending.postData() ?? '{}') as { token?: string });
  });
  page.on('response', async (response) => {
    if (response.url() !== `${API_URL}/api/insights/token`) return;
    const { token } = (await response.json().catch(() => ({}))) as { token?: string | null };
    if (token) tokens.push(token);
  });
  await visit(page, place);
  const expected = { view: before.report!.totals.view! + 1, drawer: before.report!.totals.drawer! + 1, website: before.report!.totals.click_website! + 1 };

  // The owner's tab, reloaded as a member would, shows the visit within a minute.
  const owner = await memberPage(browser, request, OWNER);
  await expect(async () => {
    await openInsights(owner);
    const cells = listingRow(owner, place.name).getByRole('cell');
    // Page views, drawer opens, link clicks (of every button), favorites, shares.
    await expect(cells.nth(0)).toHaveText(expected.view.toLocaleString('en-US'), { timeout: 2_000 });
    await expect(cells.nth(1)).toHaveText(expected.drawer.toLocaleString('en-US'), { timeout: 2_000 });
  }).toPass({ timeout: 60_000, intervals: [2_000] });
  await owner.getByRole('combobox', { name: /^Listing/ }).selectOption({ label: `${place.name} (destination)` });
  const website = owner
    .getByRole('table', { name: 'Clicks per link button' })
    .getByRole('row')
    .filter({ has: owner.getByRole('rowheader', { name: 'Website' }) });
  await expect(website.getByRole('cell').first()).toHaveText(expected.website.toLocaleString('en-US'));
  expect(figures((await listingReport(request, OWNER, place.id)).report)).toEqual(expected);
  expect(tokens.length, 'view tokens the page was issued').toBeGreaterThan(0);
  expect(beacons.length, 'beacons sent').toBeGreaterThan(0);
  for (const beacon of beacons) expect(tokens, 'each beacon carries a token the page was issued').toContain(beacon.token);
  await owner.context().close();

  // Another member: the API answers as if the listing did not exist, and their tab does not list it.
  expect((await listingReport(request, OTHER, place.id)).status).toBe(404);
  const other = await memberPage(browser, request, OTHER);
  await openInsights(other);
  await expect(other.getByRole('heading', { name: 'Your listings' })).toBeVisible();
  await expect(other.getByRole('table', { name: 'Each listing' })).toBeVisible();
  await expect(listingRow(other, place.name)).toHaveCount(0);
  await expect(other.getByRole('combobox', { name: /^Listing/ }).getByRole('option', { name: new RegExp(place.name) })).toHaveCount(0);
  await expect(other.getByRole('heading', { name: 'The valley' })).toHaveCount(0);
  expect(
    (await request.get(`${API_URL}/api/insights/board?days=7`, { headers: { authorization: `Bearer ${await memberToken(request, OTHER)}` } })).status(),
  ).toBe(403);
  await other.context().close();

  // The Board: the listing's figures, and the valley in its tab.
  const board = await listingReport(request, BOARD, place.id);
  expect(board.status).toBe(200);
  expect(figures(board.report)).toEqual(expected);
  const boardPage = await memberPage(browser, request, BOARD);
  await openInsights(boardPage);
  await expect(boardPage.getByRole('heading', { name: 'The valley' })).toBeVisible();
  await expect(boardPage.getByRole('table', { name: 'Most viewed listings' })).toBeVisible();
  await boardPage.context().close();
});

test('a browser under Global Privacy Control sends nothing, and the counts do not move', async ({ browser, request }) => {
  const place = await destination(request, PRIVATE_VISIT);
  const before = figures((await listingReport(request, OWNER, place.id)).report);
  const context = await privateContext(browser);
  await context.route(/^https:\/\/(?!localhost)/, (route) => route.abort());
  // The page's timers run on a clock the test moves on: the tracker's wait before it sends passes at once.
  await context.clock.install();
  // Hydrated before the click, so the tracker could count it if it sent anything.
  const page = waitingForHydration(await context.newPage());
  const sent: string[] = [];
  page.on('request', (sending) => {
    if (sending.url().startsWith(`${API_URL}/api/insights/`)) sent.push(sending.url());
  });
  await page.goto(`/d/${place.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  const popup = page.waitForEvent('popup');
  await page.getByRole('list', { name: 'Links' }).getByRole('link', { name: 'Website' }).click();
  await (await popup).close();
  // Past the tracker's wait before it sends (FLUSH_DELAY_MS, 2 s), then the page is left, when it sends at once: the next page shows
  // only once the last one is gone.
  await page.clock.runFor(3_000);
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.close();
  expect(sent).toEqual([]);
  expect(figures((await listingReport(request, OWNER, place.id)).report)).toEqual(before);
});

test("a beacon from another origin counts nothing, even with a view token the API issued; the same beacon from the site's page counts", async ({
  page,
  request,
}) => {
  const place = await destination(request, ELSEWHERE_VISIT);
  const boardFigures = async () => figures((await listingReport(request, BOARD, place.id)).report);
  const before = await boardFigures();
  const issued = await request.post(`${API_URL}/api/insights/token`, {
    headers: { origin: `http://localhost:${MAIN_FLEET.shell}`, 'user-agent': chrome(131) },
  });
  const { token } = (await issued.json()) as { token: string | null };
  expect(token, 'a view token').toEqual(expect.any(String));
  const args = { url: `${API_URL}/api/insights/events`, body: JSON.stringify({ token, events: [{ kind: 'view', listing: 'destination', id: place.id }] }) };

  // The API answers another origin without CORS headers, so the browser reports the beacon as failed: either way it has been answered.
  const answered = () =>
    new Promise<void>((resolve) => {
      const done = (request: Request) => {
        if (request.url() === args.url && request.postData() === args.body) resolve();
      };
      page.on('requestfinished', done);
      page.on('requestfailed', done);
    });

  await page.route(`${ELSEWHERE}/**`, (route) =>
    route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Elsewhere</title><p>Another site</p>' }),
  );
  await page.goto(`${ELSEWHERE}/`);
  const fromElsewhere = answered();
  expect(await page.evaluate(({ url, body }) => navigator.sendBeacon(url, body), args)).toBe(true);
  await fromElsewhere;
  expect(await boardFigures()).toEqual(before);

  await page.goto('/about');
  expect(await page.evaluate(({ url, body }) => navigator.sendBeacon(url, body), args)).toBe(true);
  await expect.poll(async () => (await boardFigures()).view, { timeout: 10_000 }).toBe((before.view ?? 0) + 1);
});

/** The Board's field vitals for the last 7 days, as the API answers: samples of each metric of one route on a desktop. */
async function fieldSamples(request: APIRequestContext, route: string): Promise<Record<string, number>> {
  const token = await memberToken(request, BOARD);
  const answer = await request.get(`${API_URL}/api/insights/board/vitals?days=7`, { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  const { pages } = (await answer.json()) as { pages: { route: string; device: string; metrics: Record<string, { samples: number } | null> }[] };
  const page = pages.find((candidate) => candidate.route === route && candidate.device === 'desktop');
  return Object.fromEntries(['LCP', 'INP', 'CLS', 'TTFB'].map((metric) => [metric, page?.metrics[metric]?.samples ?? 0]));
}

test("field vitals from a visit appear in the Board's view: the route's row, rated, with what was responsible", async ({ page, request, browser }) => {
  test.setTimeout(120_000);
  const route = 'discover/tips';
  const before = await fieldSamples(request, route);

  // The page's tracker asks for its view token once web-vitals, loaded after the page, reports the first metric (TTFB).
  const issued = page.waitForResponse((response) => response.url() === `${API_URL}/api/insights/token`);
  await page.goto('/tips');
  const heading = page.getByRole('heading', { level: 1, name: 'Local Tips' });
  await expect(heading).toBeVisible();
  expect(((await (await issued).json()) as { token: string | null }).token, 'a view token for this page view').toEqual(expect.any(String));
  // An interaction, so the visit has an INP. web-vitals counts only interactions of 40 ms or more, and one it sees only if its observer
  // was listening or the browser buffered the entry, which Event Timing does from 104 ms: 150 ms of work makes the click count either way.
  // The work is on the document, not the heading, so a heading React replaces after this line still gets it.
  await page.evaluate(() =>
    document.addEventListener('click', () => {
      const end = performance.now() + 150;
      while (performance.now() < end);
    }),
  );
  await heading.click();
  // web-vitals takes an interaction into INP in an idle callback; one still waiting when the page is hidden is lost (web-vitals 6's
  // onINP). An idle callback asked for now runs after it, so the visitor leaves once the tap is counted, as one who reads a moment would.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
  // Another tab of the browser stays open; closing the visited one hides it, and the page sends what it measured as it goes.
  const other = await page.context().newPage();
  await page.close({ runBeforeUnload: true });

  await expect
    .poll(() => fieldSamples(request, route), { timeout: 30_000, message: 'the visit reaches the API' })
    .toEqual({ LCP: before.LCP! + 1, INP: before.INP! + 1, CLS: before.CLS! + 1, TTFB: before.TTFB! + 1 });

  const board = await memberPage(browser, request, BOARD);
  await openInsights(board);
  await expect(board.getByRole('heading', { name: 'Page speed from real visits' })).toBeVisible();
  const row = board
    .getByRole('table', { name: 'Each page and device' })
    .getByRole('row')
    .filter({ has: board.getByRole('rowheader', { name: route, exact: true }) })
    .filter({ has: board.getByRole('cell', { name: 'Desktop', exact: true }) });
  await expect(row).toHaveCount(1);
  const cells = row.getByRole('cell');
  // Device, LCP, INP, CLS, TTFB, page views measured, most often responsible, trend: each figure rated in words.
  await expect(cells.nth(1)).toHaveText(/^\d+\.\d s (Good|Needs improvement|Poor)$/);
  await expect(cells.nth(2)).toHaveText(/^[\d,]+ ms (Good|Needs improvement|Poor)$/);
  await expect(cells.nth(3)).toHaveText(/^\d+\.\d\d (Good|Needs improvement|Poor)$/);
  await expect(cells.nth(4)).toHaveText(/^[\d,]+ ms (Good|Needs improvement|Poor)$/);
  await expect(cells.nth(5)).toHaveText(String(before.LCP! + 1));
  await expect(cells.nth(6)).toContainText('LCP: ');
  await expect(cells.nth(7)).toContainText('Week of');
  await board.context().close();
  await other.close();
});
