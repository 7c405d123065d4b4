import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_PAGE_SIZE, type StudioAuditEntry } from '@valley/shared/schemas/studio';
import { renderStudio } from '../testing/render-studio';

const HOUR = 60 * 60 * 1000;
const entry = (id: number, hoursAgo: number, action: string, label: string, kind: StudioAuditEntry['kind'] = 'settings'): StudioAuditEntry => ({
  id,
  at: new Date(Date.now() - hoursAgo * HOUR).toISOString(),
  who: 'Erin Editor',
  action,
  kind,
  key: null,
  label,
});
const newest = [
  entry(60, 2, 'Published', 'the main navigation', 'nav'),
  ...Array.from({ length: AUDIT_PAGE_SIZE - 1 }, (_, index) => entry(59 - index, 3, 'Saved a draft of', 'the site settings')),
];

describe('the studio’s audit log', () => {
  it('lists every change newest first, with when (exact on hover) and who, and shows older ones a page at a time', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioAudit: (request) =>
          request.query.get('before') === '11'
            ? { body: { entries: [{ ...entry(4, 30, 'Invited as editor', 'Pat Member'), kind: 'person', who: null }], more: false } }
            : { body: { entries: newest, more: true } },
      },
      '/studio/audit',
    );
    const first = await screen.findByRole('row', { name: /Published the main navigation/ });
    const when = within(first).getByText('2 hours ago');
    expect(when.tagName).toBe('TIME');
    expect(when).toHaveAttribute('title', expect.stringMatching(/, \d{1,2}:\d{2} [AP]M$/));
    expect(within(first).getByRole('cell', { name: 'Erin Editor' })).toBeInTheDocument();
    expect(within(first).getByRole('link', { name: 'the main navigation' })).toHaveAttribute('href', '/studio/navigation');
    await user.click(screen.getByRole('button', { name: 'Show older changes' }));
    const oldest = await screen.findByRole('row', { name: /Invited as editor Pat Member/ });
    expect(within(oldest).getByText('a day ago')).toBeInTheDocument();
    expect(within(oldest).getByRole('cell', { name: 'A former member' })).toBeInTheDocument();
    expect(within(oldest).getByRole('link', { name: 'Pat Member' })).toHaveAttribute('href', '/studio/people');
    expect(screen.queryByRole('button', { name: 'Show older changes' })).not.toBeInTheDocument();
    // The older page is asked for from the last entry shown (the newest page may be asked again as the window takes focus).
    const asked = fake.requests.filter((request) => request.name === 'studioAudit').map((request) => request.query.get('before'));
    expect(new Set(asked)).toEqual(new Set([null, '11']));
  });

  it('is the Board’s: an editor finds neither the link nor the page', async () => {
    renderStudio({ studioAccess: () => ({ body: { role: 'editor' } }) }, '/studio/audit');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });
});
