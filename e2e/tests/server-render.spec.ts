import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { Fleet } from '../support/fleet';
import { API_URL, FAULT_FLEET } from '../support/ports';
import { FALLBACK, REMOTES } from '../support/remotes';
import { blockHydrated, clickWhenSettled } from '../support/scroll';
import { publicRoutes } from '../support/site-routes';
// Days are New York days, as on the site: the journeys count them with the site's time module.
import { addDays, dayKeyOf } from '../../shared/src/lib/time';

// Server-rendered composition (issue 22, decision 048): every public page arrives as HTML from the shell's render server, composed
// from the remotes' server builds, and hydrates without a second request for its first screen.

type ListAnswer<T> = T[] | { data: T[] };
const listOf = <T>(body: ListAnswer<T>): T[] => (Array.isArray(body) ? body : body.data);

async function api<T>(request: APIRequestContext, path: string, body?: unknown): Promise<T> {
  const response = body === undefined ? await request.get(`${API_URL}${path}`) : await request.post(`${API_URL}${path}`, { data: body });
  expect(response.ok(), `${path} answered ${response.status()}`).toBe(true);
  return (await response.json()) as T;
}

/** The names a listing's first screen must show, read from the API's answer to the page's own first call. */
async function firstNames(request: APIRequestContext): Promise<Record<string, string[]>> {
  const names = (list: Array<{ name?: string; title?: string }>, count = 3) => list.slice(0, count).map((item) => (item.name ?? item.title)!);
  return {
    '/destinations': names(listOf(await api(request, '/destinations/search', { order: 'updated' }))),
    '/tips': names(listOf(await api(request, '/tips/list', { order: 'upcoming' }))),
    '/itineraries': names(listOf(await api(request, '/itineraries/list', { order: 'upcoming' }))),
  };
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test("a destination, an event and a post carry their schema.org description in the HTML, from the API's record", async ({ request }) => {
    const routes = await publicRoutes(request);
    const cases: Array<[prefix: string, type: RegExp, recordPath: (slug: string) => string]> = [
      ['/d/', /^(LocalBusiness|LodgingBusiness|Restaurant|TouristAttraction)$/, (slug) => `/destinations/get/${slug}`],
      ['/events/', /^Event$/, (slug) => `/events/get/${slug}`],
      ['/dispatch/', /^NewsArticle$/, (slug) => `/news/get/${slug}`],
    ];
    for (const [prefix, type, recordPath] of cases) {
      const route = routes.find((candidate) => candidate.path.startsWith(prefix) && !candidate.path.startsWith('/events/category/'))!;
      await test.step(route.path, async () => {
        const record = await api<{ name?: string; title?: string; starts?: string }>(request, recordPath(route.path.slice(prefix.length)));
        const html = await (await request.get(route.path)).text();
        const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
          (match) => JSON.parse(match[1]!) as Record<string, unknown>,
        );
        const item = blocks.find((block) => type.test(String(block['@type'])));
        expect(item, `${blocks.map((block) => block['@type']).join(', ')}`).toBeDefined();
        expect(item!.name ?? item!.headline).toBe(record.name ?? record.title);
        if (record.starts) expect(item!.startDate).toBe(record.starts);
        const crumbs = blocks.find((block) => block['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ item: string }> } | undefined;
        expect(new URL(crumbs!.itemListElement.at(-1)!.item).pathname).toBe(route.path);
      });
    }
  });

  test("the site search is a form: the header's box, and the phone Menu's, open the results the API answers, drawn by the server", async ({
    page,
    request,
  }) => {
    const [destination] = await api<Array<{ name: string; slug: string }>>(request, '/destinations/search', { name: 'Beaver Stadium' });
    expect(destination, 'the seed has Beaver Stadium').toBeDefined();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' }).first();
    await box.fill('Beaver Stadium');
    await box.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Beaver\+Stadium$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “Beaver Stadium”' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^\d+ results?$/ })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Destinations' }).getByRole('link', { name: destination!.name, exact: true })).toHaveAttribute(
      'href',
      `/d/${destination!.slug}`,
    );
    // Results pages are not for search engines.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);

    // Three characters ask for more, as the box does.
    await page.goto('/search?q=bea');
    await expect(page.getByText('Type more than three characters to search.')).toBeVisible();

    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Menu' }).click();
    const menuBox = page.getByRole('combobox', { name: 'Search the site' }).last();
    await menuBox.fill('Beaver Stadium');
    await menuBox.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Results for “Beaver Stadium”' })).toBeVisible();
  });

  test("a main tab is a link to its section's page", async ({ page, request }) => {
    const [first] = await api<Array<{ title: string; fields: { link: string | null } }>>(request, '/nav');
    expect(first!.fields.link, 'the seeded first tab has a section page').toBeTruthy();
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: first!.title }).click();
    await expect(page).toHaveURL(new URL(first!.fields.link!, page.url()).href);
  });

  test("a phone's Menu opens the site's sections and links, and Escape closes it (decision 108)", async ({ page, request }) => {
    const nav = await api<Array<{ title: string; fields: { link?: string } }>>(request, '/nav');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto('/');
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    await expect(menu).toBeHidden();
    const toggle = page.getByRole('button', { name: 'Menu' });
    await toggle.click();
    await expect(menu).toBeVisible();
    // Each section by its title, a native disclosure that opens to its links without JavaScript.
    for (const item of nav) await expect(menu.locator('summary', { hasText: item.title })).toBeVisible();
    await menu.locator('summary', { hasText: nav[0]!.title }).click();
    await expect(menu.getByRole('link', { name: `All of ${nav[0]!.title}` })).toBeVisible();
    await expect(menu.getByRole('link', { name: 'Sign In' })).toBeVisible();
    // Under the header's bar, not over it.
    expect((await menu.boundingBox())!.y).toBeGreaterThanOrEqual((await toggle.boundingBox())!.y + (await toggle.boundingBox())!.height);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
  });

  test('listings list the records the API answers, and each card links to its page', async ({ page, request }) => {
    for (const [path, names] of Object.entries(await firstNames(request))) {
      await test.step(path, async () => {
        await page.goto(path);
        for (const name of names) await expect(page.getByRole('main').getByText(name, { exact: true }).first()).toBeVisible();
        // A card is a link to its record's page (with JavaScript it opens the drawer instead).
        await page.getByRole('main').getByRole('button', { name: names[0], exact: true }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: names[0] })).toBeVisible();
      });
    }
  });

  test("a listing fits a phone's window, its cards one under another in the list's order, as they will be once hydrated", async ({ page, request }) => {
    const names = listOf(await api<ListAnswer<{ name: string }>>(request, '/destinations/search', { order: 'updated' }))
      .slice(0, 4)
      .map((place) => place.name);
    for (const [width, across] of [
      [320, 1],
      [768, 2],
    ] as const) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto('/destinations');
        expect(await page.evaluate(() => document.documentElement.scrollWidth), 'no horizontal scroll').toBe(width);
        const grid = page.getByRole('list', { name: 'places grid' });
        const tops = [];
        for (const name of names) tops.push((await grid.getByRole('button', { name, exact: true }).first().boundingBox())!.y);
        // Row by row: `across` cards side by side, then the next row below them.
        for (let index = across; index < tops.length; index += 1) expect(tops[index]!, names[index]).toBeGreaterThan(tops[index - across]!);
        if (across === 2) expect(Math.abs(tops[1]! - tops[0]!)).toBeLessThan(2);
      });
    }
  });

  test('the home page shows its content blocks below the first, not only the hero (decision 054)', async ({ page, request }) => {
    const home = await api<{ fields: { home_blocks: { extension: string; title: string | null }[] } }>(request, '/page/get/headless-home');
    // Blocks the shell draws itself, with a title of their own (remote blocks are the browser's).
    const titled = home.fields.home_blocks
      .slice(1)
      .filter((block) => ['content', 'highlights', 'valleys_slider', 'cta', 'tabs', 'meetings'].includes(block.extension) && block.title);
    expect(titled.length).toBeGreaterThan(3);
    await page.goto('/');
    for (const { title } of titled) await expect(page.getByRole('main').getByText(title!, { exact: true }).first()).toBeVisible();
  });

  test("the home page's upcoming events are in its HTML, styled, from the API's answer for its events block (decision 068)", async ({ page, request }) => {
    type EventsBlock = { extension: string; title: string | null; entry: { categories: number[]; limit: number; days: number } };
    const home = await api<{ fields: { home_blocks: EventsBlock[] } }>(request, '/page/get/headless-home');
    const block = home.fields.home_blocks.find((candidate) => candidate.extension === 'events')!;
    // The tab it opens on: category 7 when it is one of its tabs (public-site §7, §9), else its first.
    const opened = block.entry.categories.includes(7) ? 7 : block.entry.categories[0]!;
    const today = dayKeyOf(new Date());
    const [first] = listOf(
      await api<ListAnswer<{ title: string }>>(request, '/events/search', {
        categories: [opened],
        dates: `${today}|${addDays(today, block.entry.days)}`,
        limit: block.entry.limit,
      }),
    );
    await page.goto('/');
    const events = page.getByRole('main').getByRole('region', { name: block.title ?? 'Upcoming Events' });
    await events.scrollIntoViewIfNeeded();
    await expect(events.getByRole('link', { name: first!.title, exact: true }).first()).toBeVisible();
    // mf-events' own stylesheet is in the page: its heading is centred before any of its code runs (there is none here).
    await expect(events.getByRole('heading', { level: 2 })).toHaveCSS('text-align', 'center');
  });

  test('a long listing pages by links: the next page shows the next places the API answers, and Previous goes back (decision 053)', async ({
    page,
    request,
  }) => {
    const pageOf = async (number: number) =>
      await api<{ data: { name: string }[]; pagination: { total: number } }>(request, '/destinations/search/page', { order: 'name', page: number, limit: 24 });
    const [first, second] = await Promise.all([pageOf(1), pageOf(2)]);
    expect(first.pagination.total).toBeGreaterThan(48);
    await page.goto('/destinations?order=name');
    const main = page.getByRole('main');
    await expect(main.getByText(`Showing 24 of ${first.pagination.total} places`)).toBeVisible();
    await clickWhenSettled(main.getByRole('button', { name: 'Show More Places' }));
    await expect(page).toHaveURL(/\/destinations\?order=name&page=2$/);
    await expect(main.getByText(`Showing 25–48 of ${first.pagination.total} places`)).toBeVisible();
    for (const { name } of second.data.slice(0, 3)) await expect(main.getByRole('button', { name, exact: true })).toBeVisible();
    await expect(main.getByRole('button', { name: first.data[0]!.name, exact: true })).toHaveCount(0);
    // At the list's end too: the cards above it take their real height as they near the screen (decision 071).
    await clickWhenSettled(main.getByRole('link', { name: 'Previous Places' }));
    await expect(page).toHaveURL(/\/destinations\?order=name$/);
    await expect(main.getByRole('button', { name: first.data[0]!.name, exact: true })).toBeVisible();
  });

  test('the member area is never rendered for one visitor on the server: its chrome, a loading state, and no cache', async ({ request }) => {
    const response = await request.get('/profile');
    expect(response.headers()['cache-control']).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('This part of the site needs JavaScript');
    expect(html).toContain('Happy Valley');
    // The public pages, by contrast, may be kept a minute by a CDN.
    const events = await request.get('/events');
    expect(events.headers()['cache-control']).toContain('s-maxage=60');
    // And say where the server's time went: waiting for the remote and the API, and rendering.
    expect(events.headers()['server-timing']).toMatch(/^data;dur=\d+, render;dur=\d+;desc="[1-4] pass(es)?"$/);
  });

  test('a detail page shows its text, address and dates', async ({ page, request }) => {
    const [destination] = listOf(
      await api<ListAnswer<{ id: number; slug: string; name: string }>>(request, '/destinations/search', { name: 'Nittany Lion Inn' }),
    );
    const detail = await api<{ address?: { street?: string } | null; street?: string }>(request, `/destinations/get/${destination!.slug}`);
    await page.goto(`/d/${destination!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: destination!.name })).toBeVisible();
    const street = detail.address?.street ?? detail.street;
    if (street) await expect(page.getByRole('main').getByText(street).first()).toBeVisible();

    const [event] = listOf(await api<ListAnswer<{ slug: string; title: string }>>(request, '/events/search', { limit: 1 }));
    await page.goto(`/events/${event!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible();
    // Its dates, as the valley's calendar writes them (a weekday and a month name).
    await expect(
      page
        .getByRole('main')
        .getByText(/\b(Mon|Tue|Wed|Thu|Fri|Sat|Sun|Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)[a-z]*,? \d{1,2}\b/)
        .first(),
    ).toBeVisible();
  });

  test('a record the API does not have is the 404 screen, with status 404', async ({ page }) => {
    for (const path of ['/d/no-such-place', '/events/no-such-event', '/dispatch/no-such-post', '/tips/no-such-tip', '/no-such-page']) {
      await test.step(path, async () => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
        await expect(page.getByRole('link', { name: 'Go to Home Page' })).toBeVisible();
      });
    }
  });

  test('a crawler gets the whole page in one response: every block with its data, nothing left to a script to reveal (issue 44)', async ({ request }) => {
    const response = await request.get('/', { headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    // The home page's events block is a remote's (mf-events), drawn with its answers: its events are links in the HTML.
    const events = html.slice(html.indexOf('>Upcoming Events</h2>'));
    expect(events.length).toBeLessThan(html.length);
    expect(events).toMatch(/<a href="\/events\/[a-z0-9-]+"/);
    // React streams a late boundary as a hidden template and a script that moves it in: a crawler that runs no script never sees it.
    expect(html).not.toMatch(/<template id="B:|\$RC\(/);
    expect(html).toContain('</html>');
  });

  test('the calendar shows its month with the events the API answers for it, and a post its text', async ({ page, request }) => {
    const today = new Date().toLocaleDateString('en-US', { timeZone: 'America/New_York', month: 'long', year: 'numeric' });
    // Today's first event, in today's cell.
    const day = new Date().toLocaleDateString('en-CA', { timeZone: 'America/New_York' });
    const [event] = listOf(await api<ListAnswer<{ title: string }>>(request, '/events/search', { dates: `${day}|${day}`, order: 'upcoming', limit: 1 }));
    await page.goto('/calendar');
    await expect(page.getByRole('main').getByText(today).first()).toBeVisible();
    await expect(page.getByRole('main').getByText(event!.title).first()).toBeVisible();

    const [summary] = listOf(await api<ListAnswer<{ slug: string }>>(request, '/news/search?page=1&limit=1'));
    const post = await api<{ title: string; entry: { content: string } }>(request, `/news/get/${summary!.slug}`);
    // The start of the post's first paragraph of plain words.
    const paragraph = /<p>([\w ,.:?]{20,})/.exec(post.entry.content)?.[1]?.slice(0, 30);
    await page.goto(`/dispatch/${summary!.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible();
    expect(paragraph, 'the seeded post has a paragraph of text').toBeTruthy();
    await expect(page.getByRole('main').getByText(paragraph!, { exact: false }).first()).toBeVisible();
  });
});

test.describe('with JavaScript', () => {
  /** API calls a page made, by path. */
  function apiCalls(page: Page): string[] {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().startsWith(API_URL)) calls.push(`${request.method()} ${new URL(request.url()).pathname}`);
    });
    return calls;
  }

  test("moving between pages in the browser replaces the head: one title, description and address, and only the page's own JSON-LD", async ({
    page,
    request,
  }) => {
    const [event] = listOf(await api<ListAnswer<{ slug: string; title: string }>>(request, '/events/search', { order: 'upcoming', limit: 1 }));
    /** The head as a script-running crawler or a share sheet reads it now. */
    const head = () =>
      page.evaluate(() => ({
        title: document.title,
        titles: document.querySelectorAll('title').length,
        descriptions: document.querySelectorAll('meta[name="description"]').length,
        canonical: [...document.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map((link) => new URL(link.href).pathname),
        types: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => JSON.parse(script.textContent ?? '{}')['@type']),
      }));
    await page.goto(`/events/${event!.slug}`);
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    expect(await head()).toEqual({
      title: `${event!.title} | Happy Valley`,
      titles: 1,
      descriptions: 1,
      canonical: [`/events/${event!.slug}`],
      types: ['Event', 'BreadcrumbList'],
    });

    await page.getByRole('link', { name: 'Back to All Events' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Events/ })).toBeVisible();
    await expect
      .poll(head)
      .toEqual({ title: 'Events | Happy Valley', titles: 1, descriptions: 1, canonical: ['/events'], types: ['CollectionPage', 'BreadcrumbList'] });

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: event!.title })).toBeVisible();
    await expect.poll(head).toEqual({
      title: `${event!.title} | Happy Valley`,
      titles: 1,
      descriptions: 1,
      canonical: [`/events/${event!.slug}`],
      types: ['Event', 'BreadcrumbList'],
    });
  });

  test("a remote's block the server drew keeps its stylesheet once its code has run, which neither links nor fetches it again (decision 105)", async ({
    page,
  }) => {
    // Every route's stylesheets are checked the same way by the route audit (route-audit.spec.ts).
    const fetched: string[] = [];
    page.on('request', (sent) => fetched.push(sent.url()));
    await page.goto('/');
    const remoteSheets = () =>
      page.locator('link[rel="stylesheet"][href*="/_apps/"]').evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
    const linked = await remoteSheets();
    expect(linked.length, 'the page links a remote stylesheet').toBeGreaterThan(0);
    // The events block is drawn by the server with mf-events' stylesheet; its code arrives once it is in view (decision 068).
    const events = page
      .getByRole('main')
      .getByRole('region', { name: /events/i })
      .first();
    await events.scrollIntoViewIfNeeded();
    await blockHydrated(page, events);
    await expect(events.getByRole('heading', { level: 2 })).toHaveCSS('text-align', 'center');
    await page.waitForLoadState('networkidle');
    expect(await remoteSheets()).toEqual(linked);
    for (const url of linked)
      expect(
        fetched.filter((sent) => sent === url),
        url,
      ).toHaveLength(1);
  });

  test("the first screen's data is not fetched again by the browser", async ({ page, request }) => {
    const [destination] = listOf(await api<ListAnswer<{ slug: string; name: string }>>(request, '/destinations/search', { name: 'Nittany Lion Inn' }));
    const pages: Array<[string, RegExp]> = [
      ['/events', /^POST \/events\/search$/],
      ['/dispatch', /^GET \/news\/search$/],
      ['/destinations', /^POST \/destinations\/search$/],
      [`/d/${destination!.slug}`, new RegExp(`^GET /destinations/get/${destination!.slug}$`)],
      // Calls no route declares, found by rendering: the category, then its cards (decision 049).
      ['/c/restaurants', /^(GET \/categories\/get\/restaurants|POST \/destinations\/search\/page)$/],
    ];
    for (const [path, firstCall] of pages) {
      await test.step(path, async () => {
        const calls = apiCalls(page);
        await page.goto(path, { waitUntil: 'networkidle' });
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        const chrome = /^GET \/(nav|variables\/get\/global|nav\/get\/(top_menu|footer_menu_\d))$/;
        expect(calls.filter((call) => chrome.test(call) || firstCall.test(call))).toEqual([]);
      });
    }
  });
});

test.describe("the page's lead image loads with the HTML, not after the code and data (decisions 020, 058)", () => {
  test('each lead image is asked for while every API call is held back, once, at the width the page shows', async ({ page, request }) => {
    test.setTimeout(120_000);
    const routes = await publicRoutes(request);
    const destination = routes.find((route) => route.path.startsWith('/d/'))!;
    for (const path of ['/', '/destinations', destination.path, '/events', '/dispatch', '/about']) {
      const images: string[] = [];
      let resolve!: () => void;
      const imageAsked = new Promise<void>((done) => {
        resolve = done;
      });
      page.on('request', (asked) => {
        if (asked.resourceType() !== 'image' || !asked.url().startsWith(API_URL)) return;
        images.push(asked.url());
        resolve();
      });
      // No API answer arrives until an image has been asked for: the server-rendered page names its lead image in the HTML (the
      // preload React writes for it, which the server puts in <head>), so the browser asks for it before any script or data. A page
      // that needed an answer to show its lead image would wait for it for ever: its hydration's or its lead image's wait fails.
      await page.route(
        (url) => url.href.startsWith(API_URL) && !url.pathname.startsWith('/media/'),
        async (route) => {
          await imageAsked;
          await route.continue();
        },
      );
      await page.goto(path);
      const lead = page.locator('img[fetchpriority="high"]').first();
      await expect(lead, `${path}: the lead image, while every API answer waits for an image to be asked for`).toBeVisible();
      await expect.poll(() => lead.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0), { message: path }).toBe(true);
      await page.unrouteAll({ behavior: 'wait' });

      const shown = await lead.evaluate((image: HTMLImageElement) => image.currentSrc);
      const file = shown.split('?')[0]!;
      const sameFile = images.filter((url) => url.split('?')[0] === file);
      expect(sameFile, `${path}: the lead image is loaded once, at the width shown (no second width after a mismatched preload)`).toEqual([shown]);
      page.removeAllListeners('request');
    }
  });
});

test.describe('faults on the server-rendered path', () => {
  const fleet = new Fleet(FAULT_FLEET);
  test.beforeAll(async () => {
    await fleet.startAll();
  });
  test.afterAll(async () => {
    await fleet.stopAll();
  });
  test.use({ baseURL: fleet.url('shell') });

  for (const down of REMOTES.filter((remote) => remote.app !== 'mf-account')) {
    test(`${down.app} down: the HTML has the chrome and the fallback; Retry recovers once it is back`, async ({ page, request }) => {
      // A render server that has not loaded the remote's server code yet (a render server that has draws the page whole from it): the
      // fleet is shared, and an earlier journey may have rendered this page.
      await fleet.stop('shell');
      await fleet.start('shell');
      await fleet.stop(down.app);
      try {
        const response = await request.get(down.path);
        expect(response.status()).toBe(200);
        // Not held up by it: the server knew the remote was down, rather than waiting its budget out for it (decision 073). How long a
        // page takes is measured by `npm run perf` (perf/README.md), not asserted here.
        expect(response.headers()['server-timing']).toMatch(new RegExp(`degraded;desc="[^"]*\\b${down.name} unavailable\\b`));
        expect(response.headers()['cache-control'], 'a degraded page is kept by no one').toBe('no-store');
        const html = await response.text();
        expect(html).toContain(FALLBACK);
        expect(html).toContain('Happy Valley');

        await page.goto(down.path);
        await expect(page.getByRole('heading', { name: FALLBACK })).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('button').first()).toBeVisible();
      } finally {
        await fleet.start(down.app);
      }
      await page.getByRole('button', { name: 'Retry' }).click();
      await down.ready(page);
      await expect(page.getByRole('heading', { name: FALLBACK })).toHaveCount(0);
    });
  }
});
