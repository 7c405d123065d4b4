import type { Page } from '@playwright/test';
import { expect, test } from '../support/test';
// Days are New York days, as on the site: the journeys count them with the site's time module (no imports of its own).
import { addDays, dayKey, dayKeyOf, formatDay, startOfWeek, type DayKey } from '../../shared/src/lib/time';

const TODAY = dayKeyOf(new Date());
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** The first day of the month `by` months from today's. */
function monthStart(by: number): DayKey {
  const index = Number(TODAY.slice(0, 4)) * 12 + Number(TODAY.slice(5, 7)) - 1 + by;
  return dayKey(Math.floor(index / 12), (index % 12) + 1, 1);
}
/** The heading of the month `by` months from today's ('December 2026'). */
const monthHeading = (by: number): string => formatDay(monthStart(by), 'month');
/** The calendar's address for it ('2026-12'). */
const monthKey = (by: number): string => monthStart(by).slice(0, 7);

/**
 * The day each card on the page shows ('Dec' over '06'), as a date: the card carries no year, so each is the one in the year around
 * today that holds the listing's window (today to 180 days on, and an event already running shows the day it began).
 */
async function cardDays(page: Page): Promise<DayKey[]> {
  const texts = await page.getByRole('list', { name: 'Events' }).getByRole('article').allTextContents();
  return texts.map((text) => {
    const [, month = '', day = ''] = new RegExp(`(${MONTHS.join('|')})\\s*(\\d{2})`).exec(text) ?? [];
    expect(month, `a month and day on the card: ${text}`).not.toBe('');
    const year = Number(TODAY.slice(0, 4));
    const candidates = [year - 1, year, year + 1].map((candidate) => dayKey(candidate, MONTHS.indexOf(month) + 1, Number(day)));
    return candidates.find((candidate) => candidate > addDays(TODAY, -180) && candidate <= addDays(TODAY, 185)) ?? candidates[1]!;
  });
}

test.describe('events sorted Oldest (/events?order=oldest)', () => {
  test('the first page is in the date order of its cards (issue 47)', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/events?order=oldest');
    await expect(page.getByText(/^Showing \d+ of \d+ events$/)).toBeVisible();
    const days = await cardDays(page);
    expect(days.length, 'the seed has a page of events in the next half year').toBeGreaterThan(10);
    expect(days).toEqual(days.toSorted());
  });
});

test.describe('the calendar keeps its place in the address (/calendar)', () => {
  test('Next → reload keeps that month; Back steps back a month at a time', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: monthHeading(0) })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: monthHeading(1) })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page.getByRole('heading', { name: monthHeading(2) })).toBeVisible();
    await expect(page).toHaveURL(/\/calendar\?month=\d{4}-\d{2}$/);

    await page.reload();
    await expect(page.getByRole('heading', { name: monthHeading(2) })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();

    await page.goBack();
    await expect(page.getByRole('heading', { name: monthHeading(1) })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: monthHeading(0) })).toBeVisible();
    await expect(page).toHaveURL(/\/calendar$/);
    await page.goForward();
    await expect(page.getByRole('heading', { name: monthHeading(1) })).toBeVisible();
  });

  test('narrower than 900 px the week is kept: Next week → reload keeps that week', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto('/calendar');
    const sunday = startOfWeek(TODAY);
    await expect(page.getByRole('heading', { name: `Week of ${formatDay(sunday, 'full')}` })).toBeVisible();
    await page.getByRole('button', { name: 'Next week' }).click();
    const next = `Week of ${formatDay(addDays(sunday, 7), 'full')}`;
    await expect(page.getByRole('heading', { name: next })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/calendar\\?week=${addDays(sunday, 7)}$`));
    await page.reload();
    await expect(page.getByRole('heading', { name: next })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('heading', { name: `Week of ${formatDay(sunday, 'full')}` })).toBeVisible();
  });
});

test.describe('the calendar without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('Next month is a link the server answers with that month', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/calendar');
    await expect(page.getByRole('heading', { name: monthHeading(0) })).toBeVisible();
    await page.getByRole('button', { name: 'Next month' }).click();
    await expect(page).toHaveURL(/\/calendar\?month=\d{4}-\d{2}$/);
    await expect(page.getByRole('heading', { name: monthHeading(1) })).toBeVisible();
    await expect(page.getByRole('table')).toBeVisible();
  });

  test("an event on a day is a link to the event's page, and a full day's '+N more' to that day's events", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    // The first month of the window with a day of more than three events.
    const more = page.getByRole('button', { name: /^\d+ more events on / }).first();
    for (const by of [0, 1, 2]) {
      await page.goto(`/calendar?month=${monthKey(by)}`);
      await expect(page.getByRole('heading', { name: monthHeading(by) })).toBeVisible();
      if ((await more.count()) > 0) break;
    }
    await expect(more, 'the seed fills a day past three events within three months').toBeVisible();
    const day = /more events on (.+)$/.exec((await more.getAttribute('aria-label')) ?? '')?.[1] ?? '';
    await more.click();
    await expect(page).toHaveURL(/\/events\?from=(\d{4}-\d{2}-\d{2})&to=\1$/);
    await expect(page.getByText(/^Showing \d+ of \d+ events$/)).toBeVisible();
    const chosen = new URL(page.url()).searchParams.get('from')!;
    // A card shows the day its event begins: on that day, or earlier for one still running.
    for (const listed of await cardDays(page)) expect(listed <= chosen, `a card of ${listed} among the events of ${day}`).toBe(true);

    await page.goBack();
    const entry = page.getByRole('table').locator('a[aria-haspopup="dialog"]:not([aria-label])').first();
    const title = (await entry.textContent())!.replace(/^\d{1,2}:\d{2} [AP]M\s*/, '').trim();
    await entry.click();
    await expect(page).toHaveURL(/\/events\/[a-z0-9-]+$/);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  });
});
