import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { API_URL } from '../support/ports';
import { blockHydrated, clickWhenSettled } from '../support/scroll';
// Days are New York days, as on the site: the journeys count them with the site's time module (no imports of its own).
import { addDays, dayKeyOf, formatDay, TIME_ZONE, weekdayOf } from '../../shared/src/lib/time';

const TODAY = dayKeyOf(new Date());
/** A year either side of today: the seed holds more than one page (48) of events in it. */
const WIDE = { from: addDays(TODAY, -365), to: addDays(TODAY, 365) };
const WIDE_URL = `/events?from=${WIDE.from}&to=${WIDE.to}`;

interface Pagination {
  total: number;
}

async function searchTotal(request: import('@playwright/test').APIRequestContext, body: Record<string, unknown>): Promise<number> {
  const answer = await request.post(`${API_URL}/events/search`, { data: { page: 1, limit: 48, order: 'upcoming', ...body } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { pagination: Pagination }).pagination.total;
}

/** The body of an /events/search request the page sent. */
const searchBody = (request: import('@playwright/test').Request) => (request.postDataJSON() ?? {}) as Record<string, unknown>;
const isSearch = (request: import('@playwright/test').Request) => request.method() === 'POST' && new URL(request.url()).pathname === '/events/search';

/** A small RFC 5545 reader: unfolded property lines per component. */
function parseIcs(text: string): { name: string; lines: string[] }[] {
  const components: { name: string; lines: string[] }[] = [];
  const stack: { name: string; lines: string[] }[] = [];
  for (const line of text
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean)) {
    if (line.startsWith('BEGIN:')) {
      const component = { name: line.slice(6), lines: [] as string[] };
      components.push(component);
      stack.push(component);
    } else if (line.startsWith('END:')) {
      expect(stack.pop()?.name).toBe(line.slice(4));
    } else {
      stack.at(-1)?.lines.push(line);
    }
  }
  expect(stack).toHaveLength(0);
  return components;
}

test.describe('events listing (/events)', () => {
  test.beforeEach(async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
  });

  test('Load More appends page 2 and the count follows', async ({ page, request }) => {
    const total = await searchTotal(request, { dates: `${WIDE.from}|${WIDE.to}` });
    expect(total, 'the seed has more than one page of events in two years').toBeGreaterThan(48);
    await page.clock.install();
    await page.goto(WIDE_URL);
    await expect(page.getByText(`Showing 48 of ${total} events`)).toBeVisible();
    const page2 = page.waitForRequest((sent) => isSearch(sent) && searchBody(sent).page === 2);
    // Bringing the button into view is a scroll near the end, which loads page 2 by itself 300 ms later: the page's clock stands still
    // while the button is pressed, so page 2 is the button's.
    await page.clock.pauseAt(Date.now() + 1_000);
    await clickWhenSettled(page.getByRole('button', { name: 'Load More Events' }));
    expect(searchBody(await page2)).toMatchObject({ page: 2, limit: 48, dates: `${WIDE.from}|${WIDE.to}` });
    await page.clock.resume();
    await expect(page.getByText(`Showing ${total} of ${total} events`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Events' }).getByRole('article')).toHaveCount(total);
    await expect(page.getByRole('button', { name: 'Load More Events' })).toHaveCount(0);
  });

  test('the grid has 6 columns from 1300 px, 4 from 900 px and 1 under 900 px, where the view toggle goes (public-site §4)', async ({ page }) => {
    await page.goto(WIDE_URL);
    const grid = page.getByRole('list', { name: 'Events' });
    await expect(grid.getByRole('article').first()).toBeVisible();
    const columns = () => grid.evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
    for (const [width, expected] of [
      [1300, 6],
      [1299, 4],
      [900, 4],
      [899, 1],
    ] as const) {
      await page.setViewportSize({ width, height: 900 });
      await expect.poll(columns, `columns at ${width} px`).toBe(expected);
    }
    await expect(page.getByRole('group', { name: 'View' })).toBeHidden();
  });

  test('scrolling near the bottom loads page 2', async ({ page, request }) => {
    const total = await searchTotal(request, { dates: `${WIDE.from}|${WIDE.to}` });
    await page.goto(WIDE_URL);
    await expect(page.getByText(`Showing 48 of ${total} events`)).toBeVisible();
    const page2 = page.waitForRequest((sent) => isSearch(sent) && searchBody(sent).page === 2);
    await page.mouse.wheel(0, 50_000);
    await page2;
    await expect(page.getByText(`Showing ${total} of ${total} events`)).toBeVisible();
  });

  test('a category chip filters from page 1; All clears it', async ({ page, request }) => {
    const categories = (await (await request.get(`${API_URL}/events/categories`)).json()) as { id: number; name: string }[];
    const music = categories.find((category) => category.name === 'Music');
    expect(music).toBeTruthy();
    const musicTotal = await searchTotal(request, { dates: `${WIDE.from}|${WIDE.to}`, categories: [music!.id] });
    const total = await searchTotal(request, { dates: `${WIDE.from}|${WIDE.to}` });

    await page.goto(WIDE_URL);
    await expect(page.getByText(`Showing 48 of ${total} events`)).toBeVisible();
    // Every event shows (scrolling near the end loads page 2; pressing Load More, which that scroll can beat, has its own test).
    await page.mouse.wheel(0, 50_000);
    await expect(page.getByText(`Showing ${total} of ${total} events`)).toBeVisible();

    const chips = page.getByRole('group', { name: 'Event categories' });
    const filtered = page.waitForRequest((sent) => isSearch(sent) && Array.isArray(searchBody(sent).categories));
    await chips.getByRole('button', { name: 'Music' }).click();
    expect(searchBody(await filtered)).toMatchObject({ page: 1, categories: [music!.id] });
    await expect(page.getByText(`Showing ${musicTotal} of ${musicTotal} events`)).toBeVisible();
    await expect(chips.getByRole('button', { name: 'Music' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(new RegExp(`categories=${music!.id}`));

    await chips.getByRole('button', { name: 'All', exact: true }).click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(chips.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(/^Showing \d+ of \d+ events$/)).toBeVisible();
  });

  test('the date range filter narrows the listing and lives in the URL', async ({ page, request }) => {
    const from = addDays(TODAY, 1);
    const to = addDays(TODAY, 10);
    const expected = await searchTotal(request, { dates: `${from}|${to}` });
    expect(expected, 'the seed has events in the next ten days').toBeGreaterThan(0);
    await page.goto('/events');
    await expect(page.getByText(/^Showing \d+ of \d+ events$/)).toBeVisible();

    await page.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter Events' });
    await expect(drawer.getByRole('group', { name: 'Categories' }).getByRole('checkbox').first()).toBeVisible();
    await drawer.getByLabel('From', { exact: true }).fill(from);
    await drawer.getByLabel('To', { exact: true }).fill(to);
    const filtered = page.waitForRequest((sent) => isSearch(sent) && searchBody(sent).dates === `${from}|${to}`);
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await filtered;
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`from=${from}&to=${to}`));
    await expect(page.getByText(`Showing ${expected} of ${expected} events`)).toBeVisible();

    // The range survives a reload: it is in the URL.
    await page.reload();
    await expect(page.getByText(`Showing ${expected} of ${expected} events`)).toBeVisible();
  });

  test("Sort By keeps the visitor's place", async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByText(/^Showing \d+ of \d+ events$/)).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 1233));
    await page.getByLabel('Sort By').scrollIntoViewIfNeeded();
    const place = await page.evaluate(() => window.scrollY);
    expect(place).toBeGreaterThan(100);
    const sorted = page.waitForResponse((response) => isSearch(response.request()) && searchBody(response.request()).order === 'oldest');
    await page.getByLabel('Sort By').selectOption({ label: 'Oldest' });
    await sorted;
    await expect(page).toHaveURL(/order=oldest/);
    await expect(page.getByText(/^Showing \d+ of \d+ events$/)).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBeCloseTo(place, -1);
  });

  test('a card opens the event drawer; More Information goes to the event page', async ({ page }) => {
    await page.goto('/events');
    const first = page.getByRole('list', { name: 'Events' }).getByRole('article').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: title, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: title });
    await expect(drawer.getByRole('link', { name: 'Add to Google Calendar' })).toBeVisible();
    await drawer.getByRole('link', { name: 'More Information' }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to All Events' })).toHaveAttribute('href', '/events');
  });

  test('an event category page lists its events; an unknown one is a 404', async ({ page, request }) => {
    const category = (await (await request.get(`${API_URL}/events/categories/get/music`)).json()) as { id: number; name: string; description: string };
    const total = await searchTotal(request, { categories: [category.id], dates: `${TODAY}|${addDays(TODAY, 180)}` });
    await page.goto('/events/category/music');
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByText(category.description)).toBeVisible();
    await expect(page.getByText(`Showing ${total} of ${total} events`)).toBeVisible();
    await expect(page.getByRole('link', { name: `Subscribe to ${category.name} events` })).toHaveAttribute(
      'href',
      /^webcal:\/\/.*\/api\/events\/category\/music\/ics$/,
    );

    await page.goto('/events/category/no-such-category');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });
});

test.describe('events at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('Back closes the full-screen event drawer instead of leaving the page', async ({ page }) => {
    await page.goto('/');
    await page.goto('/events');
    const first = page.getByRole('list', { name: 'Events' }).getByRole('article').first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: title, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: title });
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/events');
    await expect(first).toBeVisible();
  });

  test('Back closes the calendar’s event drawer', async ({ page }) => {
    await page.goto('/calendar');
    const entry = page
      .getByRole('list', { name: /, \d{4}$/ })
      .getByRole('button')
      .first();
    await entry.click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page).toHaveURL('/calendar');
  });
});

test.describe('event detail (/events/{slug})', () => {
  test('shows the event with its recurrence sentence', async ({ page }) => {
    await page.goto('/events/sunday-bluegrass-jam');
    await expect(page.getByRole('heading', { level: 1, name: 'Sunday Bluegrass Jam' })).toBeVisible();
    await expect(page.getByText('Recurring Event')).toBeVisible();
    await expect(page.getByText('Every Sunday', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Next Date' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Port Matilda Roadhouse' })).toHaveAttribute('href', /^\/d\//);
    await expect(page.getByRole('button', { name: 'Save Sunday Bluegrass Jam to favorites' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Location' }).getByRole('link', { name: 'Get Directions' })).toBeVisible();
  });

  test('the downloaded .ics parses and holds the RRULE', async ({ page }) => {
    await page.goto('/events/sunday-bluegrass-jam');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Add to Calendar (.ics)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('sunday-bluegrass-jam.ics');
    const components = parseIcs(await readFile((await file.path())!, 'utf8'));
    expect(components[0]?.name).toBe('VCALENDAR');
    expect(components.find((component) => component.name === 'VTIMEZONE')?.lines).toContain(`TZID:${TIME_ZONE}`);
    const events = components.filter((component) => component.name === 'VEVENT');
    expect(events).toHaveLength(1);
    expect(events[0]!.lines).toContain('RRULE:FREQ=WEEKLY;BYDAY=SU');
    expect(events[0]!.lines).toContain('SUMMARY:Sunday Bluegrass Jam');
    expect(events[0]!.lines.find((line) => line.startsWith('DTSTART'))).toMatch(/^DTSTART;TZID=America\/New_York:\d{8}T140000$/);
    expect(events[0]!.lines.find((line) => line.startsWith('UID:'))).toMatch(/^UID:event-\d+@/);
  });

  test('an unknown slug shows the 404 screen', async ({ page }) => {
    await page.goto('/events/no-such-event');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Home Page' })).toBeVisible();
  });
});

/** The entries of a day on the month grid: those in its cell, or all of them from its '+N more'. */
async function eventsOn(page: Page, day: string): Promise<string[]> {
  const label = formatDay(day, 'full');
  const more = page.getByRole('button', { name: `more events on ${label}`, exact: false });
  if ((await more.count()) === 0) return page.getByRole('list', { name: label, exact: true }).getByRole('button').allInnerTexts();
  await more.click();
  const dialog = page.getByRole('dialog', { name: label });
  const entries = await dialog.getByRole('list').getByRole('button').allInnerTexts();
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  return entries;
}

/** Opens an entry of a day, from its cell or from its '+N more'. */
async function openOn(page: Page, day: string, name: RegExp): Promise<void> {
  const label = formatDay(day, 'full');
  const inCell = page.getByRole('list', { name: label, exact: true }).getByRole('button', { name });
  if ((await inCell.count()) > 0) return inCell.click();
  await page.getByRole('button', { name: `more events on ${label}`, exact: false }).click();
  await page.getByRole('dialog', { name: label }).getByRole('button', { name }).click();
}

test.describe('calendar (/calendar)', () => {
  test('a weekly recurring event appears on each matching day of the month', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/calendar');
    await expect(page.getByRole('table')).toBeVisible();
    // Next month lies wholly inside the window (7 days back to 180 ahead).
    await page.getByRole('button', { name: 'Next month' }).click();
    const [year, month] = addDays(`${TODAY.slice(0, 7)}-01`, 40)
      .split('-')
      .map(Number) as [number, number];
    const monthName = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, 1)));
    await expect(page.getByRole('heading', { name: monthName })).toBeVisible();

    const days: string[] = [];
    for (let day = `${year}-${String(month).padStart(2, '0')}-01`; Number(day.slice(5, 7)) === month; day = addDays(day, 1)) days.push(day);
    const sundays = days.filter((day) => weekdayOf(day) === 0);
    for (const day of sundays) expect(await eventsOn(page, day), day).toContainEqual(expect.stringContaining('Sunday Bluegrass Jam'));
    const monday = days.find((day) => weekdayOf(day) === 1)!;
    expect(await eventsOn(page, monday)).not.toContainEqual(expect.stringContaining('Sunday Bluegrass Jam'));
    // A cell shows at most three entries whole; a busier day says how many more it has.
    for (const cell of await page.getByRole('table').getByRole('list').all()) expect(await cell.getByRole('button').count()).toBeLessThanOrEqual(3);
    await expect(page.getByRole('button', { name: /^\d+ more events on / }).first()).toHaveText(/^\+\d+ more$/);

    await openOn(page, sundays[1]!, /Sunday Bluegrass Jam/);
    const drawer = page.getByRole('dialog', { name: 'Sunday Bluegrass Jam' });
    await expect(drawer.getByText('Every Sunday', { exact: true })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'More Information' })).toHaveAttribute('href', '/events/sunday-bluegrass-jam');
  });

  test('narrower than 900 px it is a week list', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/calendar');
    const sunday = addDays(TODAY, -weekdayOf(TODAY));
    await expect(page.getByRole('heading', { name: `Week of ${formatDay(sunday, 'full')}` })).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    await expect(page.getByRole('list', { name: formatDay(sunday, 'full') }).getByRole('button', { name: /Sunday Bluegrass Jam/ })).toBeVisible();
    await page.getByRole('button', { name: 'Next week' }).click();
    await expect(page.getByRole('heading', { name: `Week of ${formatDay(addDays(sunday, 7), 'full')}` })).toBeVisible();
    await expect(page.getByRole('list', { name: formatDay(addDays(sunday, 7), 'full') }).getByRole('button', { name: /Sunday Bluegrass Jam/ })).toBeVisible();
  });
});

test.describe('home events block', () => {
  test('the category tabs switch the carousel’s category', async ({ page, request }) => {
    const home = await (await request.get(`${API_URL}/page/get/headless-home`)).json();
    const block = (home.fields.home_blocks as { extension: string; title: string; entry: { categories: number[]; limit: number; days: number } }[]).find(
      (item) => item.extension === 'events',
    )!;
    const categories = (await (await request.get(`${API_URL}/events/categories`)).json()) as { id: number; name: string }[];
    const second = categories.find((category) => category.id === block.entry.categories[1])!;
    const dates = `${TODAY}|${addDays(TODAY, block.entry.days)}`;
    const [firstOfSecond] = (await (
      await request.post(`${API_URL}/events/search`, { data: { categories: [second.id], dates, limit: block.entry.limit } })
    ).json()) as { title: string }[];

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/');
    const tabs = page.getByRole('tablist', { name: `${block.title} categories` });
    await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'true');
    // The server drew the block; its tabs answer once mf-events' code has hydrated it (decision 068).
    await blockHydrated(page, tabs);
    const switched = page.waitForRequest((sent) => isSearch(sent) && JSON.stringify(searchBody(sent).categories) === JSON.stringify([second.id]));
    await tabs.getByRole('tab', { name: second.name }).click();
    await switched;
    await expect(tabs.getByRole('tab', { name: second.name })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab').first()).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel').getByRole('link', { name: firstOfSecond!.title, exact: true }).first()).toBeVisible();
  });
});

test.describe('events without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a category chip is a link to the listing of that category, with the events the API answers for it', async ({ page, request }) => {
    const categories = (await (await request.get(`${API_URL}/events/categories`)).json()) as { id: number; name: string }[];
    await page.goto(WIDE_URL);
    const chips = page.getByRole('group', { name: 'Event categories' });
    // The first category with events in the window.
    let chosen: { id: number; name: string; total: number } | undefined;
    for (const category of categories) {
      const total = await searchTotal(request, { categories: [category.id], dates: `${WIDE.from}|${WIDE.to}` });
      if (total > 0) {
        chosen = { ...category, total };
        break;
      }
    }
    expect(chosen, 'the seed has events in some category').toBeDefined();
    await chips.getByRole('button', { name: chosen!.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]categories=${chosen!.id}(&|$)`));
    await expect(page).toHaveURL(new RegExp(`[?&]from=${WIDE.from}(&|$)`));
    await expect(chips.getByRole('button', { name: chosen!.name, exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText(new RegExp(`^Showing ${Math.min(chosen!.total, 48)} of ${chosen!.total} events?$`))).toBeVisible();
    await chips.getByRole('button', { name: 'All', exact: true }).click();
    await expect(chips.getByRole('button', { name: 'All', exact: true })).toHaveAttribute('aria-pressed', 'true');
  });

  test('the listing pages by links: Load More Events is the next page, with the events the API answers for it (decision 053)', async ({ page, request }) => {
    const total = await searchTotal(request, { dates: `${WIDE.from}|${WIDE.to}` });
    expect(total).toBeGreaterThan(48);
    const second = await request.post(`${API_URL}/events/search`, { data: { page: 2, limit: 48, order: 'upcoming', dates: `${WIDE.from}|${WIDE.to}` } });
    const [next] = ((await second.json()) as { data: { title: string }[] }).data;
    await page.goto(WIDE_URL);
    await expect(page.getByText(`Showing 48 of ${total} events`)).toBeVisible();
    await clickWhenSettled(page.getByRole('button', { name: 'Load More Events' }));
    await expect(page).toHaveURL(/[?&]page=2$/);
    await expect(page.getByText(`Showing 49–${total} of ${total} events`)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Events' }).getByRole('article').first()).toContainText(next!.title);
    await page.getByRole('link', { name: 'Previous Events' }).click();
    await expect(page.getByText(`Showing 48 of ${total} events`)).toBeVisible();
  });
});
