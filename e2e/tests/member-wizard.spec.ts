import { expect, test } from '../support/test';
import { newMember } from '../support/members';

// The profile wizard (member-area §2, issue 26): one step at a time with PREV/NEXT and SAVE PROFILE; the browser's Back moves between
// steps; what was typed survives Back, a reload and a failed save; the business typed in it fills in 'Add a Destination' and stays
// editable in Edit My Profile.

test.describe('profile wizard', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('one step at a time; Back, a reload and a failed save keep what was typed', async ({ page, request }) => {
    await newMember(page, request, 'wizard');
    await expect(page.getByRole('heading', { name: 'Tell us about you' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'What do you like to do?' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Your destination' })).toBeHidden();
    await page.getByLabel('City').fill('Boalsburg');
    await page.getByRole('button', { name: 'NEXT' }).click();

    await expect(page.getByRole('heading', { name: 'What do you like to do?' })).toBeVisible();
    await expect(page.getByLabel('City')).toBeHidden();
    await page.getByRole('checkbox', { name: 'Eat' }).check();
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'About' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('City')).toHaveValue('Boalsburg');
    await expect(page).toHaveURL(/\/profile$/);
    await page.goForward();
    await expect(page.getByRole('checkbox', { name: 'Eat' })).toBeChecked();
    await page.getByRole('button', { name: 'NEXT' }).click();

    await page.getByRole('radio', { name: 'I own or manage a destination' }).check();
    await page.getByLabel('Business Name').fill('Fenwick Cider House');
    await page.getByLabel('Business Address').fill('40 Orchard Rd');
    await page.getByLabel('Business City').fill('Boalsburg');
    await page.getByLabel('Business Zip').fill('16827');
    await page.getByLabel('Website').fill('https://fenwick-cider.example');
    await page.reload();
    await expect(page.getByRole('tab', { name: 'Destination' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Business Name')).toHaveValue('Fenwick Cider House');
    await expect(page.getByLabel('Business Zip')).toHaveValue('16827');

    // The connection drops as the profile is saved: nothing typed is lost, and the next try saves it.
    // The context's route: once the service worker controls the page, its requests pass page.route by.
    await page.context().route('**/api/profile/update', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'SAVE PROFILE' }).click();
    await expect(page.getByRole('button', { name: 'SAVE PROFILE' })).toBeEnabled();
    await expect(page.getByLabel('Business Name')).toHaveValue('Fenwick Cider House');
    await page.context().unroute('**/api/profile/update');
    await page.getByRole('button', { name: 'SAVE PROFILE' }).click();
    await expect(page.getByText('Profile updated successfully').first()).toBeVisible();

    await expect(page.getByRole('heading', { level: 1, name: 'Ana Fenwick' })).toBeVisible();
    await expect(page.getByText('Fenwick Cider House')).toBeVisible();
    await expect(page.getByText('Boalsburg', { exact: false }).first()).toBeVisible();
    const interests = page.getByRole('group', { name: 'What do you like to do?' });
    await expect(interests.getByRole('button', { name: 'Eat' })).toHaveAttribute('aria-pressed', 'true');

    // The business fills in the first 'Add a Destination'...
    await page.getByRole('button', { name: 'Add a Destination' }).click();
    const form = page.getByRole('form', { name: 'Add a Destination' });
    await expect(form.getByLabel('Business Name')).toHaveValue('Fenwick Cider House');
    await expect(form.getByLabel('Address')).toHaveValue('40 Orchard Rd');
    await expect(form.getByLabel('City')).toHaveValue('Boalsburg');
    await expect(form.getByLabel('Zip')).toHaveValue('16827');
    await expect(form.getByLabel('Website')).toHaveValue('https://fenwick-cider.example');

    // ...and is seen and edited again in Edit My Profile.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const drawer = page.getByRole('dialog', { name: 'Edit My Profile' });
    const business = drawer.getByRole('group', { name: 'Your Business' });
    await expect(business.getByLabel('Business Name')).toHaveValue('Fenwick Cider House');
    await business.getByLabel('Business Address').fill('42 Orchard Rd');
    await drawer.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Profile updated successfully').first()).toBeVisible();
    await page.reload();
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Edit My Profile' }).getByLabel('Business Address')).toHaveValue('42 Orchard Rd');
  });
});
