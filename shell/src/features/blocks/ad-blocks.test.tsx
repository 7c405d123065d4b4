import { screen, within } from '@testing-library/react';
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
      .getAllByRole('img')
      .map((image) => image.getAttribute('alt'));
    expect(names).toEqual(['Stay and play at Toftrees', 'Dinner in Millheim', 'Tour the cavern by boat', 'Season passes on sale']);
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
    expect(screen.queryByRole('img', { name: 'Orphan' })).toBeNull();
    expect(grid()).toHaveClass('columns1');
  });
});

describe('fc_ad and featured_ad', () => {
  it('link each ad by its title', () => {
    renderBlocks([homeBlock('fc_ad'), homeBlock('featured_ad')]);
    expect(screen.getByRole('link', { name: 'Taste local spirits' })).toHaveAttribute('href', '/d/big-spring-spirits');
    expect(screen.getByRole('link', { name: 'Get the free visitor guide' })).toHaveAttribute('href', '/plan/visitor-guide');
    expect(within(screen.getByRole('complementary', { name: 'Sponsored' })).getByRole('list')).toHaveClass('columns2');
  });

  it('hide empty slots too', () => {
    renderBlocks([{ ...homeBlock('fc_ad'), entry: { slots: [EMPTY, slot(7), EMPTY] } }]);
    expect(within(screen.getByRole('complementary', { name: 'Partner offers' })).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Partner 7' })).toBeInTheDocument();
  });
});

/** The `loading` attribute of each image of the ad grid named `name`. */
const loadingOf = (name: string) =>
  within(screen.getByRole('complementary', { name }))
    .getAllByRole('img')
    .map((image) => image.getAttribute('loading'));

describe('ad images by position', () => {
  it("load at once in the page's first block (often a phone's largest paint) and lazily below it", () => {
    const first = { ...fpAd([slot(1), slot(2)]), id: 1, title: 'First partners' };
    const second = { ...fpAd([slot(3)]), id: 2, title: 'Later partners' };
    renderBlocks([first, second]);
    expect(loadingOf('First partners')).toEqual(['eager', 'eager']);
    expect(loadingOf('Later partners')).toEqual(['lazy']);
    // At once, not ahead of everything: high priority stays with the page's lead image.
    expect(screen.getAllByRole('img').filter((image) => image.hasAttribute('fetchpriority'))).toEqual([]);
  });
});
