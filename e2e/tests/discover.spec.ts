import type { Page } from '@playwright/test';
import { test, expect } from '../support/test';
import { API_URL } from '../support/ports';
import { blockHydrated, clickWhenSettled } from '../support/scroll';

interface Named {
  id: number;
  name: string;
  slug: string;
}

/** A day counted from today, as the API reads a date (YYYY-MM-DD). */
const dayFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const grid = (page: Page) => page.getByRole('list', { name: /places (grid|list)/ });
const cards = (page: Page) => grid(page).getByRole('article');
// By their names, not their text: a card far below the window is not rendered (content-visibility, decision 071), and its innerText
// is then empty.
const cardNames = (page: Page) =>
  grid(page)
    .getByRole('button')
    .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label') ?? ''));
const countLine = (page: Page) => page.getByRole('status').filter({ hasText: /^\d+ places$/ });
/** 'Show More Places' until every result is a card. */
async function showAll(page: Page) {
  const more = page.getByRole('button', { name: 'Show More Places' });
  // Each click shows the next page of cards once it has come from the API (decision 047): wait for it before the next click.
  while (await more.isVisible()) {
    const before = await cards(page).count();
    await more.click();
    await expect.poll(() => cards(page).count()).toBeGreaterThan(before);
  }
}
const scrollY = (page: Page) => page.evaluate(() => window.scrollY);
/** The listing's search: its pins (map and count) and its pages of cards (decision 047). */
const isSearch = (url: URL) => /\/destinations\/search(\/pins|\/page)?$/.test(url.pathname);

for (const width of [1280, 1000]) {
  test(`at ${width} px the masonry packs its cards and Tab reads them in the rows the eye reads (issue 47)`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/destinations');
    const masonry = page.getByRole('list', { name: 'places grid' });
    // Packed once the browser has measured the cards (usePackedMasonry).
    await expect(masonry).toHaveAttribute('data-packed', '');
    const items = masonry.getByRole('listitem');
    const count = Math.min(9, await items.count());
    const boxes = await Promise.all(
      Array.from({ length: count }, async (_, index) => ({
        name: (await items.nth(index).getByRole('button').first().getAttribute('aria-label')) ?? '',
        box: (await items.nth(index).boundingBox())!,
      })),
    );
    const inDocument = boxes.map((card) => card.name);
    // By top, then left: the order the eye meets them in, which is the document's.
    expect(boxes.toSorted((a, b) => a.box.y - b.box.y || a.box.x - b.box.x).map((card) => card.name)).toEqual(inDocument);
    expect(new Set(boxes.map((card) => card.box.x)).size, 'columns').toBe(width >= 1200 ? 3 : 2);
    // And the keyboard's: Tab from the first card meets each next one in turn.
    await items.first().getByRole('button').first().focus();
    const focused: string[] = [];
    while (focused.length < count) {
      const name = await page.evaluate(() => document.activeElement?.closest('[role="listitem"]')?.querySelector('[aria-label]')?.getAttribute('aria-label'));
      if (!name) break;
      if (focused.at(-1) !== name) focused.push(name);
      await page.keyboard.press('Tab');
    }
    expect(focused).toEqual(inDocument);
  });
}

test.describe('mf-discover listings at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('filter by a category and sort by name change the results and survive a reload', async ({ page, request }) => {
    const categories: { id: number; name: string }[] = await (await request.get(`${API_URL}/categories/list`)).json();
    const restaurants = categories.find((category) => category.name === 'Restaurants');
    expect(restaurants).toBeDefined();
    const expected: Named[] = await (await request.post(`${API_URL}/destinations/search`, { data: { categories: [restaurants!.id], order: 'name' } })).json();
    const all: Named[] = await (await request.post(`${API_URL}/destinations/search`, { data: {} })).json();
    expect(expected.length).toBeGreaterThan(1);
    expect(expected.length).toBeLessThan(all.length);

    await page.goto('/destinations');
    await expect(countLine(page)).toHaveText(`${all.length} places`);
    await page.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await drawer.getByRole('group', { name: 'Categories' }).getByLabel('Restaurants', { exact: true }).check();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(drawer).toBeHidden();
    await expect(countLine(page)).toHaveText(`${expected.length} places`);
    const sorted = page.waitForResponse((response) => isSearch(new URL(response.url())) && response.request().postDataJSON()?.order === 'name');
    await page.getByLabel('Sort By').selectOption({ label: 'Business Name' });
    await expect(page).toHaveURL(new RegExp(`categories=${restaurants!.id}.*order=name`));

    const names = expected.map((place) => place.name);
    // The old order's cards stay, busy, until the new order's are on screen (issue 47); then all of them (24 at a time, decision 043).
    await sorted;
    await expect(grid(page).locator('xpath=..')).not.toHaveAttribute('aria-busy');
    await showAll(page);
    const masonryOrder = await cardNames(page);
    expect(masonryOrder.toSorted()).toEqual(names.toSorted());
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByRole('list', { name: 'places list' })).toBeVisible();
    expect(await cardNames(page)).toEqual(names);

    await page.reload();
    await expect(page.getByRole('list', { name: 'places list' })).toBeVisible();
    await expect(countLine(page)).toHaveText(`${expected.length} places`);
    await expect(page.getByLabel('Sort By')).toHaveValue('name');
    await expect(page.getByRole('button', { name: 'List', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await showAll(page);
    expect(await cardNames(page)).toEqual(names);

    // Reset clears the filters and closes the drawer.
    await page.getByRole('button', { name: /Filter/ }).click();
    await page.getByRole('dialog', { name: 'Filter' }).getByRole('button', { name: 'Reset' }).click();
    await expect(page.getByRole('dialog', { name: 'Filter' })).toBeHidden();
    await expect(countLine(page)).toHaveText(`${all.length} places`);
  });

  test("Sort, Grid/List and a filter keep the visitor's place in the listing", async ({ page, request }) => {
    const byName: Named[] = await (await request.post(`${API_URL}/destinations/search`, { data: { order: 'name' } })).json();
    await page.goto('/destinations');
    await expect(countLine(page)).toHaveText(`${byName.length} places`);
    await page.getByLabel('Sort By').scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, 150));
    const place = await scrollY(page);
    expect(place, 'the toolbar is well down the page').toBeGreaterThan(400);

    await page.getByLabel('Sort By').selectOption({ label: 'Business Name' });
    await expect(grid(page).getByRole('button').first()).toHaveAccessibleName(byName[0]!.name);
    expect(await scrollY(page)).toBeCloseTo(place, -1);

    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByRole('list', { name: 'places list' })).toBeVisible();
    expect(await scrollY(page)).toBeCloseTo(place, -1);

    await page.getByRole('button', { name: 'Filter' }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await drawer.getByRole('group', { name: 'Categories' }).getByLabel('Restaurants', { exact: true }).check();
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    await expect(countLine(page)).not.toHaveText(`${byName.length} places`);
    expect(await scrollY(page)).toBeCloseTo(place, -1);
  });

  test("a search that fails says so: not '0 places' and 'No places match these filters'", async ({ page }) => {
    // The first search comes with the server-rendered page (decision 048); the next one, a new sort, fails in the browser.
    await page.goto('/destinations');
    await expect(countLine(page)).toBeVisible();
    // The context's route: once the service worker controls the page, its requests pass page.route by.
    await page.context().route(isSearch, (route) => route.abort('failed'));
    await page.getByLabel('Sort By').selectOption({ label: 'Business Name' });
    await expect(page.getByRole('alert').filter({ hasText: 'The places could not be loaded. Please try again in a moment.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try Again' })).toBeVisible();
    await expect(page.getByText('No places match these filters.')).toHaveCount(0);
    await expect(countLine(page)).toHaveCount(0);
  });

  test('grid/list toggle, card and marker mirror each other, the drawer and More Info', async ({ page, request }) => {
    const town: { name: string; destinations: Named[] } = await (await request.get(`${API_URL}/cities/get/millheim`)).json();
    expect(town.destinations.length).toBeGreaterThan(1);
    await page.goto('/towns/millheim');
    await expect(page.getByRole('heading', { level: 1, name: town.name })).toBeVisible();
    await expect(cards(page)).toHaveCount(town.destinations.length);
    await expect(page.getByRole('list', { name: 'places grid' })).toBeVisible();
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(page.getByRole('list', { name: 'places list' })).toBeVisible();
    await expect(page).toHaveURL(/view=list/);
    await page.getByRole('button', { name: 'Grid', exact: true }).click();
    await expect(page.getByRole('list', { name: 'places grid' })).toBeVisible();

    const map = page.getByRole('region', { name: 'Map of places' });
    // Dense places cluster: take one whose own marker shows, and one inside a cluster.
    await expect(map.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
    const lone = await Promise.all(
      town.destinations.map(async (candidate) => (await map.getByRole('button', { name: candidate.name, exact: true }).count()) === 1),
    );
    const place = town.destinations.find((_, index) => lone[index])!;
    const clustered = town.destinations.find((_, index) => !lone[index]);
    expect(place, 'at least one marker stands alone').toBeDefined();
    // The town answers cards (decision 032); the drawer loads the whole place, phone included.
    const { phone }: { phone: string | null } = await (await request.get(`${API_URL}/destinations/get/${place.id}`)).json();
    const marker = map.getByRole('button', { name: place.name, exact: true });
    // Hovering a card lights its marker ...
    await grid(page).getByRole('button', { name: place.name, exact: true }).hover();
    await expect(map.locator('.is-highlighted')).toHaveCount(1);
    await expect(marker).toHaveClass(/is-highlighted/);
    // ... or the cluster that holds it ...
    if (clustered) {
      await grid(page).getByRole('button', { name: clustered.name, exact: true }).hover();
      await expect(map.getByRole('button', { name: /places, zoom in/ }).and(map.locator('.is-highlighted'))).toHaveCount(1);
    }
    // ... and hovering the marker lights the card.
    await page.mouse.move(0, 0);
    await expect(map.locator('.is-highlighted')).toHaveCount(0);
    await marker.hover();
    await expect(
      grid(page)
        .getByRole('article')
        .filter({ has: page.getByRole('button', { name: place.name, exact: true }) }),
    ).toHaveAttribute('aria-current', 'true');

    // A marker opens the same drawer as its card.
    await marker.click();
    const drawer = page.getByRole('dialog', { name: place.name });
    await expect(drawer).toBeVisible();
    if (phone) await expect(drawer.getByRole('link', { name: phone })).toHaveAttribute('href', /^tel:\+1\d{10}$/);
    // The drawer's map loads once it is within a screen of the window (decision 057); its details, arriving after the drawer opens,
    // can push it below the drawer's fold, so the journey scrolls to it as a visitor would.
    const drawerMap = drawer.getByRole('region', { name: `Map of ${place.name}` });
    await drawerMap.scrollIntoViewIfNeeded();
    await expect(drawerMap.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Add to Itinerary' })).toHaveCount(0);
    await drawer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(drawer).toBeHidden();

    await grid(page).getByRole('button', { name: place.name, exact: true }).click();
    await page.getByRole('dialog', { name: place.name }).getByRole('link', { name: 'More Info' }).click();
    await expect(page).toHaveURL(`/d/${place.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: place.name })).toBeVisible();
  });

  test('a category page: its destinations, the starting-at badge and Add to Itinerary', async ({ page, request }) => {
    const category: { name: string; destinations: (Named & { bd_lowest_rate: number | null })[] } = await (
      await request.get(`${API_URL}/categories/get/lodging`)
    ).json();
    await page.goto('/c/lodging');
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(countLine(page)).toHaveText(`${category.destinations.length} places`);
    // Cards carry the rate; the reservations link comes with the whole place (decision 032).
    const whole = await Promise.all(
      category.destinations
        .filter((place) => place.bd_lowest_rate)
        .map(async (place): Promise<Named & { bd_lowest_rate: number; reservations_link: string | null }> =>
          (await request.get(`${API_URL}/destinations/get/${place.id}`)).json(),
        ),
    );
    const rated = whole.find((place) => place.reservations_link);
    expect(rated).toBeDefined();
    await grid(page).getByRole('button', { name: rated!.name, exact: true }).click();
    const drawer = page.getByRole('dialog', { name: rated!.name });
    await expect(drawer.getByRole('link', { name: `starting at $${rated!.bd_lowest_rate}` })).toHaveAttribute('href', rated!.reservations_link!);
    await drawer.getByRole('button', { name: 'Add to Itinerary' }).click();
    await expect(page).toHaveURL(/\/(profile|login)/);
    const intent = await page.evaluate(() => localStorage.getItem('valley-profile-intent'));
    expect(JSON.parse(intent ?? '{}').state.intent).toEqual({ action: 'itinerary', destinationId: rated!.id });

    await page.goto('/categories/lodging');
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  });

  test('experience, activity, meetings, sports and outdoors pages show their seeded data', async ({ page, request }) => {
    const experience: { name: string; destinations: Named[] } = await (await request.get(`${API_URL}/experiences/get/family-fun`)).json();
    await page.goto('/experiences/family-fun');
    await expect(page.getByRole('heading', { level: 1, name: experience.name })).toBeVisible();
    await expect(countLine(page)).toHaveText(`${experience.destinations.length} places`);
    await page.goto('/experience/family-fun');
    await expect(page.getByRole('heading', { level: 1, name: experience.name })).toBeVisible();

    const activities: { id: number; name: string }[] = await (await request.get(`${API_URL}/activities/list`)).json();
    const activity: { name: string; destinations: Named[] } = await (await request.get(`${API_URL}/activities/get/${activities[0]!.id}`)).json();
    await page.goto(`/activity/${activities[0]!.id}`);
    await expect(page.getByRole('heading', { level: 1, name: activity.name })).toBeVisible();
    await expect(countLine(page)).toHaveText(`${activity.destinations.length} places`);

    // The venues of the categories its meetings block names (decision 132): the seed's names more than the venue category.
    const meetingsPage: { fields: { content_blocks: { extension: string; entry: { categories?: number[] } }[] } } = await (
      await request.get(`${API_URL}/page/get/meetings`)
    ).json();
    const meetingCategories = meetingsPage.fields.content_blocks.find((block) => block.extension === 'meetings')?.entry.categories ?? [];
    expect(meetingCategories.length).toBeGreaterThan(1);
    const venues: Named[] = await (await request.post(`${API_URL}/destinations/search`, { data: { categories: meetingCategories } })).json();
    const venueCategoryOnly: Named[] = await (await request.post(`${API_URL}/destinations/search`, { data: { categories: [246] } })).json();
    expect(venues.length).toBeGreaterThan(venueCategoryOnly.length);
    await page.goto('/meetings');
    await expect(page.getByRole('heading', { level: 1, name: 'Meetings & Conventions' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Book Your Venue' }).first()).toBeVisible();
    await expect(countLine(page)).toHaveText(`${venues.length} places`);

    const sportsVenues: Named[] = await (await request.post(`${API_URL}/destinations/search`, { data: { categories: [247] } })).json();
    await page.goto('/sports');
    await expect(page.getByRole('heading', { name: 'Search Event Spaces' })).toBeVisible();
    // Once: the content system's 'Facility Guide' block is the page's own area (issue 47).
    await expect(page.getByRole('heading', { name: 'Facility Guide' })).toBeVisible();
    await expect(countLine(page)).toHaveText(`${sportsVenues.length} places`);

    const outdoors: Named[] = await (await request.post(`${API_URL}/destinations/search`, { data: { categories: [248, 249] } })).json();
    await page.goto('/outdoors');
    await expect(page.getByRole('heading', { level: 1, name: 'Outdoors' })).toBeVisible();
    await expect(countLine(page)).toHaveText(`${outdoors.length} places`);
    await expect(grid(page).getByRole('button', { name: outdoors[0]!.name, exact: true })).toBeVisible();

    await page.goto('/experiences');
    await expect(page.getByRole('heading', { level: 1, name: 'Experiences' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Popular Experiences' })).toBeVisible();
  });

  test('a map block and a listing map on one page both show their places, on one Leaflet', async ({ page }) => {
    // The listing map's marker clusters are built from window.L, so a second Leaflet that runs later breaks them (decision 021).
    // Counted by the scripts that carry Leaflet's code.
    const leafletScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text().catch(() => '')).includes('noConflict')) leafletScripts.push(response.url());
    });
    await page.goto('/outdoors');
    const listingMap = page.getByRole('region', { name: 'Map of places' });
    // Below the first screen: it hydrates, and takes Leaflet, as the visitor scrolls to it (decision 068).
    await listingMap.scrollIntoViewIfNeeded();
    await expect(listingMap.locator('.leaflet-marker-icon').first()).toBeVisible();
    const blockMap = page.getByRole('region', { name: /^Map: / });
    await blockMap.scrollIntoViewIfNeeded();
    await expect(blockMap.locator('.leaflet-marker-icon').first()).toBeVisible();
    await expect(page.getByText('The map could not be shown', { exact: false })).toHaveCount(0);
    expect(leafletScripts).toHaveLength(1);
  });

  test('tips: list, drawer and detail with the author line', async ({ page, request }) => {
    const tips: { title: string; slug: string; user_data: { display_name: string; city: string | null }; destination: { name: string } | null }[] = await (
      await request.post(`${API_URL}/tips/list`, { data: {} })
    ).json();
    const tip = tips.find((candidate) => candidate.destination && candidate.user_data.city)!;
    await page.goto('/tips');
    await expect(page.getByRole('status').filter({ hasText: `${tips.length} tips` })).toBeVisible();
    await page.getByRole('list', { name: 'tips grid' }).getByRole('button', { name: tip.title, exact: true }).click();
    await page.getByRole('dialog', { name: tip.title }).getByRole('link', { name: 'Read the Tip' }).click();
    await expect(page).toHaveURL(`/tips/${tip.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: tip.title })).toBeVisible();
    await expect(page.getByText(`Tip By ${tip.user_data.display_name} from ${tip.user_data.city}`)).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: tip.destination!.name })).toBeVisible();
  });

  test('itinerary detail: numbered stops, overview map, and a print layout without buttons', async ({ page, request }) => {
    const itineraries: { title: string; slug: string; items_list: { destination: { name: string } | null }[] }[] = await (
      await request.post(`${API_URL}/itineraries/list`, { data: {} })
    ).json();
    const itinerary = itineraries[0]!;
    await page.goto('/itineraries');
    await page.getByRole('list', { name: 'itineraries grid' }).getByRole('button', { name: itinerary.title, exact: true }).click();
    await page.getByRole('dialog', { name: itinerary.title }).getByRole('link', { name: 'More Information' }).click();
    await expect(page.getByRole('heading', { level: 1, name: itinerary.title })).toBeVisible();
    const stops = page.getByRole('region', { name: 'The Stops' }).getByRole('listitem');
    await expect(stops).toHaveCount(itinerary.items_list.length);
    await expect(stops.first()).toContainText(itinerary.items_list[0]!.destination!.name);
    // The overview map is below the stops: it loads as the visitor scrolls near it (decision 057).
    const overview = page.getByRole('region', { name: `Map of the stops of ${itinerary.title}` });
    await overview.scrollIntoViewIfNeeded();
    await expect(overview.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
    // On screen the header image runs to both edges of the page.
    const headerImage = page.getByRole('article').getByRole('presentation').first();
    const box = await headerImage.boundingBox();
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    expect(box?.x).toBe(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeCloseTo(width, 0);
    const print = page.getByRole('button', { name: 'Print' });
    const share = page.getByRole('button', { name: 'Share Link' });
    await expect(print).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(print).toBeHidden();
    await expect(share).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: itinerary.title })).toBeVisible();
    // On paper the plan only: no site header, search, footer or Back to Top.
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('search', { name: 'Site' })).toBeHidden();
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Back to Top' })).toBeHidden();
  });

  test('the heart on a destination puts it on /favorites', async ({ page, request }) => {
    const [place] = (await (await request.post(`${API_URL}/destinations/search`, { data: { name: 'Nittany Lion Inn' } })).json()) as Named[];
    await page.goto(`/d/${place!.slug}`);
    await page.getByRole('button', { name: `Save ${place!.name} to favorites` }).click();
    await expect(page).toHaveURL('/favorites');
    await expect(page.getByRole('link', { name: place!.name }).first()).toBeVisible();
    await page.goto(`/d/${place!.slug}`);
    await expect(page.getByRole('button', { name: `Remove ${place!.name} from favorites` })).toHaveAttribute('aria-pressed', 'true');
  });

  test('every detail route shows the 404 screen for an unknown slug', async ({ page }) => {
    for (const path of [
      '/d/no-such-place',
      '/c/no-such-category',
      '/categories/no-such-category',
      '/experiences/no-such-experience',
      '/experience/no-such-experience',
      '/towns/no-such-town',
      '/activity/999999',
      '/tips/no-such-tip',
      '/itineraries/no-such-itinerary',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: '404 Page Not Found' }), path).toBeVisible();
      await expect(page.getByRole('link', { name: 'Go to Home Page' })).toBeVisible();
    }
  });
});

test.describe('mf-discover at 375 px', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the listing shows 24 cards at a time; Back closes the full-screen drawer instead of leaving the page', async ({ page, request }) => {
    const all: Named[] = await (await request.post(`${API_URL}/destinations/search`, { data: {} })).json();
    expect(all.length).toBeGreaterThan(48);
    await page.goto('/');
    await page.goto('/destinations');
    await expect(countLine(page)).toHaveText(`${all.length} places`);
    await expect(cards(page)).toHaveCount(24);
    await expect(page.getByText(`Showing 24 of ${all.length} places`)).toBeVisible();
    await clickWhenSettled(page.getByRole('button', { name: 'Show More Places' }));
    await expect(cards(page)).toHaveCount(48);
    await expect(page.getByText(`Showing 48 of ${all.length} places`)).toBeVisible();

    const first = cards(page).first().getByRole('button');
    const name = (await first.getAttribute('aria-label'))!;
    await first.click();
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL('/destinations');
    await expect(cards(page)).toHaveCount(48);
    await page.goForward();
    await expect(drawer).toBeVisible();
    // Close leaves no extra entry behind: Back after it leaves the page as it would have.
    await drawer.getByRole('button', { name: 'Close', exact: true }).click();
    await expect(drawer).toBeHidden();
    await page.goBack();
    await expect(page).toHaveURL('/');
  });

  test("a destination's map far down the page loads only as the visitor scrolls near it", async ({ page }) => {
    const leafletScripts: string[] = [];
    page.on('response', async (response) => {
      if (response.url().endsWith('.js') && (await response.text().catch(() => '')).includes('noConflict')) leafletScripts.push(response.url());
    });
    await page.goto('/d/the-nittany-lion-inn');
    await expect(page.getByRole('heading', { level: 1, name: 'The Nittany Lion Inn' })).toBeVisible();
    const map = page.getByRole('region', { name: 'Map of The Nittany Lion Inn' });
    await expect(map).toBeAttached();
    // The page has hydrated and the browser has been idle since (when a map in view would have loaded, decision 057).
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
    await page.waitForLoadState('networkidle');
    await expect(map.getByRole('button', { name: 'Zoom in', exact: true })).toHaveCount(0);
    expect(leafletScripts).toHaveLength(0);
    await map.scrollIntoViewIfNeeded();
    await expect(map.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
    await expect.poll(() => leafletScripts.length).toBe(1);
  });

  test("a destination's events are in the server's page, and their code loads only as the visitor scrolls near them (decisions 059, 068)", async ({
    page,
    request,
  }) => {
    type Upcoming = { title: string; destination_slug: string | null; destination_name: string | null };
    const answer: Upcoming[] | { data: Upcoming[] } = await // The events a destination's page places beside it: the next half year's (mf-events' eventWindow).
    (await request.post(`${API_URL}/events/search`, { data: { order: 'upcoming', limit: 100, dates: `${dayFromNow(0)}|${dayFromNow(179)}` } })).json();
    const upcoming = Array.isArray(answer) ? answer : answer.data;
    const counts = new Map<string, number>();
    for (const event of upcoming) if (event.destination_slug) counts.set(event.destination_slug, (counts.get(event.destination_slug) ?? 0) + 1);
    const slug = [...counts.entries()].toSorted((a, b) => b[1] - a[1])[0]![0];
    const event = upcoming.find((candidate) => candidate.destination_slug === slug)!;
    // The block's code and its calls; its stylesheet is linked by the server's page, which paints the drawn events with it (decision 105).
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (/\/events\/search$|__federation_expose_blocks[^/]*\.js$/.test(sent.url())) asked.push(sent.url());
    });
    await page.goto(`/d/${slug}`);
    await expect(page.getByRole('heading', { level: 1, name: event.destination_name! })).toBeVisible();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2_000 })));
    await page.waitForLoadState('networkidle');
    expect(asked, 'nothing of the events block during the load').toEqual([]);
    // The server drew the place's events: they are there before any of mf-events' code (not laid out until near, so hidden to the
    // accessibility tree until then: decision 054).
    const drawn = page.getByRole('region', { name: `Events at ${event.destination_name}`, includeHidden: true });
    await expect(drawn.getByRole('heading', { level: 3, includeHidden: true }).first()).toBeAttached();
    const events = page.getByRole('region', { name: `Events at ${event.destination_name}` });
    await drawn.scrollIntoViewIfNeeded();
    await blockHydrated(page, events);
    await expect(events.getByRole('heading', { level: 3 }).first()).toBeVisible();
    // Hydrated with the block's code, and with the server's answer: the events are not asked for again.
    expect(asked.some((url) => url.includes('__federation_expose_blocks'))).toBe(true);
    expect(asked.filter((url) => url.endsWith('/events/search'))).toEqual([]);
  });

  test('no Grid/List toggle, the map above the cards once asked for, and no Add to Itinerary in the drawer', async ({ page, request }) => {
    const category: { name: string } = await (await request.get(`${API_URL}/categories/get/lodging`)).json();
    await page.goto('/c/lodging');
    await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
    await expect(page.getByRole('button', { name: 'List', exact: true })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible();
    // The cards lead; the map waits behind Map (issue 47).
    await expect(page.getByRole('region', { name: 'Map of places' })).toBeHidden();
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    const mapBox = await page.getByRole('region', { name: 'Map of places' }).boundingBox();
    const firstCard = await cards(page).first().boundingBox();
    expect(mapBox && firstCard && mapBox.y < firstCard.y).toBe(true);
    const first = cards(page).first().getByRole('button');
    const name = (await first.getAttribute('aria-label'))!;
    await first.click();
    const drawer = page.getByRole('dialog', { name });
    await expect(drawer.getByRole('link', { name: 'More Info' })).toBeVisible();
    await expect(drawer.getByRole('button', { name: 'Add to Itinerary' })).toBeHidden();
  });
});
