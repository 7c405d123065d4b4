import { act, fireEvent, screen, within } from '@testing-library/react';
import { catchInsightBeacons } from '@valley/shared/insights/testing';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { homeBlock, media } from './home-blocks.fixture';
import { renderBlocks } from './render-blocks';

jest.mock('../../federation/remotes', () => ({
  prefetchRemote: jest.fn(),
  loadRemoteBlocks: jest.fn(() => Promise.reject(new Error('remote down in unit tests'))),
}));

const EMPTY = { img: null, link: null, title: null };
const slot = (n: number) => ({ img: media('ads', `ad-${n}`), link: `/d/partner-${n}`, title: `Partner ${n}` });
const fpAd = (slots: unknown[]): ContentBlock => ({ ...homeBlock('fp_ad'), entry: { slots } });
const grid = () => within(screen.getByRole('complementary', { name: 'Featured partners' })).getByRole('list');

describe('fp_ad grid', () => {
  it('hides empty slots, keeping the filled ones in order', () => {
    renderBlocks([homeBlock('fp_ad')]);
    const names = within(grid())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(
      ['Stay and play at Toftrees', 'Dinner in Millheim', 'Tour the cavern by boat', 'Season passes on sale'].map((title) => `Sponsored${title}`),
    );
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(4);
  });

  it('sits six slots three to a row', () => {
    renderBlocks([fpAd([1, 2, 3, 4, 5, 6].map(slot))]);
    expect(grid()).toHaveClass('columns3');
  });

  it('uses fewer columns when four or fewer slots remain', () => {
    renderBlocks([homeBlock('fp_ad')]);
    expect(grid()).toHaveClass('columns2');
    expect(grid()).not.toHaveClass('columns3');
  });

  it.each([
    [5, 'columns3'],
    [4, 'columns2'],
    [3, 'columns2'],
    [1, 'columns1'],
  ])('%i filled slots → %s', (filled, columns) => {
    renderBlocks([fpAd([...Array.from({ length: filled }, (_, index) => slot(index + 1)), ...Array.from({ length: 6 - filled }, () => EMPTY)])]);
    expect(grid()).toHaveClass(columns);
    expect(within(grid()).getAllByRole('link')).toHaveLength(filled);
  });

  it('shows nothing when every slot is empty', () => {
    const { container } = renderBlocks([fpAd([EMPTY, EMPTY, EMPTY, EMPTY, EMPTY, EMPTY])]);
    expect(container).toBeEmptyDOMElement();
  });

  it('counts a half-filled slot (an image without a link) as empty', () => {
    renderBlocks([fpAd([EMPTY, { img: media('ads', 'orphan'), link: null, title: 'Orphan' }, slot(1)])]);
    expect(within(grid()).getAllByRole('listitem')).toHaveLength(1);
    expect(screen.queryByText('Orphan')).toBeNull();
    expect(grid()).toHaveClass('columns1');
  });
});

describe('fc_ad and featured_ad', () => {
  it('link each ad by its title', () => {
    renderBlocks([homeBlock('fc_ad'), homeBlock('featured_ad')]);
    expect(screen.getByRole('link', { name: 'Sponsored Taste local spirits' })).toHaveAttribute('href', '/d/big-spring-spirits');
    expect(screen.getByRole('link', { name: 'Sponsored Get the free visitor guide' })).toHaveAttribute('href', '/plan/visitor-guide');
    expect(within(screen.getByRole('complementary', { name: 'Sponsored' })).getByRole('list')).toHaveClass('columns2');
  });

  it('hide empty slots too', () => {
    renderBlocks([{ ...homeBlock('fc_ad'), entry: { slots: [EMPTY, slot(7), EMPTY] } }]);
    expect(within(screen.getByRole('complementary', { name: 'Partner offers' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Sponsored Partner 7' })).toBeInTheDocument();
  });
});

describe('every ad', () => {
  it('says it is sponsored and shows its title as text, which names its link', () => {
    renderBlocks([homeBlock('fp_ad'), homeBlock('fc_ad'), homeBlock('featured_ad')]);
    const ads = screen.getAllByRole('complementary').flatMap((aside) => within(aside).getAllByRole('link'));
    expect(ads.length).toBeGreaterThanOrEqual(8);
    for (const ad of ads) {
      expect(within(ad).getByText('Sponsored')).toBeVisible();
      expect(ad).toHaveAccessibleName(/^Sponsored \S/);
    }
    expect(screen.getByRole('link', { name: 'Sponsored Taste local spirits' })).toHaveTextContent('Taste local spirits');
    // The picture is decoration beside the text, not a second copy of the title for screen readers.
    expect(screen.queryAllByRole('img')).toEqual([]);
  });
});

/** The `loading` attribute of each image of the ad grid named `name`. */
const loadingOf = (name: string) =>
  Array.from(screen.getByRole('complementary', { name }).querySelectorAll('img')).map((image) => image.getAttribute('loading'));

describe('ad images by position', () => {
  it("load at once in the page's first block (often a phone's largest paint) and lazily below it", () => {
    const first = { ...fpAd([slot(1), slot(2)]), id: 1, title: 'First partners' };
    const second = { ...fpAd([slot(3)]), id: 2, title: 'Later partners' };
    renderBlocks([first, second]);
    expect(loadingOf('First partners')).toEqual(['eager', 'eager']);
    expect(loadingOf('Later partners')).toEqual(['lazy']);
    // At once, not ahead of everything: high priority stays with the page's lead image.
    expect(Array.from(document.querySelectorAll('img')).filter((image) => image.hasAttribute('fetchpriority'))).toEqual([]);
  });

  it('load at once after a block of words only, which hardly moves them down the first screen (decision 059)', () => {
    const words = { id: 3, extension: 'content', title: 'Find Your Spot', img: null, entry: { content: '<p>Filter by experience.</p>' } };
    const ads = { ...fpAd([slot(1)]), id: 4, title: 'Partners after words' };
    const later = { ...fpAd([slot(2)]), id: 5, title: 'Partners after pictures' };
    renderBlocks([words, ads, later]);
    expect(loadingOf('Partners after words')).toEqual(['eager']);
    expect(loadingOf('Partners after pictures')).toEqual(['lazy']);
  });
});

/** What the tracker sends for an ad of the slot(n) fixture. */
/** An ad's event names its link only: the API takes the title from the ad block (decision 074). */
const adEvent = (kind: 'ad_view' | 'ad_click', n: number) => ({ kind, listing: 'ad', link: `/d/partner-${n}` });

describe('counting ads (decision 046)', () => {
  let sent: () => unknown[];
  /** A stand-in IntersectionObserver: `show(name, ratio)` puts that share of the ad whose link is named `name` in the viewport. */
  let observers: { callback: IntersectionObserverCallback; elements: Set<Element> }[] = [];
  class FakeObserver {
    private readonly entry: { callback: IntersectionObserverCallback; elements: Set<Element> };
    constructor(callback: IntersectionObserverCallback) {
      this.entry = { callback, elements: new Set() };
      observers.push(this.entry);
    }
    observe(element: Element) {
      this.entry.elements.add(element);
    }
    unobserve(element: Element) {
      this.entry.elements.delete(element);
    }
    disconnect() {
      this.entry.elements.clear();
    }
  }
  const show = (name: string, ratio: number) => {
    const link = screen.getByRole('link', { name });
    for (const { callback, elements } of observers)
      for (const element of elements)
        if (element.contains(link))
          act(() =>
            callback([{ target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry], {} as IntersectionObserver),
          );
  };

  beforeEach(() => {
    ({ sent } = catchInsightBeacons());
    observers = [];
    (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = FakeObserver;
  });
  afterEach(() => {
    delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver;
  });

  it('counts a view once half an ad has come into the viewport, once per page view', () => {
    const page = renderBlocks([fpAd([slot(1), slot(2)])]);
    expect(sent()).toEqual([]);
    show('Sponsored Partner 1', 0.2);
    expect(sent()).toEqual([]);
    show('Sponsored Partner 1', 0.6);
    show('Sponsored Partner 1', 0);
    show('Sponsored Partner 1', 1);
    expect(sent()).toEqual([adEvent('ad_view', 1)]);
    page.unmount();
    renderBlocks([fpAd([slot(1), slot(2)])]);
    show('Sponsored Partner 1', 1);
    expect(sent()).toEqual([adEvent('ad_view', 1), adEvent('ad_view', 1)]);
  });

  it('counts a click on an ad', () => {
    renderBlocks([fpAd([slot(1), slot(2)])]);
    fireEvent.click(screen.getByRole('link', { name: 'Sponsored Partner 2' }));
    expect(sent()).toEqual([adEvent('ad_click', 2)]);
  });
});
