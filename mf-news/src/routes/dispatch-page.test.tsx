import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from '@valley/shared/router';
import { SWRConfig } from 'swr';
import { useApi, useApiClient } from '@valley/shared/api/swr';
import { newsPost, newsSearchPage } from '../test/news-fixtures';
import { DispatchPage } from './dispatch-page';

jest.mock('@valley/shared/api/swr', () => ({ ...jest.requireActual('@valley/shared/api/swr'), useApi: jest.fn(), useApiClient: jest.fn() }));

const categories = [
  { id: 1, name: 'Food & Drink' },
  { id: 2, name: 'Outdoors' },
];
const newsPage = {
  title: 'The Dispatch',
  header_image_url: 'http://localhost:4000/media/headers/page-news.2000x800.webp',
  entry: { subtitle: 'Stories from Happy Valley', content: null },
  content_rendered: null,
  fields: { content_blocks: [] },
};

const call = jest.fn();
beforeEach(() => {
  call.mockReset();
  call.mockImplementation((_name: string, input: { query: { page: number } }) => Promise.resolve(newsSearchPage(input.query.page, 3)));
  (useApiClient as jest.Mock).mockReturnValue({ call, url: jest.fn() });
  (useApi as jest.Mock).mockImplementation((name: string) => {
    if (name === 'newsCategories') return { data: categories, isLoading: false };
    if (name === 'newsList') return { data: { data: [newsPost(90, { title: 'A Featured Story', featured: true })] }, isLoading: false };
    if (name === 'page') return { data: newsPage, isLoading: false };
    return { data: undefined, isLoading: true };
  });
  // jsdom lays nothing out: keep the end of the list far below the screen so only buttons load more.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom: 99_999 } as DOMRect);
});
afterEach(() => jest.restoreAllMocks());

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

const renderPage = (path = '/dispatch') =>
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter initialEntries={[path]}>
        <DispatchPage />
        <Location />
      </MemoryRouter>
    </SWRConfig>,
  );

const lastQuery = () => call.mock.calls.at(-1)?.[1].query;
const location = () => screen.getByRole('status', { name: 'Location' });

it('shows the hero, the featured slider, the chips and the first page of posts', async () => {
  renderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'The Dispatch' })).toBeInTheDocument();
  expect(screen.getByText('Stories from Happy Valley')).toBeInTheDocument();
  // The slider's code (Swiper) loads on its own: the hero is there first, the body follows whole.
  expect(await screen.findByRole('region', { name: 'Featured Stories' })).toHaveTextContent('A Featured Story');
  expect(within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button')).toHaveLength(3);
  expect(await screen.findByText('Showing 3 of 3 posts')).toBeInTheDocument();
  expect(lastQuery()).toEqual({ page: 1, limit: 48, order: 'latest' });
});

it('holds the hero text and the feed until the page and the featured posts have answered, so nothing shown moves', () => {
  let featured: unknown = { data: undefined, isLoading: true };
  let page: unknown = { data: undefined, isLoading: true };
  (useApi as jest.Mock).mockImplementation((name: string) => {
    if (name === 'newsCategories') return { data: categories, isLoading: false };
    if (name === 'newsList') return featured;
    if (name === 'page') return page;
    return { data: undefined, isLoading: true };
  });
  const { rerender } = renderPage();
  const rerenderPage = () =>
    rerender(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <MemoryRouter initialEntries={['/dispatch']}>
          <DispatchPage />
        </MemoryRouter>
      </SWRConfig>,
    );
  expect(screen.getByRole('status', { name: 'Loading The Dispatch' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
  page = { data: newsPage, isLoading: false };
  rerenderPage();
  expect(screen.getByRole('heading', { level: 1, name: 'The Dispatch' })).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Categories' })).not.toBeInTheDocument();
  featured = { data: { data: [] }, isLoading: false };
  rerenderPage();
  expect(screen.queryByRole('region', { name: 'Featured Stories' })).not.toBeInTheDocument();
  expect(screen.getByRole('group', { name: 'Categories' })).toBeInTheDocument();
});

it('reads the filters from the URL, so a shared link shows the same list', async () => {
  renderPage('/dispatch?title=trout&categories=2&order=oldest');
  await screen.findByText('Showing 3 of 3 posts');
  expect(lastQuery()).toEqual({ page: 1, limit: 48, order: 'oldest', title: 'trout', categories: [2] });
  expect(screen.getByRole('button', { name: 'Outdoors' })).toHaveAttribute('aria-pressed', 'true');
  expect(screen.getByRole('button', { name: 'Filter' })).toHaveAccessibleDescription('3 filters active');
});

it('a chip filters by its category from the first page and keeps the title; All clears the category', async () => {
  const user = userEvent.setup();
  renderPage('/dispatch?title=trout');
  await screen.findByText('Showing 3 of 3 posts');
  await user.click(screen.getByRole('button', { name: 'Outdoors' }));
  expect(location()).toHaveTextContent('/dispatch?title=trout&categories=2');
  expect(await screen.findByText('Showing 3 of 3 posts')).toBeInTheDocument();
  expect(lastQuery()).toEqual({ page: 1, limit: 48, order: 'latest', title: 'trout', categories: [2] });
  await user.click(screen.getByRole('button', { name: 'All' }));
  expect(location()).toHaveTextContent(/^\/dispatch\?title=trout$/);
});

it('the filter drawer applies a trimmed title and closes; Reset clears everything and closes', async () => {
  const user = userEvent.setup();
  renderPage('/dispatch?categories=1');
  await screen.findByText('Showing 3 of 3 posts');
  await user.click(screen.getByRole('button', { name: 'Filter' }));
  const dialog = screen.getByRole('dialog', { name: 'Filter Posts' });
  expect(within(dialog).getByRole('checkbox', { name: 'Food & Drink' })).toBeChecked();
  await user.type(within(dialog).getByLabelText('Title'), '  fall color ');
  await user.click(within(dialog).getByRole('button', { name: 'Apply Filters' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(location()).toHaveTextContent('/dispatch?title=fall+color&categories=1');
  await screen.findByText('Showing 3 of 3 posts');
  expect(lastQuery()).toEqual({ page: 1, limit: 48, order: 'latest', title: 'fall color', categories: [1] });

  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Filter Posts' })).getByRole('button', { name: 'Reset' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  expect(location()).toHaveTextContent(/^\/dispatch$/);
});
