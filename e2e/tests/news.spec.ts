import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from '../support/test';
import { scrollThroughPage } from '../support/scroll';
import { API_URL } from '../support/ports';

interface Post {
  id: number;
  slug: string;
  title: string;
  source_link: string | null;
  categories: { id: number; name: string }[];
}
interface NewsPage {
  data: Post[];
  pagination: { total: number };
}

/** GET /news/search as the list asks it: 48 a page, latest first. */
async function searchNews(request: APIRequestContext, query = ''): Promise<NewsPage> {
  const response = await request.get(`${API_URL}/news/search?page=1&limit=48&order=latest${query}`);
  expect(response.status()).toBe(200);
  return response.json();
}

const postList = (page: Page) => page.getByRole('list', { name: 'Posts' });
const counter = (page: Page) => page.getByText(/^Showing \d+ of \d+ posts$/);

/** The GET /news/search calls the page makes, by page number. */
function trackSearchPages(page: Page): number[] {
  const pages: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'GET' && url.pathname === '/news/search') pages.push(Number(url.searchParams.get('page')));
  });
  return pages;
}

test.describe('the dispatch (mf-news)', () => {
  test('list: hero, featured slider, and the category chips filter the posts', async ({ page, request }) => {
    const all = await searchNews(request);
    const categories: { id: number; name: string }[] = await (await request.get(`${API_URL}/news/categories/list`)).json();
    const outdoors = categories.find((category) => category.name === 'Outdoors');
    expect(outdoors).toBeDefined();
    const outdoorPosts = await searchNews(request, `&categories[]=${outdoors?.id}`);
    expect(outdoorPosts.pagination.total).toBeGreaterThan(0);
    expect(outdoorPosts.pagination.total).toBeLessThan(all.pagination.total);

    await page.goto('/dispatch');
    await expect(page.getByRole('heading', { level: 1, name: 'The Dispatch' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Featured Stories' }).getByRole('link').first()).toBeVisible();
    await expect(counter(page)).toHaveText(`Showing 48 of ${all.pagination.total} posts`);

    const chips = page.getByRole('group', { name: 'Categories' });
    await expect(chips.getByRole('button')).toHaveCount(categories.length + 1);
    await expect(chips.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await chips.getByRole('button', { name: 'Outdoors' }).click();
    await expect(page).toHaveURL(new RegExp(`/dispatch\\?categories=${outdoors?.id}$`));
    await expect(chips.getByRole('button', { name: 'Outdoors' })).toHaveAttribute('aria-pressed', 'true');
    const shown = Math.min(48, outdoorPosts.pagination.total);
    await expect(counter(page)).toHaveText(`Showing ${shown} of ${outdoorPosts.pagination.total} posts`);
    await expect(postList(page).getByRole('article')).toHaveCount(shown);
    await expect(postList(page).getByRole('heading').first()).toHaveText(outdoorPosts.data[0]?.title ?? '');
    // Every card shown belongs to the chosen category.
    for (const card of await postList(page).getByRole('article').all()) await expect(card).toContainText('Outdoors');

    await chips.getByRole('button', { name: 'All' }).click();
    await expect(page).toHaveURL(/\/dispatch$/);
    await expect(counter(page)).toHaveText(`Showing 48 of ${all.pagination.total} posts`);
  });

  test('the filter drawer sends a trimmed title; the filter survives a reload; Reset clears it', async ({ page, request }) => {
    const trout = await searchNews(request, '&title=trout');
    expect(trout.pagination.total).toBeGreaterThan(0);

    await page.goto('/dispatch');
    await expect(counter(page)).toBeVisible();
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Filter Posts' });
    await drawer.getByLabel('Title').fill('  trout  ');
    const searched = page.waitForRequest((req) => new URL(req.url()).pathname === '/news/search' && new URL(req.url()).searchParams.has('title'));
    await drawer.getByRole('button', { name: 'Apply Filters' }).click();
    expect(new URL((await searched).url()).searchParams.get('title')).toBe('trout');
    await expect(drawer).toBeHidden();
    await expect(page).toHaveURL(/\/dispatch\?title=trout$/);
    await expect(counter(page)).toHaveText(`Showing ${trout.data.length} of ${trout.pagination.total} posts`);
    await expect(postList(page).getByRole('heading').first()).toHaveText(trout.data[0]?.title ?? '');

    // Shareable and reloadable: the URL alone brings the same list back.
    await page.reload();
    await expect(counter(page)).toHaveText(`Showing ${trout.data.length} of ${trout.pagination.total} posts`);
    await page.getByRole('button', { name: 'Filter', exact: true }).click();
    await expect(drawer.getByLabel('Title')).toHaveValue('trout');
    await drawer.getByRole('button', { name: 'Reset' }).click();
    await expect(page).toHaveURL(/\/dispatch$/);
    const all = await searchNews(request);
    await expect(counter(page)).toHaveText(`Showing 48 of ${all.pagination.total} posts`);
  });

  test('scrolling near the end of the list appends the next page and updates the count', async ({ page, request }) => {
    const all = await searchNews(request);
    // The seed holds more than one page of posts (48 a page).
    expect(all.pagination.total).toBeGreaterThan(48);
    const pages = trackSearchPages(page);

    await page.goto('/dispatch');
    await expect(counter(page)).toHaveText(`Showing 48 of ${all.pagination.total} posts`);
    const firstTitle = await postList(page).getByRole('heading').first().textContent();
    await postList(page).getByRole('article').last().scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);

    const total = all.pagination.total;
    const afterTwo = Math.min(96, total);
    await expect(counter(page)).toHaveText(`Showing ${afterTwo} of ${total} posts`);
    await expect(postList(page).getByRole('article')).toHaveCount(afterTwo);
    // Appended: the first card is still the newest post.
    await expect(postList(page).getByRole('heading').first()).toHaveText(firstTitle ?? '');
    // One request for page 2, however many scroll events fired.
    expect(pages.filter((number) => number === 2)).toHaveLength(1);
    if (afterTwo === total) await expect(page.getByRole('button', { name: 'Load More Posts' })).toHaveCount(0);
  });

  test("'Load More Posts' appends the next page and updates the count", async ({ page, request }) => {
    const all = await searchNews(request);
    expect(all.pagination.total).toBeGreaterThan(48);
    const pages = trackSearchPages(page);

    await page.goto('/dispatch');
    await expect(counter(page)).toHaveText(`Showing 48 of ${all.pagination.total} posts`);
    const loadMore = page.getByRole('button', { name: 'Load More Posts' });
    await expect(loadMore).toBeAttached();
    // Scrolling the button into view would itself come within 500 px of the list's end and load
    // the page (the journey above); pressing it where it is proves the button on its own.
    await loadMore.dispatchEvent('click');
    const afterTwo = Math.min(96, all.pagination.total);
    await expect(counter(page)).toHaveText(`Showing ${afterTwo} of ${all.pagination.total} posts`);
    await expect(postList(page).getByRole('article')).toHaveCount(afterTwo);
    expect(pages.filter((number) => number === 2)).toHaveLength(1);
  });

  test('a card with a source link opens that article in a new tab', async ({ page, context, request }) => {
    const all = await searchNews(request);
    const external = all.data.find((post) => post.source_link);
    expect(external).toBeDefined();
    const source = external?.source_link ?? '';
    // Outside hosts are unreachable here: answer the source article locally.
    await context.route(`${new URL(source).origin}/**`, (route) => route.fulfill({ contentType: 'text/html', body: '<h1>The source article</h1>' }));

    await page.goto('/dispatch');
    const link = postList(page).getByRole('link', { name: `Read Full Article about ${external?.title} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', source);
    const popupOpened = page.waitForEvent('popup');
    await link.click();
    const popup = await popupOpened;
    await expect(popup).toHaveURL(source);
    await expect(popup.getByRole('heading', { name: 'The source article' })).toBeVisible();
    // The dispatch stays where it was.
    await expect(page).toHaveURL(/\/dispatch$/);
  });

  test('detail: from a card to the post, by slug or id, with its blocks, share and NewsArticle data', async ({ page, request }) => {
    const all = await searchNews(request);
    const post = all.data.find((candidate) => !candidate.source_link && candidate.title.startsWith('Ten Scoops'));
    expect(post).toBeDefined();
    const full = await (await request.get(`${API_URL}/news/get/${post?.slug}`)).json();

    await page.goto('/dispatch');
    await postList(page)
      .getByRole('link', { name: `Read Full Article about ${post?.title}`, exact: true })
      .click();
    await expect(page).toHaveURL(`/dispatch/${post?.slug}`);
    await expect(page.getByRole('heading', { level: 1, name: post?.title })).toBeVisible();
    await expect(page.getByText('Peachy Paterno or Death by Chocolate? We tasted them all.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Share Link' })).toBeVisible();
    // Its content blocks, rendered by the shell's block renderer.
    expect(full.fields.content_blocks[0]?.title).toBe('In Pictures');
    await expect(page.getByRole('heading', { name: 'In Pictures' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to The Dispatch' }).click();
    await expect(counter(page)).toBeVisible();

    await page.goto(`/dispatch/${post?.id}`);
    await expect(page.getByRole('heading', { level: 1, name: post?.title })).toBeVisible();

    // The served HTML carries the article for crawlers (the shell's head resolver).
    const html = await (await request.get(`/dispatch/${post?.slug}`)).text();
    expect(html).toContain('"@type":"NewsArticle"');
  });

  test('detail: a signed-in member sees the draft version', async ({ page, request }) => {
    const login = await request.post(`${API_URL}/api/login`, { data: { username: 'dana.whitfield@example.com', password: 'valley-member-2026' } });
    expect(login.status(), await login.text()).toBe(200);
    const { access_token: token } = await login.json();
    const published = await (await request.get(`${API_URL}/news/get/game-day-parking-guide`)).json();
    expect(published.title).toBe('Game Day Parking Guide');

    await page.goto('/dispatch/game-day-parking-guide');
    await expect(page.getByRole('heading', { level: 1, name: 'Game Day Parking Guide', exact: true })).toBeVisible();

    await page.evaluate((value) => localStorage.setItem('valley-auth', JSON.stringify({ state: { token: value }, version: 1 })), token);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Updated: Game Day Parking Guide for the New Season' })).toBeVisible();
  });

  test('detail: a missing post shows the 404 screen', async ({ page }) => {
    await page.goto('/dispatch/no-such-post-here');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.getByRole('link', { name: 'Go to Home Page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('home: the article slider shows 10 posts with its n of 10 counter and 4 side articles', async ({ page, request }) => {
    const latest: { data: Post[] } = await (await request.get(`${API_URL}/news/list?limit=15`)).json();
    expect(latest.data.length).toBe(15);

    await page.goto('/');
    const block = page.getByRole('region', { name: 'From the Dispatch' });
    await scrollThroughPage(page);
    // The slider takes Swiper over (and shows its counter and buttons) once it is near the screen.
    await block.scrollIntoViewIfNeeded();
    const count = block.getByText(/^\d+ of 10$/);
    await expect(count).toHaveText('1 of 10');
    await block.getByRole('button', { name: 'Next slide' }).click();
    await expect(count).toHaveText('2 of 10');
    await block.getByRole('button', { name: 'Previous slide' }).click();
    await expect(count).toHaveText('1 of 10');
    // From the first article, Previous rewinds to the last.
    await block.getByRole('button', { name: 'Previous slide' }).click();
    await expect(count).toHaveText('10 of 10');

    const side = block.getByRole('list', { name: 'More articles' });
    await expect(side.getByRole('listitem')).toHaveCount(4);
    await expect(side.getByRole('listitem').first()).toContainText(latest.data[10]?.title ?? '');
    await expect(side.getByRole('listitem').last()).toContainText(latest.data[13]?.title ?? '');
    await expect(block.getByRole('link', { name: 'Read the Dispatch' })).toHaveAttribute('href', '/dispatch');
  });
});
