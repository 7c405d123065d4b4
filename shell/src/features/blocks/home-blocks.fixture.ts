import type { ContentBlock } from '@valley/shared/schemas/page';

// The home page's blocks as api/src/seed/site-content.ts seeds them (a few items each), image paths absolute as the API serves them.
const API = 'http://api.test';
const SIZES = {
  headers: '2000x1000',
  blocks: '1600x900',
  towns: '1200x800',
  categories: '1200x800',
  itineraries: '1200x900',
  destinations: '1200x900',
  gallery: '1000x1000',
  ads: '600x400',
} as const;
export const media = (collection: keyof typeof SIZES, name: string) => `${API}/media/${collection}/${name}.${SIZES[collection]}.webp`;

export const YOUTUBE = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
const emptySlot = { img: null, link: null, title: null };
const ad = (name: string, title: string, link: string) => ({ img: media('ads', name), link, title });
const p = (text: string) => `<p>${text}</p>`;

let nextId = 100;
const block = (extension: string, title: string | null, entry: Record<string, unknown>, img: string | null = null): ContentBlock => {
  nextId += 1;
  return { id: nextId, extension, title, img, entry };
};

export const HOME_BLOCKS: ContentBlock[] = [
  block('hero_slider', 'Welcome to Happy Valley', {
    slides: [
      {
        img: media('headers', 'mount-nittany-sunrise'),
        title: 'Sunrise over Mount Nittany',
        subtitle: 'Climb to the Lion’s Perch',
        link: '/d/mount-nittany-trailhead',
        button_text: 'Take the hike',
      },
      {
        img: media('headers', 'downtown-state-college'),
        title: 'Downtown State College',
        subtitle: 'Shops, dinners and the Creamery',
        link: '/destinations',
        button_text: 'Explore',
      },
      {
        img: media('headers', 'penns-valley-farms'),
        title: 'Penns Valley farm country',
        subtitle: 'Farm stands, cider and quiet roads',
        link: '/experiences',
        button_text: 'Find experiences',
      },
    ],
  }),
  block('content', 'Your Valley, Your Way', {
    content: p('Centre County sits in the middle of Pennsylvania, ringed by ridges and cut by limestone trout streams.'),
  }),
  block('events', 'Upcoming Events', { categories: [7, 2, 4, 3, 8], limit: 50, days: 365, link: '/events', button_text: 'See All Events' }),
  block('highlights', 'Happy Valley by the Numbers', {
    items: [
      { value: '190+', title: 'places to eat, stay and play', content: 'Every one a member of the visitor bureau.', link: '/destinations' },
      { value: '7', title: 'state parks within an hour', content: 'Lakes, bogs and ridge-top views.', link: '/outdoors' },
    ],
  }),
  block('article_slider', 'From the Dispatch', { limit: 15, featured: false, link: '/dispatch', button_text: 'Read the Dispatch' }),
  block('valleys_slider', 'The Valleys', {
    slides: ['bellefonte', 'boalsburg', 'millheim', 'state-college', 'philipsburg', 'centre-hall', 'port-matilda'].map((slug) => ({
      img: media('towns', slug),
      title: slug.replaceAll('-', ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
      subtitle: 'Centre County, PA',
      link: `/towns/${slug}`,
    })),
  }),
  block(
    'book_direct',
    'Plan Your Stay',
    {
      subtitle: 'Get the newsletter, or book a room directly with a valley hotel.',
      content: p('One e-mail a month: new events, new trails and the occasional deal.'),
      newsletter_title: 'Get the Happy Valley Newsletter',
      newsletter_button: 'Sign Up',
      guides_link: '/plan/visitor-guide',
      booking_title: 'Book Direct',
      booking_link: 'https://book.happyvalley.example/search',
      button_text: 'Find Lodging',
    },
    media('blocks', 'book-direct'),
  ),
  block('favorites', 'Local Favorites', { subtitle: 'The places locals send their friends', items: [], link: '/favorites', button_text: 'See Your Favorites' }),
  block(
    'media',
    'See the Valley',
    {
      video_url: YOUTUBE,
      poster: media('blocks', 'valley-video-poster'),
      caption: 'Four seasons in Happy Valley, in three minutes.',
      content: p('Filmed across Centre County by local photographers.'),
    },
    media('blocks', 'valley-video-poster'),
  ),
  block(
    'image',
    null,
    { img: media('blocks', 'spring-creek-morning'), alt: 'Morning mist on Spring Creek', caption: 'Spring Creek, early October.', link: '/c/fly-fishing' },
    media('blocks', 'spring-creek-morning'),
  ),
  block('crowd_gallery', '#HappyValleyPA', {
    hashtag: '#HappyValleyPA',
    link: 'https://www.instagram.com/happyvalleypa',
    photos: [
      { img: media('gallery', 'crowd-lions-perch'), caption: 'lions perch', credit: '@valleyhikes', link: 'https://www.instagram.com/happyvalleypa' },
      { img: media('gallery', 'crowd-creamery-cones'), caption: 'creamery cones', credit: '@scoopsquad', link: 'https://www.instagram.com/happyvalleypa' },
    ],
  }),
  block('map', 'Explore the Valley', { latitude: 40.788, longitude: -77.87, zoom: 10, destinations: [], towns: [] }),
  block(
    'cta',
    'Get the Visitor Guide',
    {
      subtitle: 'Maps, itineraries and 20% off at member businesses.',
      content: p('Free by mail, or download it today.'),
      link: '/plan/visitor-guide',
      button_text: 'Order Free Guide',
      target: null,
    },
    media('blocks', 'visitor-guide-cover'),
  ),
  block('images', 'Seasons in the Valley', {
    images: [
      { img: media('blocks', 'spring-in-the-valley'), title: 'Spring', caption: 'Trout season and trillium', link: '/outdoors' },
      { img: media('blocks', 'summer-in-the-valley'), title: 'Summer', caption: 'Arts Fest and lake days', link: '/events' },
    ],
  }),
  block('images_grid', 'Find Your Kind of Place', {
    items: [
      { img: media('categories', 'restaurants'), title: 'Restaurants', subtitle: 'From diners to farm dinners', link: '/c/restaurants' },
      { img: media('categories', 'lodging'), title: 'Lodging', subtitle: 'Inns, hotels and cabins', link: '/c/lodging' },
    ],
  }),
  block('tabs', 'Plan by Season', {
    tabs: [
      { title: 'Spring', content: p('Trout season opens in April; the Rhoneymeade plant sale and the Spring Game follow.') },
      { title: 'Summer', content: p('Arts Fest in July, the Grange Fair in August and lake days at Bald Eagle.') },
      { title: 'Fall', content: p('Football Saturdays, foliage on the ridges and cider at every farm stand.') },
      { title: 'Winter', content: p('Skiing at Tussey, Victorian Christmas in Bellefonte and hockey at Pegula.') },
    ],
  }),
  block('slides', 'Itineraries to Steal', {
    slides: [
      { img: media('itineraries', 'a-perfect-game-day-saturday'), title: 'A Perfect Game-Day Saturday', link: '/itineraries/a-perfect-game-day-saturday' },
      {
        img: media('itineraries', 'victorian-bellefonte-in-a-day'),
        title: 'Victorian Bellefonte in a Day',
        link: '/itineraries/victorian-bellefonte-in-a-day',
      },
      { img: media('itineraries', 'ridges-and-overlooks'), title: 'Ridges and Overlooks', link: '/itineraries/ridges-and-overlooks' },
      { img: media('itineraries', 'rainy-day-with-kids'), title: 'Rainy Day With Kids', link: '/itineraries/rainy-day-with-kids' },
    ],
  }),
  block('embed', 'Fly Over the Valley', {
    html: `<iframe src="${YOUTUBE}" title="Fly over Happy Valley" width="560" height="315" loading="lazy" allow="encrypted-media; picture-in-picture" allowfullscreen></iframe>`,
    caption: 'A drone flight along Tussey Ridge.',
    aspect_ratio: '16:9',
  }),
  block(
    'book',
    'Book Your Stay',
    {
      subtitle: 'Compare rates at member hotels and inns.',
      booking_url: 'https://book.happyvalley.example/search',
      locale: 'en',
      checkin_label: 'Check-in',
      checkout_label: 'Check-out',
      button_text: 'Check Availability',
    },
    media('blocks', 'book-your-stay'),
  ),
  block('meetings', 'Meet in Happy Valley', {
    subtitle: 'Conference hotels, barns and ballrooms',
    content: p('From a board retreat for twelve to a convention for two thousand, our team will help you find the room, the block and the dinner.'),
    categories: [246, 258, 257],
    venues: [
      { name: 'The Penn Stater Hotel', slug: 'the-penn-stater-hotel', img: media('destinations', 'the-penn-stater-hotel'), link: '/d/the-penn-stater-hotel' },
      { name: 'Gamble Mill', slug: 'gamble-mill', img: media('destinations', 'gamble-mill'), link: '/d/gamble-mill' },
    ],
    link: '/meetings',
    button_text: 'Book Your Venue',
    rfp_link: '/support',
  }),
  block('fp_ad', null, {
    slots: [
      ad('toftrees-golf-resort', 'Stay and play at Toftrees', '/d/toftrees-golf-resort'),
      ad('elk-creek-aleworks', 'Dinner in Millheim', '/d/elk-creek-cafe-aleworks'),
      emptySlot,
      ad('penns-cave-boat-tours', 'Tour the cavern by boat', '/d/penns-cave-and-wildlife-park'),
      emptySlot,
      ad('tussey-mountain-season-pass', 'Season passes on sale', '/d/tussey-mountain'),
    ],
  }),
  block('fc_ad', null, {
    slots: [
      ad('nittany-lion-inn-weekends', 'Weekends at the Inn', '/d/the-nittany-lion-inn'),
      ad('big-spring-spirits-tasting', 'Taste local spirits', '/d/big-spring-spirits'),
      ad('bellefonte-victorian-inn', 'A Victorian getaway', '/d/bellefonte-victorian-inn'),
    ],
  }),
  block('featured_ad', null, {
    slots: [
      ad('arts-fest-sponsor', 'Arts Fest is coming', '/events/central-pennsylvania-festival-of-the-arts'),
      ad('happy-valley-visitor-guide', 'Get the free visitor guide', '/plan/visitor-guide'),
    ],
  }),
];

/** The fixture block of a kind (each kind appears once). */
export function homeBlock(kind: string): ContentBlock {
  const found = HOME_BLOCKS.find((candidate) => candidate.extension === kind);
  if (!found) throw new Error(`No ${kind} block in the fixture`);
  return found;
}
