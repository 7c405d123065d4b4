import { fireEvent, screen, within } from '@testing-library/react';
import { BLOCK_COMPONENTS } from './block-renderer';
import { HOME_BLOCKS, YOUTUBE, homeBlock } from './home-blocks.fixture';
import { renderBlocks, settle } from './render-blocks';

jest.mock('../../federation/remotes', () => ({
  prefetchRemote: jest.fn(),
  loadRemoteBlocks: jest.fn(() => Promise.reject(new Error('remote down in unit tests'))),
}));
jest.mock('@valley/shared/api/swr', () => ({ useApiClient: () => ({ call: jest.fn(), url: jest.fn() }) }));

// The visitor has scrolled: the sliders show every slide once Swiper has them (decision 067).
beforeAll(() => {
  fireEvent.scroll(window);
});

const link = (name: string | RegExp) => screen.getByRole('link', { name });

/** What a visitor sees of each kind of the seeded home page. */
const VISIBLE: [kind: string, check: () => void][] = [
  [
    'hero_slider',
    () => {
      expect(screen.getByRole('group', { name: 'Welcome to Happy Valley' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Sunrise over Mount Nittany' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Penns Valley farm country' })).toBeInTheDocument();
      expect(link('Take the hike')).toHaveAttribute('href', '/d/mount-nittany-trailhead');
      for (const name of ['Previous slide', 'Pause slideshow', 'Next slide']) expect(screen.getByRole('button', { name })).toBeInTheDocument();
    },
  ],
  [
    'book_direct',
    () => {
      expect(screen.getByRole('heading', { name: 'Plan Your Stay' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Get the Happy Valley Newsletter' })).toBeInTheDocument();
      expect(screen.getByRole('textbox', { name: 'Email address' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Sign Up' })).toBeInTheDocument();
      expect(link('Find Lodging')).toHaveAttribute('href', 'https://book.happyvalley.example/search');
      expect(link('Find Lodging')).toHaveAttribute('target', '_blank');
    },
  ],
  [
    'media',
    () => {
      expect(screen.getByRole('heading', { name: 'See the Valley' })).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Play video: See the Valley' })).toBeInTheDocument();
      expect(screen.getByText('Four seasons in Happy Valley, in three minutes.')).toBeInTheDocument();
      expect(document.querySelector('iframe')).toBeNull();
    },
  ],
  [
    'valleys_slider',
    () => {
      expect(screen.getByRole('heading', { name: 'The Valleys' })).toBeInTheDocument();
      expect(link(/^Bellefonte/)).toHaveAttribute('href', '/towns/bellefonte');
      expect(link(/^Port Matilda/)).toHaveAttribute('href', '/towns/port-matilda');
      expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    },
  ],
  [
    'image',
    () => {
      const image = screen.getByRole('img', { name: 'Morning mist on Spring Creek' });
      expect(image.closest('a')).toHaveAttribute('href', '/c/fly-fishing');
      expect(screen.getByText('Spring Creek, early October.')).toBeInTheDocument();
    },
  ],
  [
    'crowd_gallery',
    () => {
      expect(screen.getByRole('heading', { name: '#HappyValleyPA' })).toBeInTheDocument();
      expect(screen.getByRole('img', { name: 'lions perch' })).toBeInTheDocument();
      expect(screen.getByText('@scoopsquad')).toBeInTheDocument();
      expect(link('Follow #HappyValleyPA')).toHaveAttribute('target', '_blank');
    },
  ],
  [
    'cta',
    () => {
      expect(screen.getByRole('heading', { name: 'Get the Visitor Guide' })).toBeInTheDocument();
      expect(screen.getByText('Maps, itineraries and 20% off at member businesses.')).toBeInTheDocument();
      // Its picture, which the studio edits as the block's Picture.
      expect(screen.getByRole('heading', { name: 'Get the Visitor Guide' }).closest('section')?.querySelector('img')).toHaveAttribute(
        'src',
        expect.stringContaining('visitor-guide-cover'),
      );
      expect(link('Order Free Guide')).toHaveAttribute('href', '/plan/visitor-guide');
    },
  ],
  [
    'images',
    () => {
      expect(screen.getByRole('heading', { name: 'Seasons in the Valley' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Spring' }).closest('a')).toHaveAttribute('href', '/outdoors');
      expect(screen.getByText('Arts Fest and lake days')).toBeInTheDocument();
    },
  ],
  [
    'images_grid',
    () => {
      expect(screen.getByRole('heading', { name: 'Find Your Kind of Place' })).toBeInTheDocument();
      expect(link(/^Restaurants/)).toHaveAttribute('href', '/c/restaurants');
      expect(link(/^Lodging/)).toHaveTextContent('Inns, hotels and cabins');
    },
  ],
  [
    'tabs',
    () => {
      const tabs = within(screen.getByRole('tablist', { name: 'Plan by Season' })).getAllByRole('tab');
      expect(tabs.map((tab) => tab.textContent)).toEqual(['Spring', 'Summer', 'Fall', 'Winter']);
      expect(screen.getByRole('tab', { name: 'Spring' })).toHaveAttribute('aria-selected', 'true');
      expect(screen.getByRole('tabpanel', { name: 'Spring' })).toHaveTextContent('Trout season opens in April');
    },
  ],
  [
    'slides',
    () => {
      expect(screen.getByRole('heading', { name: 'Itineraries to Steal' })).toBeInTheDocument();
      expect(link('A Perfect Game-Day Saturday')).toHaveAttribute('href', '/itineraries/a-perfect-game-day-saturday');
      expect(link('Rainy Day With Kids')).toBeInTheDocument();
    },
  ],
  [
    'highlights',
    () => {
      expect(screen.getByRole('heading', { name: 'Happy Valley by the Numbers' })).toBeInTheDocument();
      expect(link('190+ places to eat, stay and play')).toHaveAttribute('href', '/destinations');
      expect(screen.getByText('Lakes, bogs and ridge-top views.')).toBeInTheDocument();
    },
  ],
  [
    'embed',
    () => {
      expect(screen.getByRole('heading', { name: 'Fly Over the Valley' })).toBeInTheDocument();
      const frame = screen.getByTitle('Fly over Happy Valley');
      expect(frame).toHaveAttribute('src', YOUTUBE);
      expect(frame).toHaveAttribute('loading', 'lazy');
    },
  ],
  ['content', () => expect(screen.getByRole('heading', { name: 'Your Valley, Your Way' })).toBeInTheDocument()],
  [
    'book',
    () => {
      expect(screen.getByRole('heading', { name: 'Book Your Stay' })).toBeInTheDocument();
      expect(screen.getByLabelText('Check-in')).toHaveAttribute('type', 'date');
      expect(screen.getByLabelText('Check-out')).toHaveAttribute('type', 'date');
      expect(screen.getByRole('button', { name: 'Check Availability' })).toBeInTheDocument();
    },
  ],
  ['fp_ad', () => expect(within(screen.getByRole('complementary', { name: 'Featured partners' })).getAllByRole('link')).toHaveLength(4)],
  [
    'fc_ad',
    () => {
      expect(within(screen.getByRole('complementary', { name: 'Partner offers' })).getAllByRole('link')).toHaveLength(3);
      expect(link('Sponsored Weekends at the Inn')).toHaveAttribute('href', '/d/the-nittany-lion-inn');
    },
  ],
  ['featured_ad', () => expect(link('Sponsored Arts Fest is coming')).toHaveAttribute('href', '/events/central-pennsylvania-festival-of-the-arts')],
  [
    'meetings',
    () => {
      expect(screen.getByRole('heading', { name: 'Meet in Happy Valley' })).toBeInTheDocument();
      expect(link('The Penn Stater Hotel')).toHaveAttribute('href', '/d/the-penn-stater-hotel');
      expect(link('Book Your Venue')).toHaveAttribute('href', '/meetings');
      expect(link('Request a Proposal')).toHaveAttribute('href', '/support');
    },
  ],
];

describe('content blocks of the home page', () => {
  it('covers every registered kind the shell renders itself', () => {
    const fromRemotes = ['article_slider', 'events', 'favorites', 'map', 'events_slider', 'destination_events'];
    const shellKinds = Object.keys(BLOCK_COMPONENTS).filter((kind) => !fromRemotes.includes(kind));
    expect(VISIBLE.map(([kind]) => kind).toSorted()).toEqual(shellKinds.toSorted());
  });

  it.each(VISIBLE)('%s shows its content', async (kind, check) => {
    renderBlocks([homeBlock(kind)]);
    await settle();
    check();
  });

  it('renders the seeded page in order and leaves events, article slider, map and favorites to the remotes', async () => {
    renderBlocks(HOME_BLOCKS);
    await settle();
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings.indexOf('Your Valley, Your Way')).toBeLessThan(headings.indexOf('Happy Valley by the Numbers'));
    expect(headings.indexOf('The Valleys')).toBeLessThan(headings.indexOf('Meet in Happy Valley'));
    for (const remoteOwned of ['Upcoming Events', 'From the Dispatch', 'Local Favorites', 'Explore the Valley']) expect(headings).not.toContain(remoteOwned);
  });

  it('gives every image its size and srcset; only the hero’s first image loads eagerly', async () => {
    renderBlocks(HOME_BLOCKS);
    await settle();
    const images = [...document.querySelectorAll('img')];
    expect(images.length).toBeGreaterThan(20);
    for (const image of images) {
      expect(image.getAttribute('width')).toMatch(/^\d+$/);
      expect(image.getAttribute('height')).toMatch(/^\d+$/);
      expect(image.getAttribute('srcset')).toContain('?w=320 320w');
      expect(image.getAttribute('sizes')).toBeTruthy();
    }
    const eager = images.filter((image) => image.getAttribute('loading') !== 'lazy');
    expect(eager.map((image) => image.getAttribute('src'))).toEqual([expect.stringContaining('mount-nittany-sunrise')]);
    expect(eager[0]).toHaveAttribute('fetchpriority', 'high');
  });
});
