import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDIO_DRAFT_MESSAGES, STUDIO_MENU_MESSAGES, type StudioMenu, type StudioMenuLink } from '@valley/shared/schemas/studio';
import { refusal } from '@valley/shared/testing/fake-api';
import { renderStudio } from '../testing/render-studio';

const footer: StudioMenu = {
  name: 'footer_menu_2',
  title: 'Footer: about',
  revision: 1,
  links: [
    { title: 'About Us', url: '/about', new_tab: false },
    { title: 'Support', url: '/support', new_tab: false },
  ],
  draft: null,
  history: [],
};
const drafted = (links: StudioMenuLink[]): StudioMenu => ({
  ...footer,
  draft: { links, base_revision: 1, saved_by: 'Erin Editor', saved_at: '2026-11-30T09:00:00-05:00' },
});
const bodyOf = (request: { body: unknown }) => request.body as { links: StudioMenuLink[] };

describe('the studio’s Menus section', () => {
  it('an editor reorders by keyboard, adds a link, sees the schema’s messages under the fields, and saves a draft; Publish is not theirs', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioMenus: () => ({ body: [footer] }),
        studioMenuDraft: (request) => ({ body: drafted(bodyOf(request).links) }),
      },
      '/studio/menus',
    );
    const menu = await screen.findByRole('region', { name: 'Footer: about' });
    expect(within(menu).getByText('Live: revision 1.')).toBeInTheDocument();
    expect(within(menu).queryByRole('button', { name: 'Publish' })).toBeNull();

    within(menu).getByRole('button', { name: 'Move down: About Us' }).focus();
    await user.keyboard('{Enter}');
    expect(
      within(menu)
        .getAllByRole('group', { name: /^Link \d/ })
        .map((row) => row.getAttribute('aria-label')),
    ).toEqual(['Link 1: Support', 'Link 2: About Us']);
    expect(screen.getByText('About Us moved to position 2 of 2.')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Move up: About Us' })).toHaveFocus();

    await user.click(within(menu).getByRole('button', { name: 'Add a link' }));
    await user.click(within(menu).getByRole('button', { name: 'Save draft' }));
    const added = within(menu).getByRole('group', { name: 'Link 3: untitled' });
    expect(within(added).getByText(STUDIO_MENU_MESSAGES.title)).toBeInTheDocument();
    expect(within(added).getByRole('textbox', { name: 'Link' })).toHaveAccessibleDescription(STUDIO_MENU_MESSAGES.url);
    expect(fake.count('studioMenuDraft')).toBe(0);

    await user.type(within(added).getByRole('textbox', { name: 'Title' }), 'Advertise with Us');
    await user.type(within(added).getByRole('textbox', { name: 'Link' }), 'javascript:alert(1)');
    expect(within(added).getByText(STUDIO_MENU_MESSAGES.urlShape)).toBeInTheDocument();
    await user.clear(within(added).getByRole('textbox', { name: 'Link' }));
    await user.type(within(added).getByRole('textbox', { name: 'Link' }), '/advertise');
    await user.click(within(menu).getByRole('button', { name: 'Save draft' }));
    expect(await within(menu).findByText(/Draft saved by Erin Editor, .*: not on the site until it is published\./)).toBeInTheDocument();
    expect(fake.bodies('studioMenuDraft')).toEqual([
      {
        name: 'footer_menu_2',
        base_revision: 1,
        links: [
          { title: 'Support', url: '/support', new_tab: false },
          { title: 'About Us', url: '/about', new_tab: false },
          { title: 'Advertise with Us', url: '/advertise', new_tab: false },
        ],
      },
    ]);
  });

  it('a publisher publishes unsaved changes (saved first), and a draft made stale by another publication is said, its links kept', async () => {
    const user = userEvent.setup();
    let stale = false;
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioMenus: () => ({ body: [footer] }),
        studioMenuDraft: (request) => (stale ? refusal(409, STUDIO_DRAFT_MESSAGES.stale) : { body: drafted(bodyOf(request).links) }),
        studioMenuPublish: () => ({
          body: {
            ...footer,
            revision: 2,
            links: [footer.links[1]!],
            history: [{ revision: 2, published_by: 'Pat Publisher', published_at: '2026-11-30T10:00:00-05:00' }],
          },
        }),
      },
      '/studio/menus',
    );
    const menu = await screen.findByRole('region', { name: 'Footer: about' });
    await user.click(within(menu).getByRole('button', { name: 'Remove: About Us' }));
    await user.click(within(menu).getByRole('button', { name: 'Publish' }));
    expect(await within(menu).findByText('Published: the site shows revision 2 of Footer: about.')).toBeInTheDocument();
    expect(within(menu).getByText('Live: revision 2.')).toBeInTheDocument();
    expect(fake.count('studioMenuDraft')).toBe(1);
    expect(fake.count('studioMenuPublish')).toBe(1);

    stale = true;
    await user.click(within(menu).getByRole('button', { name: 'Add a link' }));
    const added = within(menu).getByRole('group', { name: 'Link 2: untitled' });
    await user.type(within(added).getByRole('textbox', { name: 'Title' }), 'Sports');
    await user.type(within(added).getByRole('textbox', { name: 'Link' }), '/sports');
    await user.click(within(menu).getByRole('button', { name: 'Save draft' }));
    expect(await within(menu).findByRole('alert')).toHaveTextContent(STUDIO_DRAFT_MESSAGES.stale);
    expect(within(added).getByRole('textbox', { name: 'Title' })).toHaveValue('Sports');
  });

  it('restores an older revision as the draft from the history, and discards a draft', async () => {
    const user = userEvent.setup();
    const live: StudioMenu = {
      ...footer,
      revision: 2,
      history: [
        { revision: 2, published_by: 'Pat Publisher', published_at: '2026-11-30T10:00:00-05:00' },
        { revision: 1, published_by: null, published_at: null },
      ],
    };
    const fake = renderStudio(
      {
        studioMenus: () => ({ body: [live] }),
        studioMenuRestore: () => ({ body: { ...drafted(footer.links), revision: 2, history: live.history } }),
        studioMenuDiscard: () => ({ body: live }),
        // Revision 2 renamed the second link and opens it in a new tab.
        studioRevision: (request) => {
          const revision = Number(request.route.split('/').at(-1));
          const links = revision === 1 ? footer.links : [footer.links[0]!, { title: 'Help', url: '/support', new_tab: true }];
          return { body: { revision, published_by: null, published_at: null, content: links } };
        },
      },
      '/studio/menus',
    );
    const menu = await screen.findByRole('region', { name: 'Footer: about' });
    expect(fake.count('studioRevision')).toBe(0);
    await user.click(within(menu).getByText('History'));
    expect(within(menu).getByText(/as it was before the studio/)).toBeInTheDocument();
    // Opened, the history compares the two newest revisions field by field (decision 114).
    const compared = within(menu).getByRole('region', { name: 'Compare two revisions' });
    expect(await within(compared).findByText('2 fields differ between revisions 1 and 2.')).toBeInTheDocument();
    const rows = within(compared)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['Item 2 › Title', 'Support', 'Help'],
      ['Item 2 › New tab', 'No', 'Yes'],
    ]);
    await user.selectOptions(within(compared).getByRole('combobox', { name: 'Compare revision' }), '2');
    expect(await within(compared).findByText('Revisions 2 and 2 are the same.')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Restore as draft' }));
    expect(await within(menu).findByText('Revision 1 is the draft now. Publish it to put it back on the site.')).toBeInTheDocument();
    expect(fake.bodies('studioMenuRestore')).toEqual([{ name: 'footer_menu_2', revision: 1 }]);
    await user.click(within(menu).getByRole('button', { name: 'Discard draft' }));
    expect(await within(menu).findByText('Draft discarded: back to what the site shows.')).toBeInTheDocument();
    expect(within(menu).getByText('Live: revision 2.')).toBeInTheDocument();
  });
});
