import { test, expect } from '../support/test';

// axe-core on every route, signed out, as a member and as the Board, at 375 and 1280 px, is part of the route audit
// (route-audit.spec.ts, issue 43): it runs on the load that checks everything else about the route.
test.describe('accessibility (issue 10)', () => {
  test('keyboard only: site search, the listing filter and drawer, the lightbox, and sign-in', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // Site search: type, arrow to a result, Enter goes there.
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search the site' });
    await search.focus();
    await page.keyboard.type('penns cave');
    await expect(page.getByRole('listbox', { name: 'Search results' })).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(/\/$/);

    // Listing: Filter opens the drawer with focus inside; Escape closes it and focus returns.
    await page.goto('/destinations');
    const filter = page.getByRole('button', { name: 'Filter' });
    await filter.focus();
    await page.keyboard.press('Enter');
    const drawer = page.getByRole('dialog', { name: 'Filter' });
    await expect(drawer).toBeVisible();
    await expect(drawer.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(filter).toBeFocused();
    // A card opens the detail drawer from the keyboard.
    const grid = page.getByRole('list', { name: 'places grid' });
    const name = (await grid.getByRole('button').first().getAttribute('aria-label'))!;
    // That card by its name: a place other journeys add meanwhile may come first once the list is asked for again.
    const card = grid.getByRole('button', { name, exact: true });
    await card.focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name });
    await expect(detail).toBeVisible();
    await expect(detail.locator(':focus')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expect(detail).toBeHidden();
    await expect(card).toBeFocused();

    // Lightbox: open a photo, arrows move, Tab stays inside, Escape closes and focus returns to the photo.
    await page.goto('/d/penns-cave-and-wildlife-park');
    const galleryTab = page.getByRole('tab', { name: 'Gallery' });
    await galleryTab.focus();
    await page.keyboard.press('Enter');
    const photo = page.getByRole('button', { name: /^Open photo 1 of \d+$/ });
    await photo.focus();
    await page.keyboard.press('Enter');
    const lightbox = page.getByRole('dialog', { name: /photos/ });
    await expect(lightbox.getByText(/^1 \/ \d+$/)).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await expect(lightbox.getByText(/^2 \/ \d+$/)).toBeVisible();
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      await expect(lightbox.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(lightbox).toBeHidden();
    await expect(photo).toBeFocused();

    // Sign-in with the keyboard alone.
    await page.goto('/login');
    await page.getByLabel('Email').focus();
    await page.keyboard.type('dana.whitfield@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('valley-member-2026');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Logged in successfully')).toBeVisible();
  });
});
