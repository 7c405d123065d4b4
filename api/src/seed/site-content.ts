import { mediaPath } from '../routes/media';

/** Globals, navigation, menus and CMS pages of the valley guide. */
export const globals = {
  nav_bar_color: '#19325b',
  facebook_link: 'https://www.facebook.com/HappyValleyPA',
  instagram_link: 'https://www.instagram.com/happyvalleypa',
  twitter_link: 'https://x.com/HappyValleyPA',
  youtube_link: 'https://www.youtube.com/@HappyValleyPA',
  linkedin_link: 'https://www.linkedin.com/company/happy-valley-pa',
  marketing_link: 'https://partners.happyvalley.example/marketing',
  discover_america_link: 'https://www.visittheusa.com',
  pa_link: 'https://www.visitpa.com',
  bigten_link: 'https://bigten.org',
  organization: 'Happy Valley',
  default_event_img: mediaPath('defaults', 'happy-valley-event'),
  default_destination_img: mediaPath('defaults', 'happy-valley-destination'),
  default_post_img: mediaPath('defaults', 'happy-valley-dispatch'),
};

const block = (id: number, extension: string, title: string | null, entry: Record<string, unknown>, img: string | null = null) => ({
  id,
  extension,
  title,
  img,
  entry,
});

export const navItems = [
  {
    title: 'Things To Do',
    text_color: '#ffffff',
    background_color: '#19325b',
    alternate_color: '#2b4c80',
    content: '<p>Caves, trails, museums and game days: there is always something happening in Happy Valley.</p>',
    link: '/destinations',
    featured_links: [
      { title: 'Outdoors', link: '/outdoors', target: null },
      { title: 'Experiences', link: '/experiences', target: null },
      { title: 'Itineraries', link: '/itineraries', target: null },
    ],
    featured_blocks: [
      { title: "Penn's Cave", img: mediaPath('destinations', 'penns-cave-and-wildlife-park'), fields: { link: '/d/penns-cave-and-wildlife-park', target: null, subtitle: 'America’s only all-water cavern tour', button_text: 'Explore' } },
      { title: 'Fall in the Valley', img: mediaPath('features', 'fall-in-the-valley'), fields: { link: '/outdoors', target: null, subtitle: 'Foliage drives and orchard stops', button_text: 'See the list' } },
    ],
    sticky_menu_categories: [
      { name: 'Attractions', slug: 'attractions' },
      { name: 'Outdoor Recreation', slug: 'outdoor-recreation' },
      { name: 'Arts & Culture', slug: 'arts-and-culture' },
    ],
  },
  {
    title: 'Eat & Drink',
    text_color: '#ffffff',
    background_color: '#8a2b2b',
    alternate_color: '#a84545',
    content: '<p>Farm-to-table dinners, craft breweries and the famous Berkey Creamery ice cream.</p>',
    link: '/c/restaurants',
    featured_links: [
      { title: 'Breweries & Wineries', link: '/c/breweries-and-wineries', target: null },
      { title: 'Restaurants', link: '/c/restaurants', target: null },
    ],
    featured_blocks: [
      { title: 'Happy Valley Ale Trail', img: mediaPath('features', 'happy-valley-ale-trail'), fields: { link: '/c/breweries-and-wineries', target: null, subtitle: 'Ten stops, one passport', button_text: 'Start the trail' } },
    ],
    sticky_menu_categories: [
      { name: 'Restaurants', slug: 'restaurants' },
      { name: 'Breweries & Wineries', slug: 'breweries-and-wineries' },
    ],
  },
  {
    title: 'Stay',
    text_color: '#19325b',
    background_color: '#f2c14e',
    alternate_color: '#f6d27f',
    content: '<p>Historic inns, hotels near campus and cabins in the state forests.</p>',
    link: '/c/lodging',
    featured_links: [{ title: 'Book Direct', link: '/plan/book-direct', target: null }],
    featured_blocks: [
      { title: 'Stay Downtown', img: mediaPath('features', 'stay-downtown'), fields: { link: '/c/lodging', target: null, subtitle: 'Walk to campus and Beaver Stadium', button_text: 'Find a room' } },
    ],
    sticky_menu_categories: [{ name: 'Lodging', slug: 'lodging' }],
  },
  {
    title: 'Events',
    text_color: '#ffffff',
    background_color: '#1f6f5c',
    alternate_color: '#2e8b74',
    content: '<p>Festivals, markets, concerts and Penn State game weekends.</p>',
    link: '/events',
    featured_links: [
      { title: 'Calendar', link: '/calendar', target: null },
      { title: 'Submit an Event', link: '/profile', target: null },
    ],
    featured_blocks: [
      { title: 'Arts Festival', img: mediaPath('events', 'central-pennsylvania-festival-of-the-arts'), fields: { link: '/events/central-pennsylvania-festival-of-the-arts', target: null, subtitle: 'Every July downtown', button_text: 'Details' } },
    ],
    sticky_menu_categories: [
      { name: 'Festivals', slug: 'festivals' },
      { name: 'Music', slug: 'music' },
    ],
  },
  {
    title: 'Plan Your Trip',
    text_color: '#ffffff',
    background_color: '#4a4a68',
    alternate_color: '#63638a',
    content: '<p>Getting here, getting around and the visitor guide.</p>',
    link: '/plan/getting-here',
    featured_links: [
      { title: 'Getting Here', link: '/plan/getting-here', target: null },
      { title: 'Visitor Guide', link: '/about', target: null },
      { title: 'Meetings', link: '/meetings', target: null },
      { title: 'Sports', link: '/sports', target: null },
    ],
    featured_blocks: [
      { title: 'Order the Visitor Guide', img: mediaPath('features', 'visitor-guide'), fields: { link: '/about', target: null, subtitle: 'Free, by mail or download', button_text: 'Get the guide' } },
    ],
    sticky_menu_categories: [{ name: 'Meeting & Event Venues', slug: 'meeting-and-event-venues' }],
  },
];

export const menus: Record<string, { title: string; links: { title: string; url: string; target: string | null }[] }> = {
  top_menu: {
    title: 'Top menu',
    links: [
      { title: 'Plan Your Trip', url: '/plan/getting-here', target: null },
      { title: 'Visitor Guide', url: '/about', target: null },
      { title: 'Blog', url: '/dispatch', target: null },
      { title: 'Partners', url: 'https://partners.happyvalley.example', target: '_blank' },
    ],
  },
  footer_menu_1: {
    title: 'Footer: explore',
    links: [
      { title: 'Destinations', url: '/destinations', target: null },
      { title: 'Events', url: '/events', target: null },
      { title: 'Experiences', url: '/experiences', target: null },
      { title: 'The Dispatch', url: '/dispatch', target: null },
      { title: 'Favorites', url: '/favorites', target: null },
    ],
  },
  footer_menu_2: {
    title: 'Footer: about',
    links: [
      { title: 'About Us', url: '/about', target: null },
      { title: 'Getting Here', url: '/plan/getting-here', target: null },
      { title: 'Meetings & Groups', url: '/meetings', target: null },
      { title: 'Sports', url: '/sports', target: null },
      { title: 'Support', url: '/support', target: null },
    ],
  },
};

const homeBlocks = [
  block(101, 'hero_slider', 'Welcome to Happy Valley', {
    slides: [
      { img: mediaPath('headers', 'mount-nittany-sunrise'), title: 'Sunrise over Mount Nittany', link: '/outdoors' },
      { img: mediaPath('headers', 'downtown-state-college'), title: 'Downtown State College', link: '/destinations' },
      { img: mediaPath('headers', 'penns-valley-farms'), title: 'Penns Valley farm country', link: '/experiences' },
    ],
  }),
  block(102, 'content', 'Your Valley, Your Way', {
    content: '<p>Centre County sits in the middle of Pennsylvania, ringed by ridges and cut by limestone trout streams. Come for a game, stay for the caves, creameries and small-town main streets.</p>',
  }),
  block(103, 'events', 'Upcoming Events', { categories: [7], limit: 50 }),
  block(104, 'map', 'Explore the Valley', { latitude: 40.788, longitude: -77.87, zoom: 10 }),
  block(105, 'cta', 'Get the Visitor Guide', { subtitle: 'Maps, itineraries and 20% off at member businesses.', link: '/about', button_text: 'Order Free Guide' }, mediaPath('features', 'visitor-guide')),
];

const page = (path: string, title: string, subtitle: string | null, content: string, extra: Record<string, unknown> = {}) => ({
  path,
  slug: path,
  title,
  meta_title: `${title} | Happy Valley`,
  meta_description: subtitle ?? `${title} in Happy Valley, Centre County, Pennsylvania.`,
  header_image_url: mediaPath('headers', path.replaceAll('/', '-')),
  entry: { subtitle, content, featured_slides_title: null, slides: [] as { img: string; title: string | null; link: string | null }[] },
  content_rendered: content,
  content_blocks: [] as ReturnType<typeof block>[],
  home_blocks: null as ReturnType<typeof block>[] | null,
  ...extra,
});

export const pages = [
  page('headless-home', 'Happy Valley', 'State College, Penn State and the valleys of Centre County', '<p>Welcome to Happy Valley.</p>', { home_blocks: homeBlocks }),
  page('destinations', 'Destinations', 'Where to eat, stay and play', '<p>Browse every member destination in the valley.</p>', {
    content_blocks: [block(201, 'content', 'Find Your Spot', { content: '<p>Filter by experience, activity or category.</p>' })],
  }),
  page('events', 'Events', 'What’s happening around the valley', '<p>Festivals, markets, concerts and game days.</p>'),
  page('news', 'The Dispatch', 'Stories from Happy Valley', '<p>News and features from around Centre County.</p>'),
  page('about', 'About Happy Valley', 'Your guide to Centre County', '<p>Happy Valley is the visitor bureau for Centre County, Pennsylvania.</p>', {
    entry: {
      subtitle: 'Your guide to Centre County',
      content: '<p>Happy Valley is the visitor bureau for Centre County, Pennsylvania.</p>',
      featured_slides_title: 'Around the County',
      slides: [
        { img: mediaPath('headers', 'talleyrand-park'), title: 'Talleyrand Park, Bellefonte', link: null },
        { img: mediaPath('headers', 'boalsburg-diamond'), title: 'The Diamond, Boalsburg', link: null },
      ],
    },
    content_blocks: [block(301, 'cta', 'Contact Us', { subtitle: 'Call 814-231-1400', link: '/support', button_text: 'Get in Touch' })],
  }),
  page('plan/getting-here', 'Getting Here', 'By air, road and bus', '<p>State College Regional Airport (SCE) has daily flights; I-99 and I-80 meet just north of Bellefonte.</p>', {
    content_blocks: [block(401, 'map', 'Getting Around', { latitude: 40.85, longitude: -77.85, zoom: 10 })],
  }),
  page('unpublished-draft', 'Draft Page', null, '<p>Not yet approved.</p>', { approved: false }),
];
