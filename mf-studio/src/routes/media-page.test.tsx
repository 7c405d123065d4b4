import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDIO_MEDIA_MESSAGES, type StudioMediaDetail, type StudioMediaItem } from '@valley/shared/schemas/studio-media';
import { libraryPicture, renderStudio } from '../testing/render-studio';

const seeded: StudioMediaItem = {
  path: '/media/destinations/the-nittany-lion-inn.1200x900.webp',
  url: 'http://api.test/media/destinations/the-nittany-lion-inn.1200x900.webp',
  width: 1200,
  height: 900,
  bytes: 81_920,
  alt: null,
  focus: null,
  uploaded_at: '2026-11-01T12:00:00.000Z',
  uploaded_by: null,
};
const uploaded = libraryPicture('Mount Nittany at dusk');
const used: StudioMediaDetail = {
  ...seeded,
  used_by: [
    { kind: 'destination', id: 4, name: 'The Nittany Lion Inn', link: '/d/the-nittany-lion-inn', draft: false },
    { kind: 'page', id: 1, name: 'Home', link: '/', draft: true },
  ],
};
const page = (items: StudioMediaItem[], at = 1, pages = 2) => ({ body: { items, total: items.length * pages, page: at, pages } });

describe('the studio’s media library', () => {
  it('lists the pictures a page at a time, says which lack alt text, and opens one with its sizes and uses', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioMedia: (request) => page(request.query.get('page') === '2' ? [uploaded] : [seeded], Number(request.query.get('page') ?? 1)),
        studioMediaItem: () => ({ body: used }),
      },
      '/studio/media',
    );
    const grid = await screen.findByRole('list', { name: 'Pictures' });
    expect(within(grid).getByText('No alt text')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Next page' }));
    expect(await within(screen.getByRole('list', { name: 'Pictures' })).findByText('Mount Nittany at dusk')).toBeInTheDocument();
    expect(fake.requests.at(-1)?.query.get('page')).toBe('2');
    await user.click(screen.getByRole('link', { name: 'Previous page' }));

    await user.click(await screen.findByRole('link', { name: /No alt text/ }));
    const details = await screen.findByRole('region', { name: 'The chosen picture' });
    await waitFor(() => expect(within(details).getByRole('heading', { name: 'The chosen picture' })).toHaveFocus());
    expect(await within(details).findByText('1200 × 900 pixels, 80 KB (WebP)')).toBeInTheDocument();
    expect(within(details).getByText('320, 480, 640, 960 pixels wide')).toBeInTheDocument();
    expect(within(details).getByText('This picture has no alt text yet.')).toBeInTheDocument();
    expect(within(details).getByRole('link', { name: 'The Nittany Lion Inn' })).toHaveAttribute('href', '/d/the-nittany-lion-inn');
    expect(within(details).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/studio/pages/1');
    expect(within(details).getByText(/in a draft not yet published/)).toBeInTheDocument();
  });

  it('writes the alt text, checked by the API’s schema first', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioMedia: () => page([seeded]),
        studioMediaItem: () => ({ body: used }),
        studioMediaAlt: (request) => ({ body: { ...used, alt: (request.body as { alt: string }).alt } }),
      },
      `/studio/media?image=${encodeURIComponent(seeded.path)}`,
    );
    const details = await screen.findByRole('region', { name: 'The chosen picture' });
    const alt = await within(details).findByRole('textbox', { name: 'Alt text' });
    await user.click(within(details).getByRole('button', { name: 'Save alt text' }));
    expect(alt).toHaveAccessibleDescription(STUDIO_MEDIA_MESSAGES.alt);
    expect(fake.count('studioMediaAlt')).toBe(0);

    await user.type(alt, 'The inn’s front porch in autumn');
    await user.click(within(details).getByRole('button', { name: 'Save alt text' }));
    expect(await within(details).findByText(STUDIO_MEDIA_MESSAGES.saved)).toBeInTheDocument();
    expect(fake.bodies('studioMediaAlt')).toEqual([{ path: seeded.path, alt: 'The inn’s front porch in autumn' }]);
    expect(within(details).queryByText('This picture has no alt text yet.')).not.toBeInTheDocument();
  });

  it('sets the focal point by pressing the picture or typing percents, shows the crops, saves it and resets it (decision 134)', async () => {
    const user = userEvent.setup();
    let focus: { x: number; y: number } | null = null;
    const fake = renderStudio(
      {
        studioMedia: () => page([seeded]),
        studioMediaItem: () => ({ body: { ...used, focus } }),
        studioMediaFocus: (request) => {
          focus = (request.body as { focus: typeof focus }).focus;
          return { body: { ...used, focus } };
        },
      },
      `/studio/media?image=${encodeURIComponent(seeded.path)}`,
    );
    const details = await screen.findByRole('region', { name: 'The chosen picture' });
    const point = within(details).getByRole('group', { name: 'Focal point' });
    // Until one is set, the site's own crop: 50% across, 65% down.
    expect(within(point).getByRole('spinbutton', { name: 'Across (%)' })).toHaveValue(50);
    expect(within(point).getByRole('spinbutton', { name: 'Down (%)' })).toHaveValue(65);
    expect(within(point).queryByRole('button', { name: 'Reset to the site’s crop' })).not.toBeInTheDocument();

    // Pressed at a quarter across and a fifth down of the picture's box.
    const picture = within(point).getByRole('button', { name: 'Set the focal point where you press on the picture' });
    picture.getBoundingClientRect = () => ({ left: 100, top: 50, width: 400, height: 200, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => ({}) });
    await user.pointer({ keys: '[MouseLeft]', target: picture, coords: { clientX: 200, clientY: 90 } });
    expect(within(point).getByRole('spinbutton', { name: 'Across (%)' })).toHaveValue(25);
    expect(within(point).getByRole('spinbutton', { name: 'Down (%)' })).toHaveValue(20);
    const down = within(point).getByRole('spinbutton', { name: 'Down (%)' });
    await user.clear(down);
    await user.type(down, '35');
    for (const crop of within(point).getByRole('group', { name: 'How the site crops it' }).querySelectorAll('img')) {
      expect(crop.style.objectPosition).toBe('25% 35%');
    }
    await user.click(within(point).getByRole('button', { name: 'Save focal point' }));
    expect(await within(point).findByText(STUDIO_MEDIA_MESSAGES.focusSaved)).toBeInTheDocument();

    await user.click(await within(point).findByRole('button', { name: 'Reset to the site’s crop' }));
    expect(await within(point).findByText(STUDIO_MEDIA_MESSAGES.focusReset)).toBeInTheDocument();
    expect(within(point).getByRole('spinbutton', { name: 'Across (%)' })).toHaveValue(50);
    expect(fake.bodies('studioMediaFocus')).toEqual([
      { path: seeded.path, focus: { x: 25, y: 35 } },
      { path: seeded.path, focus: null },
    ]);
  });

  it('uploads a picture only with its alt text, then opens it', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioMedia: () => page([seeded], 1, 1),
        studioMediaUpload: () => ({ body: { ...uploaded, used_by: [] } }),
        studioMediaItem: () => ({ body: { ...uploaded, used_by: [] } }),
      },
      '/studio/media?q=inn',
    );
    const form = await screen.findByRole('form', { name: 'Upload a picture' });
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(within(form).getByLabelText('Picture')).toHaveAccessibleDescription(STUDIO_MEDIA_MESSAGES.image);
    expect(within(form).getByRole('textbox', { name: 'Alt text' })).toHaveAccessibleDescription(STUDIO_MEDIA_MESSAGES.alt);

    await user.upload(
      within(form).getByLabelText('Picture'),
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])], 'dusk.png', { type: 'image/png' }),
    );
    await user.type(within(form).getByRole('textbox', { name: 'Alt text' }), 'Mount Nittany at dusk');
    await user.click(within(form).getByRole('button', { name: 'Upload' }));
    expect(await within(form).findByText(STUDIO_MEDIA_MESSAGES.uploaded)).toBeInTheDocument();
    expect(fake.bodies('studioMediaUpload')).toEqual([{ image: expect.stringMatching(/^data:image\/png;base64,/), alt: 'Mount Nittany at dusk' }]);
    const details = await screen.findByRole('region', { name: 'The chosen picture' });
    expect(await within(details).findByText('Nothing on the site uses this picture yet.')).toBeInTheDocument();
  });

  it('searches by words and for pictures without alt text, from the first page', async () => {
    const user = userEvent.setup();
    const fake = renderStudio({ studioMedia: () => page([], 1, 1) }, '/studio/media?page=3');
    expect(await screen.findByText('The library is empty: upload a picture above.')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Words in the alt text or file name' }), 'stadium');
    await user.click(screen.getByRole('checkbox', { name: 'Only pictures without alt text' }));
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No picture matches the search.')).toBeInTheDocument();
    const asked = fake.requests.filter((request) => request.name === 'studioMedia').at(-1)!.query;
    expect(Object.fromEntries(asked)).toEqual({ q: 'stadium', missing_alt: '1' });
  });

  it('a publisher deletes an upload nothing uses after a second press; pictures in use or drawn by the seed say why they stay', async () => {
    const user = userEvent.setup();
    const unused: StudioMediaDetail = { ...uploaded, used_by: [] };
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioMedia: () => page([uploaded, seeded], 1, 1),
        studioMediaItem: (request) => ({ body: request.query.get('path') === uploaded.path ? unused : used }),
        studioMediaDelete: () => ({ body: uploaded }),
      },
      `/studio/media?image=${encodeURIComponent(seeded.path)}`,
    );
    let details = await screen.findByRole('region', { name: 'The chosen picture' });
    expect(await within(details).findByText(`${STUDIO_MEDIA_MESSAGES.notUpload}.`)).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Delete picture' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: /Mount Nittany at dusk/ }));
    details = await screen.findByRole('region', { name: 'The chosen picture' });
    await user.click(await within(details).findByRole('button', { name: 'Delete picture' }));
    await user.click(within(details).getByRole('button', { name: 'Keep it' }));
    expect(fake.count('studioMediaDelete')).toBe(0);
    await user.click(within(details).getByRole('button', { name: 'Delete picture' }));
    await user.click(within(details).getByRole('button', { name: 'Delete for good' }));
    expect(await screen.findByText(STUDIO_MEDIA_MESSAGES.deleted)).toBeInTheDocument();
    expect(fake.bodies('studioMediaDelete')).toEqual([{ path: uploaded.path }]);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'The chosen picture' })).not.toBeInTheDocument());
  });

  it('an editor deletes nothing', async () => {
    renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioMedia: () => page([uploaded], 1, 1),
        studioMediaItem: () => ({ body: { ...uploaded, used_by: [] } }),
      },
      `/studio/media?image=${encodeURIComponent(uploaded.path)}`,
    );
    const details = await screen.findByRole('region', { name: 'The chosen picture' });
    expect(await within(details).findByText('Nothing on the site uses this picture yet.')).toBeInTheDocument();
    expect(within(details).queryByRole('button', { name: 'Delete picture' })).not.toBeInTheDocument();
  });
});
