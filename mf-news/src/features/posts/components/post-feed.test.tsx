import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@valley/shared/router';
import { SWRConfig } from 'swr';
import { PENDING_CLEAR_MS, useApiClient } from '@valley/shared/api/swr';
import { NO_FILTERS, type DispatchFilters } from '../../../lib/dispatch-filters';
import { newsPost, newsPosts, newsSearchPage } from '../../../test/news-fixtures';
import { PostFeed } from './post-feed';

jest.mock('@valley/shared/api/swr', () => ({ ...jest.requireActual('@valley/shared/api/swr'), useApiClient: jest.fn() }));

const call = jest.fn();
(useApiClient as jest.Mock).mockReturnValue({ call, url: jest.fn() });

/** The pages GET /news/search was asked for, in order. */
const requestedPages = () => call.mock.calls.filter(([name]) => name === 'newsSearch').map(([, input]) => input.query.page as number);

function renderFeed(filters: DispatchFilters = NO_FILTERS, onClearFilters = jest.fn(), at = '/dispatch') {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
      <MemoryRouter initialEntries={[at]}>
        <PostFeed filters={filters} filtered={filters !== NO_FILTERS} onClearFilters={onClearFilters} />
      </MemoryRouter>
    </SWRConfig>,
  );
}

const list = () => screen.getByRole('list', { name: 'Posts' });

/** Places the bottom of the post list `distance` px below the bottom of the viewport. */
function placeListBottom(distance: number) {
  jest.spyOn(list(), 'getBoundingClientRect').mockReturnValue({ bottom: window.innerHeight + distance } as DOMRect);
}

beforeEach(() => {
  call.mockReset();
  // jsdom lays nothing out (every box is 0 × 0 at the top): put the end of the list far below the screen.
  jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ bottom: window.innerHeight + 5000 } as DOMRect);
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

it('shows a skeleton until the first page answers', async () => {
  call.mockReturnValue(new Promise(() => {}));
  renderFeed();
  expect(screen.getByRole('status')).toHaveTextContent('Loading posts');
  expect(call).toHaveBeenCalledWith('newsSearch', { query: { page: 1, limit: 48, order: 'latest' } });
});

it('lists the first 48 posts with the count and Read Full Article links', async () => {
  call.mockResolvedValue({
    ...newsSearchPage(1, 50),
    data: [newsPost(1, { source_link: 'https://example.org/story' }), ...newsPosts(2, 47)],
  });
  renderFeed();
  expect(await screen.findByText('Showing 48 of 50 posts')).toBeInTheDocument();
  expect(within(list()).getAllByRole('article')).toHaveLength(48);

  const external = screen.getByRole('link', { name: 'Read Full Article about Post 1 (opens in a new tab)' });
  expect(external).toHaveAttribute('href', 'https://example.org/story');
  expect(external).toHaveAttribute('target', '_blank');
  expect(external.getAttribute('rel')).toContain('noopener');
  const internal = screen.getByRole('link', { name: 'Read Full Article about Post 2' });
  expect(internal).toHaveAttribute('href', '/dispatch/post-2');
  expect(internal).not.toHaveAttribute('target');
  expect(screen.getByRole('button', { name: 'Load More Posts' })).toBeInTheDocument();
});

it('Load More Posts appends the next page once, however often it is pressed', async () => {
  const user = userEvent.setup();
  call.mockImplementation((_name, input: { query: { page: number } }) => Promise.resolve(newsSearchPage(input.query.page, 50)));
  renderFeed();
  await screen.findByText('Showing 48 of 50 posts');

  const more = screen.getByRole('button', { name: 'Load More Posts' });
  await user.click(more);
  await user.click(more);
  expect(await screen.findByText('Showing 50 of 50 posts')).toBeInTheDocument();
  expect(within(list()).getAllByRole('article')).toHaveLength(50);
  // Appended, not replaced: the first page is still first.
  expect(within(list()).getAllByRole('heading')[0]).toHaveTextContent('Post 1');
  expect(requestedPages()).toEqual([1, 2]);
  // Nothing more to load: the button goes.
  expect(screen.queryByRole('button', { name: 'Load More Posts' })).toBeNull();
});

it("pages by links without JavaScript: the address's page comes first, with links to the pages before and after (decision 053)", async () => {
  const user = userEvent.setup();
  call.mockImplementation((_name, input: { query: { page: number } }) => Promise.resolve(newsSearchPage(input.query.page, 150)));
  renderFeed(NO_FILTERS, jest.fn(), '/dispatch?page=2');
  expect(await screen.findByText('Showing 49–96 of 150 posts')).toBeInTheDocument();
  expect(within(list()).getAllByRole('heading')[0]).toHaveTextContent('Post 49');
  expect(screen.getByRole('link', { name: 'Previous Posts' })).toHaveAttribute('href', '/dispatch');
  const more = screen.getByRole('button', { name: 'Load More Posts' });
  expect(more).toHaveAttribute('href', '/dispatch?page=3');
  // With JavaScript the next page joins this one.
  await user.click(more);
  expect(await screen.findByText('Showing 49–144 of 150 posts')).toBeInTheDocument();
  expect(requestedPages()).toEqual([2, 3]);
});

it('a page past the last says so and links to the last page', async () => {
  call.mockImplementation((_name, input: { query: { page: number } }) => Promise.resolve(newsSearchPage(input.query.page, 60)));
  renderFeed(NO_FILTERS, jest.fn(), '/dispatch?page=5');
  expect(await screen.findByText('This page is past the last of these posts.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Previous Posts' })).toHaveAttribute('href', '/dispatch?page=2');
});

/** The first page shown, then a scroll that leaves the end of the list `distance` px below the viewport. */
async function scrollToListEnd(distance: number) {
  renderFeed();
  await screen.findByText('Showing 48 of 150 posts');
  placeListBottom(distance);
  act(() => {
    window.dispatchEvent(new Event('scroll'));
  });
}

describe('infinite scroll', () => {
  beforeEach(() => {
    call.mockImplementation((_name, input: { query: { page: number } }) => Promise.resolve(newsSearchPage(input.query.page, 150)));
  });

  it('loads the next page when the list ends within 500 px of the viewport', async () => {
    await scrollToListEnd(400);
    expect(await screen.findByText('Showing 96 of 150 posts')).toBeInTheDocument();
    expect(requestedPages()).toEqual([1, 2]);
  });

  it('waits while the end of the list is further than 500 px away', async () => {
    await scrollToListEnd(600);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(requestedPages()).toEqual([1]);
  });

  it('asks again only after the pending flag clears, 500 ms after a page arrives', async () => {
    jest.useFakeTimers();
    try {
      renderFeed();
      await act(async () => {});
      expect(screen.getByText('Showing 48 of 150 posts')).toBeInTheDocument();
      placeListBottom(100);
      await act(async () => {
        jest.advanceTimersByTime(300);
        window.dispatchEvent(new Event('scroll'));
      });
      expect(screen.getByText('Showing 96 of 150 posts')).toBeInTheDocument();
      // Still near the end, scrolling on: nothing while the flag is pending.
      await act(async () => {
        jest.advanceTimersByTime(PENDING_CLEAR_MS - 100);
        window.dispatchEvent(new Event('scroll'));
      });
      expect(requestedPages()).toEqual([1, 2]);
      // Once it clears, the list (still short of the screen) asks for the next page by itself.
      await act(async () => {
        jest.advanceTimersByTime(200);
      });
      expect(screen.getByText('Showing 144 of 150 posts')).toBeInTheDocument();
      expect(requestedPages()).toEqual([1, 2, 3]);
    } finally {
      jest.useRealTimers();
    }
  });
});

it('without pagination info, keeps loading full pages but stops after 5 extra loads', async () => {
  const user = userEvent.setup();
  // An answer with no pagination object (totals unknown): every page comes back full.
  call.mockImplementation((_name, input: { query: { page: number } }) => Promise.resolve({ data: newsPosts((input.query.page - 1) * 48 + 1, 48) }));
  renderFeed();
  expect(await screen.findByText('Showing 48 of 48 posts')).toBeInTheDocument();
  for (let extra = 1; extra <= 5; extra += 1) {
    await act(() => new Promise((resolve) => setTimeout(resolve, PENDING_CLEAR_MS + 20)));
    await user.click(screen.getByRole('button', { name: 'Load More Posts' }));
    // Up to 288 cards in jsdom: on a loaded machine (the CI's two cores beside the journeys) a page has taken over 4 s.
    expect(await screen.findByText(`Showing ${48 * (extra + 1)} of ${48 * (extra + 1)} posts`, undefined, { timeout: 15_000 })).toBeInTheDocument();
  }
  expect(requestedPages()).toEqual([1, 2, 3, 4, 5, 6]);
  expect(screen.queryByRole('button', { name: 'Load More Posts' })).toBeNull();
  // Six pages of cards on a shared machine: more time than Jest's default 5 s.
}, 90_000);

it('without pagination info, a partial page is the end', async () => {
  call.mockResolvedValue({ data: newsPosts(1, 20) });
  renderFeed();
  expect(await screen.findByText('Showing 20 of 20 posts')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load More Posts' })).toBeNull();
});

it('says when no post matches the filters, and clears them on request', async () => {
  const user = userEvent.setup();
  const onClearFilters = jest.fn();
  call.mockResolvedValue(newsSearchPage(1, 0));
  renderFeed({ title: 'zzz', categories: [], order: 'latest' }, onClearFilters);
  expect(await screen.findByText('No posts match your filters.')).toBeInTheDocument();
  expect(call).toHaveBeenCalledWith('newsSearch', { query: { page: 1, limit: 48, order: 'latest', title: 'zzz' } });
  await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
  expect(onClearFilters).toHaveBeenCalled();
});

it('offers to try again when the first page fails', async () => {
  const user = userEvent.setup();
  call.mockRejectedValueOnce(new Error('down')).mockResolvedValue(newsSearchPage(1, 3));
  renderFeed();
  expect(await screen.findByText('The posts could not be loaded.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(await screen.findByText('Showing 3 of 3 posts')).toBeInTheDocument();
});

it('keeps the loaded posts when a further page fails, and Load More tries it again', async () => {
  const user = userEvent.setup();
  call.mockImplementation((_name, input: { query: { page: number } }) => Promise.resolve(newsSearchPage(input.query.page, 50)));
  renderFeed();
  await screen.findByText('Showing 48 of 50 posts');
  call.mockRejectedValueOnce(new Error('down'));
  await user.click(screen.getByRole('button', { name: 'Load More Posts' }));
  expect(await screen.findByText('More posts could not be loaded.')).toBeInTheDocument();
  expect(screen.getByText('Showing 48 of 50 posts')).toBeInTheDocument();
  await act(() => new Promise((resolve) => setTimeout(resolve, PENDING_CLEAR_MS + 20)));
  await user.click(screen.getByRole('button', { name: 'Load More Posts' }));
  expect(await screen.findByText('Showing 50 of 50 posts')).toBeInTheDocument();
});
