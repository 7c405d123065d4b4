import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from '@valley/shared/router';
import { SWRConfig } from 'swr';
import { DestinationCardSchema } from '@valley/shared/schemas/destination';
import { EventSchema } from '@valley/shared/schemas/event';
import { NewsPostSchema } from '@valley/shared/schemas/news';
import { useConfigStore } from '@valley/shared/stores/config';
import { blank } from '@valley/shared/testing/records';
import { remoteForPath } from '../config/remote-routes';
import { SearchPage } from './search-page';

/** The API's answers to the five site searches, by path; a path listed as 'down' answers 500. */
let answers: Record<string, unknown> = {};
const fetchMock = jest.fn((url: string, _init?: RequestInit) => {
  const path = new URL(url).pathname;
  const body = answers[path];
  const status = body === 'down' ? 500 : body === undefined ? 404 : 200;
  return Promise.resolve({
    status,
    ok: status === 200,
    statusText: String(status),
    headers: new Headers({ 'content-type': 'application/json' }),
    json: () => Promise.resolve(status === 200 ? body : { statusCode: status, error: 'Error', message: 'Something went wrong' }),
  });
});

const inn = DestinationCardSchema.parse({ ...blank(DestinationCardSchema), id: 1, slug: 'lakeside-inn', name: 'Lakeside Inn' });
const festival = EventSchema.parse({
  ...blank(EventSchema),
  id: 3,
  slug: 'lake-festival',
  title: 'Lake Festival',
  starts: '2026-12-05',
  ends: '2026-12-05',
  starts_at: '2026-12-05T10:00:00-05:00',
  ends_at: '2026-12-05T17:00:00-05:00',
  starts_month: 'Dec',
  starts_day: '05',
  display_dates: 'December 5, 2026',
  favorited: false,
});
const story = NewsPostSchema.parse({
  ...blank(NewsPostSchema),
  id: 5,
  slug: 'elsewhere',
  title: 'Paper story',
  source_link: 'https://paper.example.org/lake',
  published_at: '2026-11-20T09:00:00-05:00',
  featured: false,
  categories: [],
  entry: { content: null },
  fields: { content_blocks: [] },
});

const FOUND = {
  '/destinations/search': [inn],
  '/destinations/categories/search': [],
  '/pages/search': [{ title: 'About the Lake', link: '/about' }],
  '/events/search': [festival],
  '/news/search': [story],
};

beforeEach(() => {
  answers = FOUND;
  useConfigStore.setState({ apiUrl: 'https://api.valley.test' });
  fetchMock.mockClear();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
});

function Address() {
  const { pathname, search } = useLocation();
  return <output aria-label="Address">{`${pathname}${search}`}</output>;
}

/** The page's own status line (the test's address line is a status too). */
const message = () => screen.getAllByRole('status').find((element) => !element.hasAttribute('aria-label'));

function renderPage(address: string) {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[address]}>
        <Routes>
          <Route path="/search" element={<SearchPage />} />
        </Routes>
        <Address />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('SearchPage', () => {
  it('is a shell route, not a remote’s or a CMS path', () => {
    expect(remoteForPath('/search')).toBeNull();
  });

  it('shows each search’s results as links in groups, after Searching…', async () => {
    renderPage('/search?q=%20lake%20');
    expect(message()).toHaveTextContent('Searching…');
    expect(await screen.findByText('4 results')).toBe(message());
    expect(screen.getByRole('heading', { level: 1, name: 'Results for “lake”' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Destinations', 'Pages', 'Events', 'News']);
    expect(within(screen.getByRole('region', { name: 'Events' })).getByRole('link', { name: 'Lake Festival' })).toHaveAttribute(
      'href',
      '/events/lake-festival',
    );
    expect(screen.getByRole('link', { name: 'Paper story' })).toHaveAttribute('target', '_blank');
    const [, init] = fetchMock.mock.calls.find(([url]) => url.endsWith('/destinations/search')) as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ name: 'lake' });
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue(' lake ');
  });

  it('asks the API nothing for three or fewer characters, and says so', () => {
    renderPage('/search?q=lak');
    expect(message()).toHaveTextContent('Type more than three characters to search.');
    expect(screen.getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('says No results, or that search is not working when the searches fail', async () => {
    answers = Object.fromEntries(Object.keys(FOUND).map((path) => [path, []]));
    const { unmount } = renderPage('/search?q=nowhere');
    expect(await screen.findByText('No results for “nowhere”')).toBeInTheDocument();
    unmount();
    answers = Object.fromEntries(Object.keys(FOUND).map((path) => [path, 'down']));
    renderPage('/search?q=nowhere');
    expect(await screen.findByText('Search is not working right now. Please try again in a moment.')).toBeInTheDocument();
  });

  it('a new search from its box changes the address, and the results follow it', async () => {
    renderPage('/search?q=lake');
    await screen.findByText('4 results');
    const box = screen.getByRole('searchbox', { name: 'Search the site' });
    answers = Object.fromEntries(Object.keys(FOUND).map((path) => [path, []]));
    await userEvent.clear(box);
    await userEvent.type(box, 'nowhere{Enter}');
    expect(screen.getByRole('status', { name: 'Address' })).toHaveTextContent('/search?q=nowhere');
    expect(await screen.findByText('No results for “nowhere”')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Search the site' })).toHaveValue('nowhere');
  });
});
