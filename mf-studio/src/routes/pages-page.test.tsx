import { RETIRE_MESSAGES } from '@valley/shared/schemas/studio';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioPage } from '@valley/shared/schemas/studio-pages';
import { refusal } from '@valley/shared/testing/fake-api';
import { stubMatchMedia } from '@valley/shared/ui/match-media.fixture';
import { libraryPicture, renderStudio, withDraft } from '../testing/render-studio';

// Puck asks which pointer and width the window has.
beforeEach(() => stubMatchMedia());

const page: StudioPage = {
  id: 3,
  link: '/plan/getting-here',
  revision: 1,
  live: {
    title: 'Getting Here',
    meta_title: null,
    meta_description: null,
    header_image_url: null,
    subtitle: 'By car, bus or plane',
    content: '<p>Two hours from everywhere.</p>',
    blocks: [
      { id: 201, extension: 'content', title: 'By car', img: null, entry: { content: '<p>I-80 and I-99.</p>' } },
      { id: 202, extension: 'cta', title: 'Get the guide', img: null, entry: { link: '/plan/visitor-guide', button_text: 'Order' } },
    ],
  },
  draft: null,
  history: [],
  status: 'live',
  links: 2,
  fixed: false,
  published_at: null,
  retires_at: null,
};

describe('the studio’s Pages', () => {
  it('lists the pages with their address and blocks, each opening its editor', async () => {
    const user = userEvent.setup();
    renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioPages: () => ({ body: [{ id: 3, title: 'Getting Here', link: '/plan/getting-here', blocks: 2, status: 'live', drafted: true }] }),
        studioPage: () => ({ body: page }),
      },
      '/studio/pages',
    );
    const row = (await screen.findByRole('link', { name: 'Getting Here' })).closest('tr')!;
    expect(within(row).getByText('/plan/getting-here')).toBeInTheDocument();
    expect(within(row).getByText('Live, draft waiting')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: 'Getting Here' }));
    expect(await screen.findByRole('group', { name: 'Blocks in order' })).toBeInTheDocument();
  });

  it('edits a block’s rich text in the studio’s editor, not as HTML typed by hand (decision 118)', async () => {
    renderStudio({ studioAccess: () => ({ body: { role: 'editor' } }), studioPage: () => ({ body: page }) }, '/studio/pages/3');
    const order = await screen.findByRole('group', { name: 'Blocks in order' });
    await userEvent.setup().click(within(order).getByRole('button', { name: 'Open: 1. Text: By car' }));
    const fields = await screen.findByRole('region', { name: /^Fields of / });
    const text = await within(fields).findByRole('textbox', { name: 'Text' });
    expect(text).toHaveAttribute('contenteditable', 'true');
    expect(text).toHaveTextContent('I-80 and I-99.');
    expect(within(fields).getByRole('toolbar', { name: 'Formatting' })).toBeInTheDocument();
    expect(fields.querySelector('textarea')).toBeNull();
  });

  it('ticks an events block’s categories from the site’s list, in the order of its tabs, and saves them', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioPage: () => ({ body: page }),
        eventCategories: () => ({
          body: [
            [3, 'Festivals'],
            [7, 'Events'],
            [9, 'Sports'],
          ].map(([id, name]) => ({ id, name, slug: String(name).toLowerCase(), description: null, content: null, header_image_url: null })),
        }),
        studioPageDraft: (request) => ({ body: withDraft(page, (request.body as { page: StudioPage['live'] }).page) }),
      },
      '/studio/pages/3',
    );
    const order = await screen.findByRole('group', { name: 'Blocks in order' });
    await user.selectOptions(within(order).getByRole('combobox', { name: 'New block' }), 'Upcoming events');
    await user.click(within(order).getByRole('button', { name: 'Add the block' }));
    await user.click(within(order).getByRole('button', { name: 'Open: 3. Upcoming events' }));
    const fields = await screen.findByRole('region', { name: /^Fields of / });
    const categories = within(fields).getByRole('group', { name: 'Categories, the first five as tabs' });
    expect(categories).toHaveAccessibleDescription('None chosen: the site’s own choice.');
    await user.click(await within(categories).findByRole('checkbox', { name: 'Sports' }));
    await user.click(within(categories).getByRole('checkbox', { name: 'Festivals' }));
    expect(categories).toHaveAccessibleDescription('Chosen, in order: Sports, Festivals.');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fake.count('studioPageDraft')).toBe(1));
    const sent = fake.bodies('studioPageDraft')[0] as { page: StudioPage['live'] };
    expect(sent.page.blocks.at(-1)?.entry.categories).toEqual([9, 3]);
  });

  it('moves, adds and removes blocks by keyboard, and saves the blocks in their order, a new one without an id', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioPage: () => ({ body: page }),
        studioPageDraft: (request) => ({ body: withDraft(page, (request.body as { page: StudioPage['live'] }).page) }),
      },
      '/studio/pages/3',
    );
    const order = await screen.findByRole('group', { name: 'Blocks in order' });
    await user.click(within(order).getByRole('button', { name: 'Move down: 1. Text: By car' }));
    expect(within(order).getByRole('status')).toHaveTextContent('1. Text: By car moved to position 2 of 2.');
    expect(
      within(order)
        .getAllByRole('listitem')
        .map((item) => item.firstChild?.textContent),
    ).toEqual(['1. Call to action: Get the guide', '2. Text: By car']);
    // The keyboard stays on the moved block: its Move up, now that it is last.
    expect(within(order).getByRole('button', { name: 'Move up: 2. Text: By car' })).toHaveFocus();

    await user.selectOptions(within(order).getByRole('combobox', { name: 'New block' }), 'Hero slider');
    await user.click(within(order).getByRole('button', { name: 'Add the block' }));
    expect(within(order).getByRole('status')).toHaveTextContent('Hero slider added at the end, position 3.');
    await user.click(within(order).getByRole('button', { name: 'Remove: 1. Call to action: Get the guide' }));
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(fake.count('studioPageDraft')).toBe(1);
    const sent = fake.bodies('studioPageDraft')[0] as { id: number; base_revision: number; page: StudioPage['live'] };
    expect(sent.page.blocks.map((block) => [block.id, block.extension])).toEqual([
      [201, 'content'],
      [0, 'hero_slider'],
    ]);
    expect(await screen.findByText('Draft saved. The site shows it once it is published.')).toBeInTheDocument();
  });

  it('a block’s picture is typed or chosen from the media library, and saved with the blocks (decision 126)', async () => {
    const user = userEvent.setup();
    const picture = libraryPicture('Old Main in the snow');
    const pictured: StudioPage = {
      ...page,
      live: {
        ...page.live,
        blocks: [{ id: 204, extension: 'image', title: null, img: null, entry: { img: '/media/blocks/old-main.1600x900.webp', alt: 'Old Main' } }],
      },
    };
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioPage: () => ({ body: pictured }),
        studioMedia: () => ({ body: { items: [picture], total: 1, page: 1, pages: 1 } }),
        studioPageDraft: (request) => ({ body: withDraft(pictured, (request.body as { page: unknown }).page) }),
      },
      '/studio/pages/3',
    );
    const order = await screen.findByRole('group', { name: 'Blocks in order' });
    await user.click(within(order).getByRole('button', { name: /^Open: 1\. / }));
    const fields = await screen.findByRole('region', { name: /^Fields of / });
    expect(await within(fields).findByRole('textbox', { name: 'Picture' })).toHaveValue('/media/blocks/old-main.1600x900.webp');
    await user.click(within(fields).getByRole('button', { name: 'Choose picture from the library' }));
    await user.click(await within(await screen.findByRole('dialog', { name: 'Choose picture' })).findByRole('button', { name: /Old Main in the snow/ }));
    expect(within(fields).getByRole('textbox', { name: 'Picture' })).toHaveValue(picture.url);
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fake.count('studioPageDraft')).toBe(1));
    expect(JSON.stringify(fake.bodies('studioPageDraft')[0])).toContain(`"img":"${picture.url}"`);
  });

  it('edits a meetings block’s venues as a list, keeping each venue’s listing', async () => {
    const user = userEvent.setup();
    const venue = { name: 'Gamble Mill', slug: 'gamble-mill', img: null, link: '/d/gamble-mill' };
    const meetings: StudioPage = {
      ...page,
      live: { ...page.live, blocks: [{ id: 205, extension: 'meetings', title: 'Meet here', img: null, entry: { venues: [venue], categories: [246] } }] },
    };
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioPage: () => ({ body: meetings }),
        categoriesList: () => ({ body: [{ id: 246, name: 'Meeting & Event Venues' }] }),
        studioPageDraft: (request) => ({ body: withDraft(meetings, (request.body as { page: unknown }).page) }),
      },
      '/studio/pages/3',
    );
    const order = await screen.findByRole('group', { name: 'Blocks in order' });
    await user.click(within(order).getByRole('button', { name: /^Open: 1\. / }));
    const fields = await screen.findByRole('region', { name: /^Fields of / });
    // A click, not a pointer's press: jsdom has no PointerEvent for the list's drag handles.
    fireEvent.click(await within(fields).findByText('Gamble Mill'));
    const name = await within(fields).findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'The Gamble Mill');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(fake.count('studioPageDraft')).toBe(1));
    const sent = fake.bodies('studioPageDraft')[0] as { page: StudioPage['live'] };
    expect(sent.page.blocks[0]?.entry.venues).toEqual([{ ...venue, name: 'The Gamble Mill' }]);
  });

  it('names what a block still needs, by the block and its field, and sends nothing until it is fixed', async () => {
    const user = userEvent.setup();
    const broken: StudioPage = {
      ...page,
      live: {
        ...page.live,
        blocks: [...page.live.blocks, { id: 203, extension: 'hero_slider', title: 'Welcome', img: null, entry: { slides: [{ title: 'No picture' }] } }],
      },
    };
    const fake = renderStudio({ studioAccess: () => ({ body: { role: 'editor' } }), studioPage: () => ({ body: broken }) }, '/studio/pages/3');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, '!');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByRole('list', { name: 'What the blocks still need' })).toHaveTextContent('3. Hero slider: Welcome: Picture is required');
    expect(fake.count('studioPageDraft')).toBe(0);
  });

  it('makes a new page: a bad or taken address is said under the field, then the new page’s editor opens', async () => {
    const user = userEvent.setup();
    const fresh: StudioPage = { ...page, id: 9, link: '/plan/fall-foliage', status: 'new', live: { ...page.live, title: 'Fall Foliage', blocks: [] } };
    let taken = true;
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioPages: () => ({ body: [] }),
        studioPageCreate: () => (taken ? refusal(400, 'path: Address: another page already has it') : { body: fresh }),
        studioPage: () => ({ body: fresh }),
      },
      '/studio/pages',
    );
    const address = await screen.findByRole('textbox', { name: 'Address' });
    await user.type(address, 'Fall foliage!');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Fall Foliage');
    await user.click(screen.getByRole('button', { name: 'Make the page' }));
    expect(address).toHaveAccessibleDescription('Address: lowercase letters, digits, hyphens and slashes (plan/fall-foliage)');
    expect(fake.count('studioPageCreate')).toBe(0);

    await user.clear(address);
    await user.type(address, '/plan/fall-foliage');
    await user.click(screen.getByRole('button', { name: 'Make the page' }));
    expect(await screen.findByText('Address: another page already has it')).toBeInTheDocument();
    taken = false;
    await user.click(screen.getByRole('button', { name: 'Make the page' }));
    expect(await screen.findByRole('note')).toHaveTextContent('Not on the site yet');
    expect(fake.bodies('studioPageCreate').at(-1)).toEqual({ path: 'plan/fall-foliage', title: 'Fall Foliage' });
  });

  it('a publisher schedules a page not yet on the site: its draft is saved first, then published at the chosen time', async () => {
    const user = userEvent.setup();
    const fresh: StudioPage = { ...page, status: 'new' };
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioPage: () => ({ body: fresh }),
        studioPageDraft: (request) => ({ body: withDraft(fresh, (request.body as { page: StudioPage['live'] }).page) }),
        studioPagePublish: () => ({ body: { ...fresh, status: 'scheduled', published_at: '2026-12-24T09:00:00-05:00' } }),
      },
      '/studio/pages/3',
    );
    await user.type(await screen.findByLabelText('Publish at'), '2026-12-24T09:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(await screen.findByText('Scheduled: /plan/getting-here appears on the site at the time you chose.')).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('Scheduled: visitors see it from');
    expect(fake.count('studioPageDraft')).toBe(1);
    expect(fake.bodies('studioPagePublish')).toEqual([{ id: 3, publish_at: '2026-12-24T09:00' }]);
  });

  it('a publisher schedules a live page’s saved changes, sees when and by whom they go out, and calls them off (decision 133)', async () => {
    const user = userEvent.setup();
    const drafted = withDraft(page, { ...page.live, subtitle: 'Open late on Fridays' });
    const scheduled: StudioPage = { ...drafted, draft: { ...drafted.draft!, publish_at: '2026-12-24T09:00:00-05:00', scheduled_by: 'Pat Publisher' } };
    let current = drafted;
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioPage: () => ({ body: current }),
        studioPagePublish: (request) => {
          current = (request.body as { publish_at: string | null }).publish_at ? scheduled : drafted;
          return { body: current };
        },
      },
      '/studio/pages/3',
    );
    expect(await screen.findByText('Or publish these changes later:')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Publish at'), '2026-12-24T09:00');
    await user.click(screen.getByRole('button', { name: 'Schedule' }));
    expect(
      await screen.findByText(/^Scheduled: the changes to \/plan\/getting-here go out .*Dec.* 24.*9:00.*Until then visitors see revision/),
    ).toBeInTheDocument();
    expect(screen.getByText(/scheduled by Pat Publisher to go out .*Dec.* 24.*Saving it again calls that time off\./)).toBeInTheDocument();
    // The saved draft is what goes out: nothing is saved again, which would call the time off.
    expect(fake.count('studioPageDraft')).toBe(0);

    await user.click(screen.getByRole('button', { name: 'Call off the scheduled changes' }));
    expect(await screen.findByText('The scheduled changes are called off: they stay a draft.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Call off the scheduled changes' })).not.toBeInTheDocument();
    expect(fake.bodies('studioPagePublish')).toEqual([
      { id: 3, publish_at: '2026-12-24T09:00' },
      { id: 3, publish_at: null },
    ]);
  });

  it('a publisher moves a page to a new address, then retires it once told what still links to it', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioPage: () => ({ body: page }),
        studioPageMove: (request) => ({ body: { ...page, link: `/${(request.body as { path: string }).path}` } }),
        studioPageRetire: () => ({ body: { ...page, link: '/plan/arriving', status: 'new' } }),
      },
      '/studio/pages/3',
    );
    const address = await screen.findByRole('textbox', { name: 'New address' });
    await user.clear(address);
    await user.type(address, 'Plan/Arriving');
    await user.click(screen.getByRole('button', { name: 'Move the page' }));
    expect(await screen.findByText(/^Moved: the old address sends visitors and search engines here \(301\)/)).toBeInTheDocument();
    expect(fake.bodies('studioPageMove')).toEqual([{ id: 3, path: 'plan/arriving' }]);

    expect(screen.getByText(/2 links in the menus and the navigation point here/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retire the page' }));
    await user.click(screen.getByRole('button', { name: 'Yes, retire /plan/arriving' }));
    expect(await screen.findByText('Retired: the page is no longer on the site. Publish it to put it back.')).toBeInTheDocument();
    expect(fake.bodies('studioPageRetire')).toEqual([{ id: 3 }]);
  });
  it('makes a preview link for a colleague, absolute and dated, selects it where there is no clipboard, and withdraws them all', async () => {
    const user = userEvent.setup();
    const token = 'a'.repeat(43);
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioPage: () => ({ body: page }),
        studioPagePreviewLink: () => ({ body: { link: `/plan/getting-here?preview=${token}`, expires_at: '2026-12-08T10:00:00-05:00' } }),
        studioPagePreviewWithdraw: () => ({ body: { withdrawn: 2 } }),
      },
      '/studio/pages/3',
    );
    await user.click(await screen.findByRole('button', { name: 'Make a preview link' }));
    const field = await screen.findByRole('textbox', { name: 'Preview link' });
    expect(field).toHaveValue(`${window.location.origin}/plan/getting-here?preview=${token}`);
    expect(field.parentElement).toHaveTextContent(/Works until .*Dec.* 8.*10:00/);
    expect(fake.bodies('studioPagePreviewLink')).toEqual([{ id: 3 }]);

    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(screen.getByText('Preview link selected: copy it with your keyboard.')).toBeInTheDocument();
    expect(field).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Withdraw every preview link' }));
    expect(await screen.findByText('2 preview links withdrawn: they no longer work.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Preview link' })).toBeNull();
  });
  it('a publisher retires a page later: a time in the past is refused under the field; scheduled, it says until when; then kept', async () => {
    const user = userEvent.setup();
    const due = { ...page, retires_at: '2026-12-08T09:00:00-05:00' };
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioPage: () => ({ body: page }),
        studioPageRetire: (request) => {
          const { retire_at } = request.body as { retire_at?: string | null };
          if (retire_at === '2020-01-01T09:00') return refusal(400, `retire_at: ${RETIRE_MESSAGES.past}`);
          return { body: retire_at ? due : page };
        },
      },
      '/studio/pages/3',
    );
    await user.click(await screen.findByRole('button', { name: 'Retire the page' }));
    const later = screen.getByRole('group', { name: 'Or retire it later' });
    const field = within(later).getByLabelText('Retire at');
    await user.type(field, '2020-01-01T09:00');
    await user.click(within(later).getByRole('button', { name: 'Retire it then' }));
    expect(await screen.findByText(RETIRE_MESSAGES.past)).toBeInTheDocument();
    await user.clear(field);
    await user.type(field, '2026-12-08T09:00');
    await user.click(within(later).getByRole('button', { name: 'Retire it then' }));
    expect(await screen.findByText(/^Scheduled: \/plan\/getting-here leaves the site .*Dec.* 8/)).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent(/^Live until .*Dec.* 8.*: then it leaves the site\.$/);
    await user.click(screen.getByRole('button', { name: 'Keep it on the site' }));
    expect(await screen.findByText(RETIRE_MESSAGES.kept)).toBeInTheDocument();
    expect(fake.bodies('studioPageRetire')).toEqual([
      { id: 3, retire_at: '2020-01-01T09:00' },
      { id: 3, retire_at: '2026-12-08T09:00' },
      { id: 3, retire_at: null },
    ]);
  });
});
