import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { catchInsightBeacons } from './insights-testing';
import { useListingInsights, type ListingLinks } from './use-listing-insights';

let beacons: ReturnType<typeof catchInsightBeacons>;
beforeEach(() => {
  beacons = catchInsightBeacons();
});

const subject: ListingLinks = {
  listing: 'destination',
  id: 7,
  links: { website: ['https://elkcreekcafe.net'], phone: ['tel:+18143495000'], social: [null, 'https://instagram.com/elkcreek'] },
};

function Page({ id = 7 }: { id?: number }) {
  useListingInsights('view', { ...subject, id });
  return (
    <>
      <a href="https://elkcreekcafe.net">Website</a>
      <a href="tel:+18143495000">Call</a>
      <a href="https://instagram.com/elkcreek">Instagram</a>
      <a href="/events">Events</a>
    </>
  );
}

it("counts the page view once, and each click on one of the listing's link buttons by its button", async () => {
  const { rerender } = render(<Page />);
  rerender(<Page />);
  for (const name of ['Website', 'Call', 'Instagram', 'Events']) await userEvent.click(screen.getByRole('link', { name }));
  expect(beacons.sent()).toEqual([
    { kind: 'view', listing: 'destination', id: 7 },
    { kind: 'click_website', listing: 'destination', id: 7 },
    { kind: 'click_phone', listing: 'destination', id: 7 },
    { kind: 'click_social', listing: 'destination', id: 7 },
  ]);
});

it('stops listening when the listing leaves the screen', async () => {
  const { unmount } = render(<Page />);
  const link = screen.getByRole('link', { name: 'Website' });
  unmount();
  document.body.append(link);
  await userEvent.click(link);
  expect(beacons.sent()).toEqual([{ kind: 'view', listing: 'destination', id: 7 }]);
});
