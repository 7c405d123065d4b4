import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdRequest } from '@valley/shared/schemas/advertising';
import { refusal } from '@valley/shared/testing/fake-api';
import { renderStudio } from '../testing/render-studio';

const bakehouse: AdRequest = {
  id: 3,
  ad_company: 'Happy Valley Bakehouse',
  ad_email: 'owner@bakehouse.com',
  ad_phoneNumber: '814-555-0133',
  ad_address: '120 W College Ave',
  ad_city: 'State College',
  ad_zip: '16801',
  ad_calendar: null,
  ad_website: 'https://bakehouse.com',
  ad_social_link: null,
  ad_content: 'A home-page ad for Arts Fest week.',
  created_at: '2026-11-28T09:30:00-05:00',
  answered_at: null,
  answered_by: null,
};
const answered = (request: AdRequest): AdRequest => ({ ...request, answered_at: '2026-11-29T14:00:00-05:00', answered_by: 'Pat Publisher' });

describe('the studio’s Ads section', () => {
  it('lists a waiting request with what the business sent; Mark answered moves it, and Undo puts it back', async () => {
    const user = userEvent.setup();
    const fake = renderStudio(
      {
        studioAccess: () => ({ body: { role: 'publisher' } }),
        studioAdRequests: () => ({ body: [bakehouse] }),
        studioAdRequestAnswered: (request) => ({ body: (request.body as { answered: boolean }).answered ? answered(bakehouse) : bakehouse }),
      },
      '/studio/ads',
    );
    const waiting = await screen.findByRole('region', { name: 'Waiting (1)' });
    const card = within(waiting).getByRole('article', { name: 'Happy Valley Bakehouse' });
    expect(within(card).getByRole('link', { name: 'owner@bakehouse.com' })).toHaveAttribute('href', 'mailto:owner@bakehouse.com');
    expect(within(card).getByText('120 W College Ave, State College, 16801')).toBeInTheDocument();
    expect(within(card).getByText('A home-page ad for Arts Fest week.')).toBeInTheDocument();
    expect(within(card).queryByText('Google Calendar ID')).toBeNull();

    await user.click(within(card).getByRole('button', { name: 'Mark answered: Happy Valley Bakehouse' }));
    const done = await screen.findByRole('region', { name: 'Answered (1)' });
    expect(within(done).getByText(/Answered .* by Pat Publisher/)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Waiting (0)' })).toHaveTextContent('No request is waiting.');
    expect(screen.getByRole('status')).toHaveTextContent('Marked answered: Happy Valley Bakehouse.');

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    expect(await screen.findByRole('region', { name: 'Waiting (1)' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: /Answered/ })).toBeNull();
    expect(fake.bodies('studioAdRequestAnswered')).toEqual([
      { id: 3, answered: true },
      { id: 3, answered: false },
    ]);
  });

  it('says when the requests could not be loaded, and Retry asks again; a refused mark is said, not hidden', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderStudio(
      {
        studioAdRequests: () => (fail ? refusal(503, 'Service Unavailable') : { body: [bakehouse] }),
        studioAdRequestAnswered: () => refusal(404, 'No such advertising request'),
      },
      '/studio/ads',
    );
    expect(await screen.findByText('The advertising requests could not be loaded.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await user.click(await screen.findByRole('button', { name: 'Mark answered: Happy Valley Bakehouse' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('No such advertising request');
    expect(screen.getByRole('region', { name: 'Waiting (1)' })).toBeInTheDocument();
  });

  it('an editor finds Ads in the studio’s navigation, and People only for the Board', async () => {
    renderStudio({ studioAccess: () => ({ body: { role: 'editor' } }), studioAdRequests: () => ({ body: [] }) }, '/studio/ads');
    const nav = await screen.findByRole('navigation', { name: 'Studio' });
    expect(within(nav).getByRole('link', { name: 'Ads' })).toHaveAttribute('href', '/studio/ads');
    expect(within(nav).queryByRole('link', { name: 'People' })).toBeNull();
    expect(await screen.findByText(/No request is waiting/)).toBeInTheDocument();
  });
});
