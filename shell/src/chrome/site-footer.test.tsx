import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import type { Globals } from '@valley/shared/schemas/site';
import { SiteFooter } from './site-footer';

jest.mock('@valley/shared/api/swr', () => ({ useApi: () => ({ data: [] }) }));

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
      <SiteFooter globals={globals} />
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
