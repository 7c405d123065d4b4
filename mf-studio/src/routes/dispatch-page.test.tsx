import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RETIRE_MESSAGES } from '@valley/shared/schemas/studio';
import { STUDIO_POST_MESSAGES, type StudioPost } from '@valley/shared/schemas/studio-posts';
import { refusal } from '@valley/shared/testing/fake-api';
import { libraryPicture, renderStudio } from '../testing/render-studio';

// TipTap needs layout jsdom lacks: the editable area is a textarea here, labelled and described as the real one is.
jest.mock('@valley/shared/ui/rich-text-body', () => ({
  EditorBody: ({ labelId, describedBy, value, onChange }: { labelId: string; describedBy: string; value: string; onChange: (html: string) => void }) => (
    <textarea aria-labelledby={labelId} aria-describedby={describedBy || undefined} value={value} onChange={(event) => onChange(event.target.value)} />
  ),
}));

const live: StudioPost = {
  id: 7,
  slug: 'ice-rink-opens',
  title: 'Ice rink opens',
  status: 'live',
  pending_changes: false,
  featured: false,
  category: 'Outdoors',
  category_id: 2,
  image: null,
  content: '<p>Skates on.</p>',
  source_link: null,
  published_at: '2026-01-05T09:00:00-05:00',
  updated_at: '2026-01-05T09:00:00-05:00',
  retires_at: null,
  history: [{ revision: 1, published_by: 'Pat Publisher', published_at: '2026-01-05T09:00:00-05:00' }],
};
const categories = () => ({ body: [{ id: 2, name: 'Outdoors' }] });

describe('the studio’s Dispatch', () => {
  it('lists the posts with their standing; an editor writes a new post, sees the schema’s messages, and saves it as a draft', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioPosts: () => ({ body: [{ ...live, pending_changes: true }] }),
        newsCategories: categories,
        studioPostSave: (request) => ({ body: { ...live, id: 8, slug: 'farm-stand', status: 'draft', ...(request.body as object) } }),
        studioPost: () => ({ body: { ...live, id: 8, slug: 'farm-stand', status: 'draft', title: 'Farm stand hours' } }),
      },
      '/studio/dispatch',
    );
    const row = await screen.findByRole('row', { name: /Ice rink opens/ });
    expect(within(row).getByText('Live · changes waiting')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'New post' }));
    expect(await screen.findByRole('heading', { name: 'New post' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription(STUDIO_POST_MESSAGES.title);
    expect(await screen.findByRole('textbox', { name: 'Post text' })).toHaveAccessibleDescription(STUDIO_POST_MESSAGES.content);
    expect(fake.count('studioPostSave')).toBe(0);

    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Farm stand hours');
    await user.type(screen.getByRole('textbox', { name: 'Post text' }), '<p>Open till five.</p>');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Outdoors');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Edit post' })).toBeInTheDocument();
    expect(fake.bodies('studioPostSave')).toEqual([
      expect.objectContaining({ title: 'Farm stand hours', content: '<p>Open till five.</p>', category_id: 2, featured: false, source_link: null }),
    ]);
  });

  it('a publisher publishes a post’s saved changes, retires it, and hears the API’s refusal without losing what was typed', async () => {
    const user = userEvent.setup();
    let standing: StudioPost = { ...live, pending_changes: true, title: 'Ice rink opens Saturday' };
    renderStudio(
      {
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioPost: () => ({ body: standing }),
        newsCategories: categories,
        studioPostPublish: () => ({ body: (standing = { ...standing, pending_changes: false }) }),
        studioPostRetire: () => ({ body: (standing = { ...standing, status: 'retired' }) }),
        studioPostSave: () => refusal(400, 'category_id: No such category'),
      },
      '/studio/dispatch/7',
    );
    expect(await screen.findByText(/Live · changes waiting: On the site\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Preview' })).toHaveAttribute('href', '/dispatch/ice-rink-opens');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText(STUDIO_POST_MESSAGES.published)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retire' }));
    expect(await screen.findByText(STUDIO_POST_MESSAGES.retired)).toBeInTheDocument();
    expect(screen.getByText(/Retired: Taken off the site\./)).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Title' }), ' at noon');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such category');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Ice rink opens Saturday at noon');
  });

  it('chooses a post’s picture from the media library, searched by words, by keyboard, with its focal point (decisions 126, 134)', async () => {
    const user = userEvent.setup();
    const picture = { ...libraryPicture('Skaters on the rink'), focus: { x: 30, y: 70 } };
    const chosen = `${picture.url}#focus=30,70`;
    const fake = renderStudio(
      {
        studioPost: () => ({ body: live }),
        newsCategories: categories,
        studioMedia: (request) => ({ body: { items: request.query.get('q') === 'rink' ? [picture] : [], total: 1, page: 1, pages: 1 } }),
        studioPostSave: (request) => ({ body: { ...live, ...(request.body as object) } }),
      },
      '/studio/dispatch/7',
    );
    await user.click(await screen.findByRole('button', { name: 'Choose picture from the library' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose picture' });
    expect(await within(dialog).findByText('The library is empty: upload pictures in the Media library.')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Words in the alt text or file name' }), 'rink{Enter}');
    const tile = await within(dialog).findByRole('button', { name: /Skaters on the rink/ });
    tile.focus();
    await user.keyboard('{Enter}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Picture preview' })).toHaveAttribute('src', chosen);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(fake.bodies('studioPostSave')).toEqual([expect.objectContaining({ image: chosen })]));
  });

  it('brings a kept publication back from the post’s history, to publish again', async () => {
    const user = userEvent.setup();
    const history = [
      { revision: 2, published_by: 'Pat Publisher', published_at: '2026-01-06T09:00:00-05:00' },
      { revision: 1, published_by: null, published_at: null },
    ];
    const fake = renderStudio(
      {
        studioPost: () => ({ body: { ...live, history } }),
        newsCategories: categories,
        studioPostRestore: () => ({ body: { ...live, history, pending_changes: true, title: 'Ice rink opens (first version)' } }),
        studioRevision: (request) => {
          const revision = Number(request.route.split('/').at(-1));
          const title = revision === 1 ? 'Ice rink opens (first version)' : 'Ice rink opens';
          return { body: { revision, published_by: null, published_at: null, content: { title, featured: false } } };
        },
      },
      '/studio/dispatch/7',
    );
    await user.click(await screen.findByText('History'));
    expect(screen.getByText(/Revision 2 \(live\)/)).toBeInTheDocument();
    const compared = screen.getByRole('region', { name: 'Compare two revisions' });
    expect(await within(compared).findByText('1 field differs between revisions 1 and 2.')).toBeInTheDocument();
    expect(within(compared).getByRole('rowheader', { name: 'Title' })).toBeInTheDocument();
    expect(fake.requests.filter((request) => request.name === 'studioRevision').map((request) => request.route)).toEqual([
      'GET /api/studio/revisions/post/7/1',
      'GET /api/studio/revisions/post/7/2',
    ]);
    await user.click(screen.getByRole('button', { name: 'Restore as draft' }));
    expect(await screen.findByText('Revision 1 is back in the editor: publish it to put it on the site.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Ice rink opens (first version)');
    expect(fake.bodies('studioPostRestore')).toEqual([{ id: 7, revision: 1 }]);
  });

  it('shares a post’s draft with a colleague through a preview link, and withdraws it (decision 125)', async () => {
    const user = userEvent.setup();
    const token = 'b'.repeat(43);
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioPost: () => ({ body: { ...live, pending_changes: true } }),
        newsCategories: categories,
        studioPostPreviewLink: () => ({ body: { link: `/dispatch/ice-rink-opens?preview=${token}`, expires_at: '2026-12-09T09:00:00-05:00' } }),
        studioPostPreviewWithdraw: () => ({ body: { withdrawn: 1 } }),
      },
      '/studio/dispatch/7',
    );
    const share = await screen.findByRole('region', { name: 'Share a preview' });
    expect(share).toHaveTextContent('A link that shows this post with its saved draft to someone without an account.');
    await user.click(within(share).getByRole('button', { name: 'Make a preview link' }));
    expect(await within(share).findByRole('textbox', { name: 'Preview link' })).toHaveValue(
      `${window.location.origin}/dispatch/ice-rink-opens?preview=${token}`,
    );
    expect(within(share).getByText('Preview link made. Anyone with it sees this post with its saved draft, without signing in.')).toBeInTheDocument();
    expect(fake.bodies('studioPostPreviewLink')).toEqual([{ id: 7 }]);
    await user.click(within(share).getByRole('button', { name: 'Withdraw every preview link' }));
    expect(await within(share).findByText('1 preview link withdrawn: it no longer works.')).toBeInTheDocument();
    expect(fake.bodies('studioPostPreviewWithdraw')).toEqual([{ id: 7 }]);
  });

  it('keeps a post’s unsaved changes through a closed tab until they are saved or undone', async () => {
    const user = userEvent.setup();
    const calls = { studioAccess: () => ({ body: { role: 'publisher' } }), studioPost: () => ({ body: live }), newsCategories: categories };
    const first = renderStudio(calls, '/studio/dispatch/7');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), ' early');
    cleanup();

    renderStudio(calls, '/studio/dispatch/7');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Ice rink opens early');
    const editor = screen.getByRole('form', { name: 'Edit post' });
    expect(within(editor).getByRole('status')).toHaveTextContent('Your unsaved changes from last time are back.');
    expect(screen.getByText(/Unsaved changes\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Ice rink opens');
    expect(within(editor).getByRole('status')).toHaveTextContent('Changes undone.');
    cleanup();

    renderStudio(calls, '/studio/dispatch/7');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Ice rink opens');
    expect(screen.queryByRole('button', { name: 'Undo changes' })).toBeNull();
    expect(first.count('studioPostSave')).toBe(0);
  });

  it('a new post’s text is kept too, and saving it forgets what was kept', async () => {
    const user = userEvent.setup();
    const calls = {
      studioAccess: () => ({ body: { role: 'editor' } }),
      newsCategories: categories,
      studioPostSave: (request: { body: unknown }) => ({ body: { ...live, id: 9, slug: 'farm-stand', status: 'draft' as const, ...(request.body as object) } }),
      studioPost: () => ({ body: { ...live, id: 9, slug: 'farm-stand', status: 'draft' as const, title: 'Farm stand hours' } }),
    };
    renderStudio(calls, '/studio/dispatch/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Farm stand hours');
    cleanup();

    renderStudio(calls, '/studio/dispatch/new');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('Farm stand hours');
    await user.type(screen.getByRole('textbox', { name: 'Post text' }), '<p>Open till five.</p>');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('heading', { name: 'Edit post' })).toBeInTheDocument();
    cleanup();

    renderStudio(calls, '/studio/dispatch/new');
    expect(await screen.findByRole('textbox', { name: 'Title' })).toHaveValue('');
  });
  it('a publisher retires a post later: a past time is refused under the field; scheduled, it says when it leaves; then kept (decision 116)', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioPost: () => ({ body: live }),
        newsCategories: categories,
        studioPostRetire: (request) => {
          const { retire_at } = request.body as { retire_at?: string | null };
          if (retire_at === '2020-01-01T09:00') return refusal(400, `retire_at: ${RETIRE_MESSAGES.past}`);
          return { body: { ...live, retires_at: retire_at ? '2026-12-08T09:00:00-05:00' : null } };
        },
      },
      '/studio/dispatch/7',
    );
    const later = await screen.findByRole('group', { name: 'Or retire it later' });
    await user.type(within(later).getByLabelText('Retire at'), '2020-01-01T09:00');
    await user.click(within(later).getByRole('button', { name: 'Retire it then' }));
    expect(within(later).getByLabelText('Retire at')).toHaveAccessibleDescription(RETIRE_MESSAGES.past);
    await user.clear(within(later).getByLabelText('Retire at'));
    await user.type(within(later).getByLabelText('Retire at'), '2026-12-08T09:00');
    await user.click(within(later).getByRole('button', { name: 'Retire it then' }));
    expect(await screen.findByText(/^Scheduled: the post leaves the site .*Dec.* 8/)).toBeInTheDocument();
    expect(screen.getByText(/It leaves the site .*Dec.* 8/)).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Or retire it later' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Keep it on the site' }));
    expect(await screen.findByText(RETIRE_MESSAGES.kept)).toBeInTheDocument();
    expect(fake.bodies('studioPostRetire')).toEqual([
      { id: 7, retire_at: '2020-01-01T09:00' },
      { id: 7, retire_at: '2026-12-08T09:00' },
      { id: 7, retire_at: null },
    ]);
  });
});
