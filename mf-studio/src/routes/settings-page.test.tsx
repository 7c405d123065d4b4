import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { STUDIO_DRAFT_MESSAGES, type StudioSettingsView } from '@valley/shared/schemas/studio';
import { refusal } from '@valley/shared/testing/fake-api';
import { renderStudio, withDraft } from '../testing/render-studio';

const live = {
  organization: 'Happy Valley',
  nav_bar_color: '#19325b',
  facebook_link: 'https://www.facebook.com/HappyValleyPA',
  instagram_link: null,
  twitter_link: null,
  youtube_link: null,
  linkedin_link: null,
  marketing_link: null,
  discover_america_link: null,
  pa_link: null,
  bigten_link: null,
};
const view: StudioSettingsView = { revision: 1, live, draft: null, history: [] };

describe('the studio’s Settings', () => {
  it('refuses a nav colour too light for its white text under the field, then an editor saves a draft; Publish is not theirs', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioSettings: () => ({ body: view }),
        studioSettingsDraft: (request) => ({ body: withDraft(view, (request.body as { settings: typeof live }).settings) }),
      },
      '/studio/settings',
    );
    const color = await screen.findByLabelText('Nav bar color');
    expect(screen.queryByRole('button', { name: 'Publish' })).toBeNull();
    // A colour input takes its value as a browser's picker sets it.
    fireEvent.input(color, { target: { value: '#ffd700' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(color).toHaveAccessibleDescription(/Nav bar color: too light for its white text \(1\.\d:1; at least 4\.5:1\)/);
    expect(fake.count('studioSettingsDraft')).toBe(0);

    fireEvent.input(color, { target: { value: '#0b5d3b' } });
    await user.type(screen.getByRole('textbox', { name: 'Instagram' }), 'https://instagram.com/happyvalley');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved by Erin Editor/)).toBeInTheDocument();
    expect(fake.bodies('studioSettingsDraft')).toEqual([
      {
        base_revision: 1,
        settings: {
          ...live,
          nav_bar_color: '#0b5d3b',
          instagram_link: 'https://instagram.com/happyvalley',
          twitter_link: '',
          youtube_link: '',
          linkedin_link: '',
          marketing_link: '',
          discover_america_link: '',
          pa_link: '',
          bigten_link: '',
        },
      },
    ]);
  });

  it('a publisher publishes; a draft made stale by another publication is said', async () => {
    const user = userEvent.setup();
    renderStudio(
      {
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioSettings: () => ({ body: view }),
        studioSettingsDraft: () => refusal(409, STUDIO_DRAFT_MESSAGES.stale),
      },
      '/studio/settings',
    );
    await user.type(await screen.findByRole('textbox', { name: 'Organization' }), ' County');
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(STUDIO_DRAFT_MESSAGES.stale);
    expect(screen.getByRole('textbox', { name: 'Organization' })).toHaveValue('Happy Valley County');
  });

  it('keeps unsaved changes through a closed tab until they are saved or undone', async () => {
    const user = userEvent.setup();
    const first = renderStudio({ studioSettings: () => ({ body: view }) }, '/studio/settings');
    await user.type(await screen.findByRole('textbox', { name: 'Organization' }), ' County');
    cleanup();

    renderStudio({ studioSettings: () => ({ body: view }) }, '/studio/settings');
    expect(await screen.findByRole('textbox', { name: 'Organization' })).toHaveValue('Happy Valley County');
    expect(screen.getByRole('status')).toHaveTextContent('Your unsaved changes from last time are back.');
    expect(screen.getByText(/Unsaved changes\./)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Undo changes' }));
    expect(screen.getByRole('textbox', { name: 'Organization' })).toHaveValue('Happy Valley');
    cleanup();

    renderStudio({ studioSettings: () => ({ body: view }) }, '/studio/settings');
    expect(await screen.findByRole('textbox', { name: 'Organization' })).toHaveValue('Happy Valley');
    expect(first.count('studioSettingsDraft')).toBe(0);
  });
});
