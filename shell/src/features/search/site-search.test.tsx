import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from '@valley/shared/router';
import { prefetchRemote } from '../../federation/remotes';
import { SiteSearch, type SiteSearchProps } from './site-search';

const mockCall = jest.fn<Promise<unknown>, [string, { body: Record<string, unknown> }]>();
const mockClient = { call: mockCall, url: jest.fn() };
jest.mock('@valley/shared/api/swr', () => ({ useApiClient: () => mockClient }));
jest.mock('../../federation/remotes', () => ({ prefetchRemote: jest.fn() }));

const ANSWERS: Record<string, unknown> = {
  destinationsSearch: [
    { id: 1, slug: 'lakeside-inn', name: 'Lakeside Inn' },
    { id: 2, slug: 'lake-marina', name: 'Lake Marina' },
  ],
  destinationCategoriesSearch: [{ id: 3, slug: 'lodging', name: 'Lodging' }],
  pagesSearch: [{ title: 'About the Lake', link: '/about-the-lake' }],
  eventsSearch: [{ id: 4, slug: 'lake-festival', title: 'Lake Festival' }],
  newsSiteSearch: [{ id: 5, slug: 'elsewhere', title: 'Paper story', source_link: 'https://paper.example.org/lake' }],
};

function Location() {
  const { pathname, search: query } = useLocation();
  return <output aria-label="Location">{`${pathname}${query}`}</output>;
}

function renderSearch(props: Partial<SiteSearchProps> = {}) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <SiteSearch variant="header" {...props} />
      <button type="button">Elsewhere</button>
      <Routes>
        <Route path="*" element={<Location />} />
      </Routes>
    </MemoryRouter>,
  );
}

const input = () => screen.getByRole('combobox', { name: 'Search the site' });
const location = () => screen.getByRole('status', { name: 'Location' }).textContent;
const groupName = (group: HTMLElement) => document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTimeAsync(ms));

async function search(text: string) {
  fireEvent.change(input(), { target: { value: text } });
  await advance(300);
}

beforeEach(() => {
  jest.useFakeTimers();
  mockCall.mockReset();
  mockCall.mockImplementation((name) => Promise.resolve(ANSWERS[name] ?? []));
  jest.mocked(prefetchRemote).mockClear();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('SiteSearch', () => {
  it('is a GET form to the results page, which it opens on Enter with no result chosen', async () => {
    renderSearch();
    const form = screen.getByRole('search', { name: 'Site' });
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(input()).toHaveAttribute('name', 'q');
    await search('lak');
    fireEvent.submit(form);
    expect(location()).toBe('/');
    await search(' lake ');
    fireEvent.submit(form);
    expect(location()).toBe('/search?q=lake');
  });

  it('shows nothing for three characters and grouped results for four', async () => {
    renderSearch();
    await search('lak');
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).toBeNull();

    fireEvent.change(input(), { target: { value: 'lake' } });
    expect(screen.getByText('Searching…')).toBeVisible();
    await advance(300);
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    const listbox = screen.getByRole('listbox', { name: 'Search results' });
    expect(within(listbox).getAllByRole('group').map(groupName)).toEqual(['Destinations', 'Categories', 'Pages', 'Events', 'News']);
    expect(within(screen.getByRole('group', { name: 'Events' })).getByRole('link', { name: 'Lake Festival' })).toHaveAttribute('href', '/events/lake-festival');
    expect(screen.getByRole('link', { name: /Paper story/ })).toHaveAttribute('target', '_blank');
  });

  it('moves through the results with the arrow keys and opens the active one with Enter', async () => {
    const onNavigate = jest.fn();
    renderSearch({ onNavigate });
    await search('lake');

    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    const active = screen.getByRole('option', { name: 'Lake Marina' });
    expect(active).toHaveAttribute('aria-selected', 'true');
    expect(input()).toHaveAttribute('aria-activedescendant', active.id);
    expect(prefetchRemote).toHaveBeenCalledWith('mf_discover');

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(location()).toBe('/d/lake-marina');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('wraps from the first result to the last and opens an external result in a new tab', async () => {
    const open = jest.spyOn(window, 'open').mockImplementation(() => null);
    renderSearch();
    await search('lake');
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(screen.getByRole('option', { name: /Paper story/ })).toHaveAttribute('aria-selected', 'true');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(open).toHaveBeenCalledWith('https://paper.example.org/lake', '_blank', 'noopener,noreferrer');
    expect(location()).toBe('/');
    open.mockRestore();
  });

  it('closes with Escape, keeps focus in the input and does not let the key close an outer menu', async () => {
    renderSearch();
    input().focus();
    await search('lake');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    const outer = jest.fn();
    document.addEventListener('keydown', outer);

    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(input()).toHaveAttribute('aria-expanded', 'false');
    expect(input()).not.toHaveAttribute('aria-activedescendant');
    expect(input()).toHaveFocus();
    expect(input()).toHaveValue('lake');
    expect(outer).not.toHaveBeenCalled();
    document.removeEventListener('keydown', outer);

    // ArrowDown opens the results again.
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(input()).toHaveAttribute('aria-expanded', 'true');
  });

  it('closes the header popover on a click outside', async () => {
    renderSearch();
    await search('lake');
    fireEvent.pointerDown(screen.getByRole('option', { name: 'Lodging' }));
    expect(input()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.pointerDown(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(input()).toHaveAttribute('aria-expanded', 'false');
  });

  it('says so when no source has a result', async () => {
    mockCall.mockImplementation(() => Promise.resolve([]));
    renderSearch();
    await search('zzzz');
    expect(screen.getByText('No results for “zzzz”')).toBeVisible();
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('says the search failed, not that nothing was found, when the searches fail', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    mockCall.mockImplementation(() => Promise.reject(new Error('500 Internal Server Error')));
    renderSearch();
    await search('zzzz');
    expect(screen.getByText('Search is not working right now. Please try again in a moment.')).toBeVisible();
    expect(screen.queryByText(/No results/)).toBeNull();
    warn.mockRestore();
  });

  it('takes no more text than the API searches (200 characters)', () => {
    renderSearch();
    expect(input()).toHaveAttribute('maxlength', '200');
  });

  it("clears the text and the results with the menu's 'Reset Search'", async () => {
    renderSearch({ variant: 'menu' });
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    await search('lake');
    expect(screen.getByRole('option', { name: 'Lakeside Inn' })).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Reset Search' }));
    expect(input()).toHaveValue('');
    expect(input()).toHaveFocus();
    expect(screen.queryByRole('option')).toBeNull();
    await advance(1000);
    expect(mockCall).toHaveBeenCalledTimes(5);
  });

  it("clears the header search with its 'Clear search' button", async () => {
    renderSearch();
    await search('lake');
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }));
    expect(input()).toHaveValue('');
    expect(screen.queryByRole('option')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Reset Search' })).toBeNull();
  });
});
