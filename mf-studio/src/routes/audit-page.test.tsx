import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUDIT_FILTER_MESSAGES, AUDIT_PAGE_SIZE, type StudioAuditEntry } from '@valley/shared/schemas/studio';
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

  it('narrows the log by kind, name and days, kept in the address; a backwards range is refused under To; Clear filters shows all (decision 117)', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioAudit: (request) =>
          request.query.get('kind') === 'nav' && request.query.get('who') === 'erin'
            ? { body: { entries: [newest[0]!], more: false } }
            : request.query.get('kind') === 'page'
              ? { body: { entries: [], more: false } }
              : { body: { entries: newest, more: true } },
      },
      '/studio/audit',
    );
    await screen.findByRole('row', { name: /Published the main navigation/ });
    const filters = screen.getByRole('search', { name: 'Filter the log' });
    await user.selectOptions(within(filters).getByRole('combobox', { name: 'Kind' }), 'Main navigation');
    await user.type(within(filters).getByRole('textbox', { name: 'Who' }), 'erin');
    await user.type(within(filters).getByLabelText('From'), '2026-11-30');
    await user.type(within(filters).getByLabelText('To'), '2026-11-01');
    await user.click(within(filters).getByRole('button', { name: 'Filter' }));
    expect(within(filters).getByLabelText('To')).toHaveAccessibleDescription(AUDIT_FILTER_MESSAGES.order.replace('To: ', ''));
    await user.clear(within(filters).getByLabelText('To'));
    await user.click(within(filters).getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
    expect(screen.getByRole('row', { name: /Published the main navigation/ })).toBeInTheDocument();
    expect(fake.requests.at(-1)!.query.toString()).toBe('kind=nav&who=erin&from=2026-11-30');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Pages');
    await user.click(screen.getByRole('button', { name: 'Filter' }));
    expect(await screen.findByText('No change matches these filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    expect(await screen.findAllByRole('row', { name: /Saved a draft of the site settings/ })).not.toHaveLength(0);
    expect(screen.getByRole('textbox', { name: 'Who' })).toHaveValue('');
  });

  it('is the Board’s: an editor finds neither the link nor the page', async () => {
    renderStudio({ studioAccess: () => ({ body: { role: 'editor' } }) }, '/studio/audit');
    expect(await screen.findByText('404 Page Not Found')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Audit log' })).not.toBeInTheDocument();
  });
});
