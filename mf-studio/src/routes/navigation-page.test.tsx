import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioNavView } from '@valley/shared/schemas/studio';
import { renderStudio, withDraft } from '../testing/render-studio';

const tab = (id: number, title: string, background_color: string) => ({
  id,
  title,
  link: `/t/${id}`,
  text_color: '#ffffff',
  background_color,
  alternate_color: '#2b4c80',
  content: null,
});
const view: StudioNavView = { revision: 1, live: [tab(1, 'Things to Do', '#19325b'), tab(2, 'Eat & Drink', '#8a2b2b')], draft: null, history: [] };

describe('the studio’s Navigation', () => {
  it('moves a tab by keyboard, refuses a background its text cannot be read on under the field, then saves the draft', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'editor' } }),
        studioNav: () => ({ body: view }),
        studioNavDraft: (request) => ({ body: withDraft(view, (request.body as { tabs: StudioNavView['live'] }).tabs) }),
      },
      '/studio/navigation',
    );
    const down = await screen.findByRole('button', { name: 'Move down: Things to Do' });
    down.focus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('Things to Do moved to position 2 of 2.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move up: Things to Do' })).toHaveFocus();

    const food = screen.getByRole('group', { name: 'Tab 1: Eat & Drink' });
    const background = within(food).getByLabelText('Background color');
    fireEvent.input(background, { target: { value: '#eeeeee' } });
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(background).toHaveAccessibleDescription(/Background color: too close to the text color \(1\.\d:1; at least 4\.5:1\)/);
    expect(fake.count('studioNavDraft')).toBe(0);

    fireEvent.input(background, { target: { value: '#5a1d1d' } });
    await user.clear(within(food).getByRole('textbox', { name: 'Title' }));
    await user.type(within(food).getByRole('textbox', { name: 'Title' }), 'Food & Drink');
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    expect(await screen.findByText(/Draft saved by Erin Editor/)).toBeInTheDocument();
    expect(fake.bodies('studioNavDraft')).toEqual([
      {
        base_revision: 1,
        tabs: [
          { ...tab(2, 'Food & Drink', '#5a1d1d'), link: '/t/2', content: '' },
          { ...tab(1, 'Things to Do', '#19325b'), content: '' },
        ],
      },
    ]);
  });
});
