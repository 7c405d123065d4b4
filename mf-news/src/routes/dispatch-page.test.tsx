/** @jest-environment @valley/shared/build/jest-environment-router */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from '@valley/shared/router';
import { renderRoutes } from '@valley/shared/testing/data-router';
import { useApiClient } from '@valley/shared/api/swr';
import { newsPost, newsSearchPage } from '../test/news-fixtures';
import { routes } from '../exposes/routes';

jest.mock('@valley/shared/api/swr', () => ({ ...jest.requireActual('@valley/shared/api/swr'), useApiClient: jest.fn() }));

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

/** The API, for the route's loader and the feed's hook alike; `down` names the calls it does not answer. */
const call = jest.fn();
function answer(down: string[] = []) {
  call.mockImplementation((name: string, input: { query: { page: number } }) => {
    if (down.includes(name)) return Promise.reject(new Error(`${name} is down`));
    if (name === 'newsCategories') return Promise.resolve(categories);
    if (name === 'newsList') return Promise.resolve({ data: [newsPost(90, { title: 'A Featured Story', featured: true })] });
    if (name === 'page') return Promise.resolve(newsPage);
    return Promise.resolve(newsSearchPage(input.query.page, 3));
  });
}
beforeEach(() => {
  call.mockReset();
  answer();
  (useApiClient as jest.Mock).mockReturnValue({ call, url: jest.fn() });
  // jsdom lays nothing out: keep the end of the list far below the screen so only buttons load more.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom: 99_999 } as DOMRect);
});
afterEach(() => jest.restoreAllMocks());

function Location() {
  const location = useLocation();
  return <output aria-label="Location">{location.pathname + location.search}</output>;
}

/** The dispatch on a data router over mf-news's own routes, as the shell adds them (decision 140). */
const renderPage = (path = '/dispatch') => renderRoutes(routes, path, { client: { call, url: jest.fn() }, beside: <Location /> });

const lastQuery = () => call.mock.calls.filter(([name]) => name === 'newsSearch').at(-1)?.[1].query;
const location = () => screen.getByRole('status', { name: 'Location' });

it('shows the hero, the featured slider, the chips and the first page of posts, from the loader’s calls', async () => {
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'The Dispatch' })).toBeInTheDocument();
  expect(screen.getByText('Stories from Happy Valley')).toBeInTheDocument();
  expect(call).toHaveBeenCalledWith('page', { params: { '*': 'news' } });
  expect(call).toHaveBeenCalledWith('newsList', { query: { featured: '1', limit: 100 } });
  expect(call).toHaveBeenCalledWith('newsCategories', {});
  // The slider's code (Swiper) loads on its own: the hero is there first, the body follows whole.
  expect(await screen.findByRole('region', { name: 'Featured Stories' })).toHaveTextContent('A Featured Story');
  expect(within(screen.getByRole('group', { name: 'Categories' })).getAllByRole('button')).toHaveLength(3);
  expect(await screen.findByText('Showing 3 of 3 posts')).toBeInTheDocument();
  expect(lastQuery()).toEqual({ page: 1, limit: 48, order: 'latest' });
});

it('a part the API does not give is left out: no slider, no chips, the hero without its copy; the posts still show', async () => {
  answer(['page', 'newsList', 'newsCategories']);
  renderPage();
  expect(await screen.findByRole('heading', { level: 1, name: 'The Dispatch' })).toBeInTheDocument();
  expect(await screen.findByText('Showing 3 of 3 posts')).toBeInTheDocument();
  expect(screen.queryByText('Stories from Happy Valley')).toBeNull();
  expect(screen.queryByRole('region', { name: 'Featured Stories' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Outdoors' })).toBeNull();
});

it('a filter asks only for the posts: the loader’s page, featured posts and categories are not asked again', async () => {
  const user = userEvent.setup();
  renderPage();
  await screen.findByText('Showing 3 of 3 posts');
  await user.click(screen.getByRole('button', { name: 'Outdoors' }));
  await waitFor(() => expect(lastQuery()).toEqual({ page: 1, limit: 48, order: 'latest', categories: [2] }));
  expect(await screen.findByText('Showing 3 of 3 posts')).toBeInTheDocument();
  expect(call.mock.calls.filter(([name]) => name !== 'newsSearch')).toHaveLength(3);
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
  await waitFor(() => expect(location()).toHaveTextContent('/dispatch?title=trout&categories=2'));
  expect(await screen.findByText('Showing 3 of 3 posts')).toBeInTheDocument();
  expect(lastQuery()).toEqual({ page: 1, limit: 48, order: 'latest', title: 'trout', categories: [2] });
  await user.click(screen.getByRole('button', { name: 'All' }));
  await waitFor(() => expect(location()).toHaveTextContent(/^\/dispatch\?title=trout$/));
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
  await waitFor(() => expect(location()).toHaveTextContent('/dispatch?title=fall+color&categories=1'));
  await screen.findByText('Showing 3 of 3 posts');
  expect(lastQuery()).toEqual({ page: 1, limit: 48, order: 'latest', title: 'fall color', categories: [1] });

  await user.click(screen.getByRole('button', { name: 'Filter' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Filter Posts' })).getByRole('button', { name: 'Reset' }));
  expect(screen.queryByRole('dialog')).toBeNull();
  await waitFor(() => expect(location()).toHaveTextContent(/^\/dispatch$/));
});
