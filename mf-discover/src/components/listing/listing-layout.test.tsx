import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { useState, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@valley/shared/router';
import type { PlacesMapProps } from '@valley/shared/map/place';
import { DISCOUNT_POPUP_DELAY_MS, DISCOUNT_POPUP_SEEN_KEY } from '@valley/shared/ui/discount-popup';
import { ContentBlocksProvider, pageBlock } from '@valley/shared/federation/content-blocks';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { stubMatchMedia } from '@valley/shared/ui/match-media.fixture';
import { ListingLayout, type ViewMode } from './listing-layout';

// Leaflet needs real layout; the stand-in map shows one button per place and reports hover and
// clicks the way the real markers do, so the layout's mirroring can be tested here.
jest.mock('@valley/shared/map', () => ({
  PlacesMap: ({ places, highlightedId, onHighlight, onSelect, label }: PlacesMapProps) => (
    <div role="region" aria-label={label}>
      {places.map((place) => (
        <button
          key={place.id}
          type="button"
          aria-pressed={highlightedId === place.id}
          onMouseEnter={() => onHighlight?.(place.id)}
          onMouseLeave={() => onHighlight?.(null)}
          onClick={() => onSelect?.(place.id)}
        >
          marker {place.name}
        </button>
      ))}
    </div>
  ),
}));

interface Place {
  id: number;
  name: string;
}
const places: Place[] = [
  { id: 1, name: 'Elk Creek Café' },
  { id: 2, name: 'Millheim Pottery' },
  { id: 3, name: 'Penns Creek Outfitters' },
  { id: 4, name: 'Coburn Park' },
];

function Harness({
  items = places,
  failed = null,
  at = '/towns/millheim',
  pending = false,
  blocks,
}: {
  items?: Place[] | 'loading';
  failed?: { retry: () => void } | null;
  at?: string;
  pending?: boolean;
  blocks?: ContentBlock[];
}) {
  const [view, setView] = useState<ViewMode>('grid');
  const [order, setOrder] = useState('updated');
  return (
    // Each address its own history entry: the cards shown are kept per entry.
    <MemoryRouter initialEntries={[{ pathname: at.split('?')[0], search: at.includes('?') ? `?${at.split('?')[1]}` : '', key: at }]}>
      <ListingLayout<Place>
        head={null}
        header={{ title: 'Millheim', subtitle: 'Penns Valley' }}
        blocks={blocks}
        items={items === 'loading' ? undefined : items}
        failed={failed}
        pending={pending}
        noun="places"
        nounOne="place"
        toPlace={(place) => ({ id: place.id, name: place.name, lat: 40.9, lng: -77.5 })}
        cardName={(place) => place.name}
        cardHref={(place) => `/d/place-${place.id}`}
        renderCard={(place) => <span>{place.name}</span>}
        renderDrawer={(place, close) => ({
          title: place.name,
          body: <p>All about {place.name}</p>,
          footer: (
            <button type="button" onClick={close}>
              Close
            </button>
          ),
        })}
        view={view}
        onViewChange={setView}
        sort={{
          value: order,
          options: [
            { value: 'updated', label: 'Last Updated' },
            { value: 'name', label: 'Business Name' },
          ],
          onChange: setOrder,
        }}
        filter={{
          activeCount: 2,
          render: (close) => (
            <button type="button" onClick={close}>
              Apply Filters
            </button>
          ),
        }}
      />
    </MemoryRouter>
  );
}

/** The names of a list's cards, in the order the keyboard meets them. */
const cardNames = (list: HTMLElement) =>
  within(list)
    .getAllByRole('button')
    .map((button) => button.getAttribute('aria-label'));

test('the masonry’s cards are in the list’s order, each an item of the grid, and List makes one column', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  expect(screen.getByRole('heading', { level: 1, name: 'Millheim' })).toBeInTheDocument();
  expect(screen.getByText('4 places')).toHaveRole('status');
  const grid = screen.getByRole('list', { name: 'places grid' });
  // Row by row, as the eye reads them: the keyboard meets them in this order (issue 47).
  expect(cardNames(grid)).toEqual(places.map((place) => place.name));
  expect(grid.children).toHaveLength(places.length);
  await user.click(screen.getByRole('button', { name: 'List' }));
  expect(screen.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
  expect(cardNames(screen.getByRole('list', { name: 'places list' }))).toEqual(places.map((place) => place.name));
});

test('a card and its marker light each other; either opens the drawer', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const map = screen.getByRole('region', { name: 'Map of places' });
  await user.hover(screen.getByRole('button', { name: 'Millheim Pottery' }));
  expect(within(map).getByRole('button', { name: 'marker Millheim Pottery' })).toHaveAttribute('aria-pressed', 'true');
  await user.unhover(screen.getByRole('button', { name: 'Millheim Pottery' }));
  await user.hover(within(map).getByRole('button', { name: 'marker Coburn Park' }));
  expect(screen.getByRole('button', { name: 'Coburn Park' }).closest('article')).toHaveAttribute('aria-current', 'true');

  await user.click(within(map).getByRole('button', { name: 'marker Coburn Park' }));
  const drawer = screen.getByRole('dialog', { name: 'Coburn Park' });
  expect(drawer).toHaveTextContent('All about Coburn Park');
  await user.click(within(drawer).getByRole('button', { name: 'Close' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Elk Creek Café' }));
  expect(screen.getByRole('dialog', { name: 'Elk Creek Café' })).toBeInTheDocument();
});

test("each card links to its record's page, for a visitor without JavaScript, a new tab or a crawler", () => {
  render(<Harness />);
  for (const place of places) expect(screen.getByRole('button', { name: place.name })).toHaveAttribute('href', `/d/place-${place.id}`);
});

test('Filter opens the left drawer with the active count; sorting reports the choice', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  await user.click(screen.getByRole('button', { name: 'Filter (2)' }));
  await user.click(within(screen.getByRole('dialog', { name: 'Filter' })).getByRole('button', { name: 'Apply Filters' }));
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  await user.selectOptions(screen.getByLabelText('Sort By'), 'Business Name');
  expect(screen.getByLabelText('Sort By')).toHaveValue('name');
});

test('Map shows and hides the map it controls (on a phone only; wider, the CSS always shows it)', async () => {
  const user = userEvent.setup();
  render(<Harness />);
  const toggle = screen.getByRole('button', { name: 'Map' });
  const column = document.getElementById(toggle.getAttribute('aria-controls')!);
  expect(column).toContainElement(screen.getByRole('region', { name: 'Map of places' }));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(column).not.toHaveAttribute('data-open');
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(column).toHaveAttribute('data-open', 'true');
});

test('a skeleton until the first answer, and an empty state when nothing matches', () => {
  const { rerender } = render(<Harness items="loading" />);
  expect(screen.getByText('Loading places').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
  rerender(<Harness items={[]} />);
  expect(screen.getByText('No places match these filters.')).toBeInTheDocument();
});

const grid = () => screen.getByRole('list', { name: 'places grid' });

test('while a new sort or filter loads, the shown cards stay, marked busy, until its answer comes', () => {
  const { rerender } = render(<Harness />);
  expect(grid().parentElement).not.toHaveAttribute('aria-busy');
  rerender(<Harness pending />);
  expect(grid().parentElement).toHaveAttribute('aria-busy', 'true');
  expect(screen.getAllByRole('article')).toHaveLength(places.length);
  rerender(<Harness />);
  expect(grid().parentElement).not.toHaveAttribute('aria-busy');
});

test("a failed search says so, with Try Again: not '0 places' and 'No places match'", async () => {
  const user = userEvent.setup();
  const retry = jest.fn();
  render(<Harness items={[]} failed={{ retry }} />);
  expect(screen.getByRole('alert')).toHaveTextContent('The places could not be loaded. Please try again in a moment.');
  expect(screen.queryByText('No places match these filters.')).toBeNull();
  expect(screen.queryByText('0 places')).toBeNull();
  await user.click(screen.getByRole('button', { name: 'Try Again' }));
  expect(retry).toHaveBeenCalledTimes(1);
});

const cards = () => within(screen.getByRole('list', { name: 'places grid' })).getAllByRole('article');

test("a long list shows 24 cards at first and 24 more with each 'Show More Places'; the count and the map keep every result", async () => {
  const user = userEvent.setup();
  const many = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, name: `Place ${index + 1}` }));
  render(<Harness items={many} />);
  expect(screen.getByText('60 places')).toHaveRole('status');
  expect(cards()).toHaveLength(24);
  expect(within(screen.getByRole('region', { name: 'Map of places' })).getAllByRole('button')).toHaveLength(60);
  expect(screen.getByText('Showing 24 of 60 places')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show More Places' }));
  expect(cards()).toHaveLength(48);
  // Focus goes on to the first card added.
  expect(screen.getByRole('button', { name: 'Place 25' })).toHaveFocus();
  await user.click(screen.getByRole('button', { name: 'Show More Places' }));
  expect(cards()).toHaveLength(60);
  expect(screen.queryByRole('button', { name: 'Show More Places' })).toBeNull();
  // A marker opens any place's drawer, shown as a card or not.
  await user.click(within(screen.getByRole('region', { name: 'Map of places' })).getByRole('button', { name: 'marker Place 60' }));
  expect(screen.getByRole('dialog', { name: 'Place 60' })).toBeInTheDocument();
});

test("without JavaScript the list pages by links: 'Show More Places' goes to the next page, which starts where this one ends", () => {
  const many = Array.from({ length: 60 }, (_, index) => ({ id: index + 1, name: `Place ${index + 1}` }));
  const { unmount } = render(<Harness items={many} at="/towns/millheim?order=name" />);
  expect(screen.getByRole('button', { name: 'Show More Places' })).toHaveAttribute('href', '/towns/millheim?order=name&page=2');
  expect(screen.queryByRole('link', { name: 'Previous Places' })).toBeNull();
  unmount();

  render(<Harness items={many} at="/towns/millheim?order=name&page=2" />);
  expect(cards()[0]).toHaveTextContent('Place 25');
  expect(cards()).toHaveLength(24);
  expect(screen.getByText('Showing 25–48 of 60 places')).toBeInTheDocument();
  expect(screen.getByText('60 places')).toHaveRole('status');
  expect(screen.getByRole('link', { name: 'Previous Places' })).toHaveAttribute('href', '/towns/millheim?order=name');
  expect(screen.getByRole('button', { name: 'Show More Places' })).toHaveAttribute('href', '/towns/millheim?order=name&page=3');
});

test('a page past the last says so and links back to the last page', () => {
  const many = Array.from({ length: 30 }, (_, index) => ({ id: index + 1, name: `Place ${index + 1}` }));
  render(<Harness items={many} at="/towns/millheim?page=7" />);
  expect(screen.getByText('There are 30 places: this page is past the last of them.')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Previous Places' })).toHaveAttribute('href', '/towns/millheim?page=2');
  expect(screen.queryByRole('button', { name: 'Show More Places' })).toBeNull();
});

test('the count line says one place, not one places', () => {
  render(<Harness items={places.slice(0, 1)} />);
  expect(screen.getByRole('status')).toHaveTextContent(/^1 place$/);
});

test('a first-time visitor is offered the 20% discount on a listing page after a while (public-site §1, §2)', () => {
  jest.useFakeTimers();
  try {
    window.localStorage.removeItem(DISCOUNT_POPUP_SEEN_KEY);
    render(<Harness />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => {
      jest.advanceTimersByTime(DISCOUNT_POPUP_DELAY_MS);
    });
    const offer = screen.getByRole('dialog', { name: 'Get 20% Off' });
    expect(within(offer).getByRole('button', { name: 'No, I don’t want discounts' })).toBeInTheDocument();
  } finally {
    jest.useRealTimers();
  }
});

test("the grid is the list's order row by row, the same HTML at every width, with §4's columns (3, 2 under 1200 px, 1 under 400 px)", () => {
  const html = renderToString(<Harness />);
  // No column wrappers: the document's (and the keyboard's) order is the cards' order.
  const grid = html.slice(html.indexOf('role="list"'));
  expect([...grid.matchAll(/role="listitem"/g)]).toHaveLength(4);
  expect(html).not.toContain('data-columns');
  const css = readFileSync(join(__dirname, 'listing.module.css'), 'utf8');
  const columnsAt = (media: string | null) => {
    const block = media ? css.slice(css.indexOf(`@media ${media}`)) : css;
    const rule = block.slice(block.indexOf('.masonry {'));
    const value = /grid-template-columns: (repeat\((\d), minmax\(0, 1fr\)\)|minmax\(0, 1fr\))/.exec(rule.slice(0, rule.indexOf('}')));
    return Number(value?.[2] ?? 1);
  };
  expect(columnsAt(null)).toBe(3);
  expect(columnsAt('(max-width: 1199px)')).toBe(2);
  expect(columnsAt('(max-width: 399px)')).toBe(1);
});

/** A stand-in for the shell's block renderer: each block an aside named by its kind. */
function Blocks({ blocks: drawn }: { blocks: ContentBlock[] }) {
  return drawn.map((block) => <aside key={block.id} aria-label={block.extension} />);
}
/** The list's items in the document's order: a card's name, or the ad block's kind. */
const itemsOf = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((item) => item.querySelector('aside')?.getAttribute('aria-label') ?? item.textContent);
const withBlocks = (ui: ReactElement) => <ContentBlocksProvider renderer={Blocks}>{ui}</ContentBlocksProvider>;

describe("the page's ads", () => {
  const blocks = [pageBlock(1, 'content', {}), pageBlock(2, 'fc_ad', {})];
  const five = [...places, { id: 5, name: 'Woodward Cave' }];
  const adAfterTheThird = ['Elk Creek Café', 'Millheim Pottery', 'Penns Creek Outfitters', 'fc_ad', 'Coburn Park', 'Woodward Cave'];

  afterEach(() => stubMatchMedia());

  test('on a phone they are one of the results, after the third card, in reading order', () => {
    stubMatchMedia((query) => query === '(max-width: 767px)' || query === '(max-width: 399px)');
    render(withBlocks(<Harness items={five} blocks={blocks} />));
    // The blocks keep theirs for a wider screen, hidden on a phone.
    expect(screen.getAllByRole('complementary', { name: 'fc_ad' })[0]!.parentElement).toHaveClass('wideOnly');
    expect(itemsOf(screen.getByRole('list', { name: 'places grid' }))).toEqual(adAfterTheThird);
  });

  test("the server's HTML has the same reading order, the ads after the third card (shown there on a phone only: CSS)", () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(withBlocks(<Harness items={five} blocks={blocks} />));
    expect(itemsOf(within(container).getByRole('list', { name: 'places grid' }))).toEqual(adAfterTheThird);
  });
});
