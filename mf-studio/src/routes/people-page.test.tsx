import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioPerson } from '@valley/shared/schemas/studio';
import { refusal } from '@valley/shared/testing/fake-api';
import { renderStudio } from '../testing/render-studio';

const editor: StudioPerson = { id: 7, name: 'Erin Editor', email: 'erin@example.org', role: 'editor', invited_at: '2026-11-20T10:00:00' };
const member = { id: 9, name: 'Pat Member', email: 'pat@example.org', role: 'publisher' as const, invited_at: '2026-11-24T12:00:00' };

describe('the studio’s People section', () => {
  it('lists the editors and publishers, and the Board removes one by keyboard', async () => {
    const user = userEvent.setup();
    const fake = renderStudio({
      studioPeople: () => ({ body: [editor] }),
      studioRemove: () => ({ body: { message: 'Removed from the studio: Erin Editor' } }),
    });
    const row = await screen.findByRole('row', { name: /Erin Editor/ });
    expect(within(row).getByRole('cell', { name: 'Editor' })).toBeInTheDocument();
    within(row).getByRole('button', { name: 'Remove Erin Editor' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('No one has been invited yet. Invite an editor or a publisher below.')).toBeInTheDocument();
    expect(screen.getByText('Removed from the studio: Erin Editor')).toBeInTheDocument();
    expect(fake.bodies('studioRemove')).toEqual([{ id: 7 }]);
  });

  it('shows the empty state, then invites a member with the form alone by keyboard', async () => {
    const user = userEvent.setup();
    const fake = renderStudio({ studioPeople: () => ({ body: [] }), studioInvite: () => ({ body: member }) });
    expect(await screen.findByText(/No one has been invited yet/)).toBeInTheDocument();
    await user.click(screen.getByRole('textbox', { name: 'Member’s email' }));
    await user.keyboard('pat@example.org');
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Publisher (publishes)' })).toBeChecked();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('row', { name: /Pat Member/ })).toBeInTheDocument();
    expect(fake.bodies('studioInvite')).toEqual([{ email: 'pat@example.org', role: 'publisher' }]);
    expect(screen.getByText('Pat Member is now a publisher.')).toBeInTheDocument();
  });

  it('puts messages under the email field: the shared schema’s before sending, the API’s refusal after', async () => {
    const user = userEvent.setup();
    const fake = renderStudio({ studioPeople: () => ({ body: [] }), studioInvite: () => refusal(404, 'email: No member has that e-mail address') });
    await screen.findByText(/No one has been invited yet/);
    const email = screen.getByRole('textbox', { name: 'Member’s email' });
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(fake.count('studioInvite')).toBe(0);
    await user.type(email, 'nobody@example.org');
    await user.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('No member has that e-mail address')).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription('No member has that e-mail address');
  });

  it('says when the list could not be loaded, and Retry asks again', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderStudio({ studioPeople: () => (fail ? refusal(503, 'Service Unavailable') : { body: [editor] }) });
    expect(await screen.findByText('The studio’s people could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('row', { name: /Erin Editor/ })).toBeInTheDocument();
  });

  it('is the 404 screen for a member the API refuses, and People is the Board’s alone', async () => {
    renderStudio({ studioAccess: () => refusal(403, 'This is for the board’s content team') });
    expect(await screen.findByRole('heading', { name: /404 Page Not Found/ })).toBeInTheDocument();
  });

  it('an editor sees the studio, but not People', async () => {
    renderStudio({ studioAccess: () => ({ body: { role: 'editor' } }) }, '/studio/people');
    expect(await screen.findByRole('heading', { name: /404 Page Not Found/ })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Signed in as Editor')).toBeInTheDocument());
  });
});
