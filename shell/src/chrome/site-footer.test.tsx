import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import type { Globals } from '@valley/shared/schemas/site';
import { SiteFooter } from './site-footer';

const globals = {
  organization: 'Happy Valley',
  pa_link: 'https://www.visitpa.com',
  discover_america_link: 'https://www.visittheusa.com',
  bigten_link: 'https://bigten.org',
  marketing_link: 'https://partners.happyvalley.example/marketing',
} as Globals;

test('each partner is a logo named after the partner, linking to its site in a new tab', () => {
  render(
    <MemoryRouter>
      <SiteFooter globals={globals} menus={[[], []]} />
    </MemoryRouter>,
  );
  const partners = screen.getByRole('heading', { name: 'Partners' }).parentElement!;
  const expected = [
    ['Pennsylvania Tourism', 'https://www.visitpa.com'],
    ['Discover America', 'https://www.visittheusa.com'],
    ['Big Ten Country', 'https://bigten.org'],
    ['Marketing Partners', 'https://partners.happyvalley.example/marketing'],
  ];
  for (const [name, href] of expected) {
    const link = within(partners).getByRole('link', { name });
    expect(link).toHaveAttribute('href', href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(within(link).getByRole('img', { name })).toBeInTheDocument();
  }
});

test("the copyright year is the valley's, so the server's page and a browser in another zone agree on New Year's Eve", () => {
  // 10:30 pm on 31 December in the valley is already 2027 in UTC.
  jest.useFakeTimers({ now: new Date('2027-01-01T03:30:00Z') });
  render(
    <MemoryRouter>
      <SiteFooter globals={globals} menus={[[], []]} />
    </MemoryRouter>,
  );
  expect(screen.getByText(/© 2026 Happy Valley/)).toBeInTheDocument();
  jest.useRealTimers();
});
