import { mediaPath } from '../media/paths';
import type { Subject } from '../media/subjects';
import { p, ul } from './content';
import { categoryImage, destinationSubject, experienceImage, itineraryImage, subjectFor } from './images';

/**
 * Globals, navigation, menus and CMS pages of the valley guide.
 *
 * Content blocks: every block is `{ id, extension, title, img, entry }` (public-site §3). The
 * `entry` of each kind, as seeded here (the shell's block components parse these):
 *
 * | extension      | entry fields                                                                                          |
 * |----------------|-------------------------------------------------------------------------------------------------------|
 * | hero_slider    | slides: [{ img, title, subtitle, link, button_text }]                                                 |
 * | book_direct    | subtitle, content, newsletter_title, newsletter_button, guides_link, booking_title, booking_link, button_text |
 * | article_slider | limit (15), featured (bool), link, button_text — the shell loads /news/list?limit=…                   |
 * | events         | categories (ids, first 5 become tabs; 7 first), limit (50), days (365), link, button_text              |
 * | favorites      | subtitle, content, items: [{ title, img, link, subtitle }], link, button_text                          |
 * | media          | video_url (youtube-nocookie embed URL), poster (img), caption, content                               |
 * | valleys_slider | slides: [{ img, title, subtitle, link: '/towns/{slug}' }]                                             |
 * | image          | img, alt, caption, link                                                                               |
 * | crowd_gallery  | hashtag, link, photos: [{ img, caption, credit, link }]                                               |
 * | map            | latitude, longitude, zoom, all_destinations, destinations: [marker], towns: [marker];                 |
 * |                | marker = { name, slug, lat, lng, address, city, state, zip, phone } (towns: address/phone null);      |
 * |                | all_destinations: true → the block loads every destination (GET /destinations/markers), decision 032 |
 * | cta            | subtitle, content, link, button_text, target                                                          |
 * | images         | images: [{ img, title, caption, link }]                                                               |
 * | images_grid    | items: [{ img, title, subtitle, link }]                                                               |
 * | tabs           | tabs: [{ title, content (rich text) }]                                                                |
 * | slides         | slides: [{ img, title, link }]                                                                        |
 * | highlights     | items: [{ value, title, content, link }]                                                              |
 * | embed          | html (an <iframe> to www.youtube-nocookie.com), caption, aspect_ratio ('16:9')                        |
 * | content        | content (rich text)                                                                                   |
 * | book           | subtitle, booking_url, locale ('en'), checkin_label, checkout_label, button_text — link gets          |
 * |                | ?checkin=yyyymmdd&checkout=yyyymmdd&locale=en                                                         |
 * | fp_ad          | slots: 6 × { img, link, title } — empty slots are { img: null, link: null, title: null }             |
 * | fc_ad          | slots: [{ img, link, title }] (3)                                                                     |
 * | featured_ad    | slots: [{ img, link, title }] (1–2)                                                                   |
 * | meetings       | subtitle, content, categories (ids), venues: [{ name, slug, img, link }], link, button_text, rfp_link |
 *
 * Image fields hold stored paths (`/media/...`); the API makes them absolute.
 */

export interface Block {
  id: number;
  extension: string;
  title: string | null;
  img: string | null;
  entry: Record<string, unknown>;
}

export interface Marker {
  name: string;
  slug: string;
  lat: number;
  lng: number;
  address: string | null;
  city: string | null;
  state: string | null;
  zip: string | null;
  phone: string | null;
}

/** What the site furniture needs from the rest of the seed. */
export interface SiteContext {
  /** Approved destinations, with their first category's name. */
  destinations: (Marker & { category: string; main_img: string })[];
  towns: (Marker & { img: string })[];
}

export interface PageSeed {
  path: string;
  slug: string;
  title: string;
  meta_title: string;
  meta_description: string;
  header_image_url: string;
  entry: {
    subtitle: string | null;
    content: string;
    featured_slides_title: string | null;
    slides: { img: string; title: string | null; link: string | null }[];
  };
  content_rendered: string;
  content_blocks: Block[];
  home_blocks: Block[] | null;
  approved: boolean;
  draft: Record<string, unknown> | null;
}

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';

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
  default_event_img: mediaPath('events', 'default-event', 'festival'),
  default_destination_img: mediaPath('destinations', 'default-destination'),
  default_post_img: mediaPath('news', 'default-post'),
};

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
      { title: 'Local Tips', link: '/tips', target: null },
    ],
    featured_blocks: [
      {
        title: "Penn's Cave",
        img: mediaPath('features', 'penns-cave-boat-tour', 'cavern'),
        fields: { link: '/d/penns-cave-and-wildlife-park', target: null, subtitle: 'America’s only all-water cavern tour', button_text: 'Explore' },
      },
      {
        title: 'Fall in the Valley',
        img: mediaPath('features', 'fall-in-the-valley'),
        fields: { link: '/outdoors', target: null, subtitle: 'Foliage drives and orchard stops', button_text: 'See the list' },
      },
    ],
    sticky_menu_categories: [
      { name: 'Attractions', slug: 'attractions' },
      { name: 'Outdoor Recreation', slug: 'outdoor-recreation' },
      { name: 'Arts & Culture', slug: 'arts-and-culture' },
      { name: 'Museums', slug: 'museums' },
      { name: 'Family Attractions', slug: 'family-attractions' },
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
      { title: 'Pizza & Casual Eats', link: '/c/pizza-and-casual-eats', target: null },
    ],
    featured_blocks: [
      {
        title: 'Happy Valley Ale Trail',
        img: mediaPath('features', 'happy-valley-ale-trail', 'brewery'),
        fields: { link: '/c/breweries-and-wineries', target: null, subtitle: 'Ten stops, one passport', button_text: 'Start the trail' },
      },
      {
        title: 'Farm Stands & Orchards',
        img: mediaPath('features', 'farm-stands-and-orchards', 'farm'),
        fields: { link: '/c/farms-and-orchards', target: null, subtitle: 'Pick your own, all summer', button_text: 'Find a farm' },
      },
    ],
    sticky_menu_categories: [
      { name: 'Restaurants', slug: 'restaurants' },
      { name: 'Breweries & Wineries', slug: 'breweries-and-wineries' },
      { name: 'Cafés & Bakeries', slug: 'cafes-and-bakeries' },
      { name: 'Nightlife', slug: 'nightlife' },
    ],
  },
  {
    title: 'Stay',
    text_color: '#19325b',
    background_color: '#f2c14e',
    alternate_color: '#f6d27f',
    content: '<p>Historic inns, hotels near campus and cabins in the state forests.</p>',
    link: '/c/lodging',
    featured_links: [
      { title: 'Book Direct', link: '/plan/book-direct', target: null },
      { title: 'Bed & Breakfasts', link: '/c/bed-and-breakfasts', target: null },
    ],
    featured_blocks: [
      {
        title: 'Stay Downtown',
        img: mediaPath('features', 'stay-downtown', 'inn'),
        fields: { link: '/c/lodging', target: null, subtitle: 'Walk to campus and Beaver Stadium', button_text: 'Find a room' },
      },
      {
        title: 'Cabins & Campgrounds',
        img: mediaPath('features', 'cabins-and-campgrounds', 'cabin'),
        fields: { link: '/c/campgrounds-and-cabins', target: null, subtitle: 'Lakeside sites and forest cabins', button_text: 'Go camping' },
      },
    ],
    sticky_menu_categories: [
      { name: 'Lodging', slug: 'lodging' },
      { name: 'Bed & Breakfasts', slug: 'bed-and-breakfasts' },
      { name: 'Campgrounds & Cabins', slug: 'campgrounds-and-cabins' },
    ],
  },
  {
    title: 'Events',
    text_color: '#ffffff',
    background_color: '#1f6f5c',
    alternate_color: '#28806c',
    content: '<p>Festivals, markets, concerts and Penn State game weekends.</p>',
    link: '/events',
    featured_links: [
      { title: 'Calendar', link: '/calendar', target: null },
      { title: 'Festivals', link: '/events/category/festivals', target: null },
      { title: 'Music', link: '/events/category/music', target: null },
      { title: 'Family', link: '/events/category/family', target: null },
      { title: 'Submit an Event', link: '/profile', target: null },
    ],
    featured_blocks: [
      {
        title: 'Arts Festival',
        img: mediaPath('features', 'arts-festival', 'festival'),
        fields: { link: '/events/central-pennsylvania-festival-of-the-arts', target: null, subtitle: 'Five days of art downtown', button_text: 'Details' },
      },
    ],
    // Sticky categories are destination categories (/c/{slug}): here the places events happen. Event categories are featured links.
    sticky_menu_categories: [
      { name: 'Meeting & Event Venues', slug: 'meeting-and-event-venues' },
      { name: 'Sports Facilities', slug: 'sports-facilities' },
      { name: 'Nightlife', slug: 'nightlife' },
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
      {
        title: 'Order the Visitor Guide',
        img: mediaPath('features', 'visitor-guide'),
        fields: { link: '/plan/visitor-guide', target: null, subtitle: 'Free, by mail or download', button_text: 'Get the guide' },
      },
    ],
    sticky_menu_categories: [
      { name: 'Meeting & Event Venues', slug: 'meeting-and-event-venues' },
      { name: 'Conference Centers', slug: 'conference-centers' },
      { name: 'Tours & Transportation', slug: 'tours-and-transportation' },
    ],
  },
];

export const menus: Record<string, { title: string; links: { title: string; url: string; target: string | null }[] }> = {
  top_menu: {
    title: 'Top menu',
    links: [
      { title: 'Plan Your Trip', url: '/plan/getting-here', target: null },
      { title: 'Visitor Guide', url: '/about', target: null },
      { title: 'Blog', url: '/dispatch', target: null },
      { title: 'Meetings', url: '/meetings', target: null },
      { title: 'Partners', url: '/partners', target: null },
    ],
  },
  footer_menu_1: {
    title: 'Footer: explore',
    links: [
      { title: 'Destinations', url: '/destinations', target: null },
      { title: 'Events', url: '/events', target: null },
      { title: 'Calendar', url: '/calendar', target: null },
      { title: 'Experiences', url: '/experiences', target: null },
      { title: 'Local Tips', url: '/tips', target: null },
      { title: 'Itineraries', url: '/itineraries', target: null },
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
      { title: 'Advertise with Us', url: '/advertise', target: null },
      { title: 'Privacy Policy', url: '/privacy', target: null },
      { title: 'Support', url: '/support', target: null },
    ],
  },
};

const CROWD_SUBJECTS: Record<string, Subject> = {
  'lions-perch': 'trail',
  'creamery-cones': 'cafe',
  'bog-boardwalk': 'trail',
  'arts-fest-crowd': 'festival',
  'boalsburg-diamond': 'shop',
  tailgate: 'stadium',
  'penns-creek-cast': 'stream',
};

const marker = ({ name, slug, lat, lng, address, city, state, zip, phone }: Marker): Marker => ({ name, slug, lat, lng, address, city, state, zip, phone });
// An ad pictures what it sells: the destination it links to, else its own words.
const ad = (name: string, title: string, link: string) => ({
  img: mediaPath('ads', name, link.startsWith('/d/') ? destinationSubject(link.slice(3)) : subjectFor(title)),
  link,
  title,
});

/** Builds the pages; block ids are unique across the site. */
export function buildPages(ctx: SiteContext): PageSeed[] {
  let nextId = 100;
  const block = (extension: string, title: string | null, entry: Record<string, unknown>, img: string | null = null): Block => {
    nextId += 1;
    return { id: nextId, extension, title, img, entry };
  };
  const bySlug = new Map(ctx.destinations.map((destination) => [destination.slug, destination]));
  const destination = (slug: string) => {
    const found = bySlug.get(slug);
    if (!found) throw new Error(`Site content names an unknown destination ${slug}`);
    return found;
  };
  const card = (slug: string, subtitle?: string) => {
    const found = destination(slug);
    return { title: found.name, img: found.main_img, link: `/d/${slug}`, subtitle: subtitle ?? found.category };
  };
  const emptySlot = { img: null, link: null, title: null };
  const venues = (slugs: string[]) => slugs.map((slug) => ({ name: destination(slug).name, slug, img: destination(slug).main_img, link: `/d/${slug}` }));

  // slugs null: every destination, which the block loads itself, so the page does not grow with the valley.
  const mapBlock = (title: string, latitude: number, longitude: number, zoom: number, slugs: string[] | null) =>
    block('map', title, {
      latitude,
      longitude,
      zoom,
      all_destinations: slugs === null,
      destinations: (slugs ?? []).map(destination).map(marker),
      towns: ctx.towns.map(marker),
    });
  const meetingsBlock = () =>
    block('meetings', 'Meet in Happy Valley', {
      subtitle: 'Conference hotels, barns and ballrooms',
      content: p('From a board retreat for twelve to a convention for two thousand, our team will help you find the room, the block and the dinner.'),
      categories: [246, 258, 257],
      venues: venues([
        'the-penn-stater-hotel',
        'innovation-park-conference-center',
        'bryce-jordan-center',
        'gamble-mill',
        'the-barn-at-boalsburg',
        'the-nittany-lion-inn',
      ]),
      link: '/meetings',
      button_text: 'Book Your Venue',
      rfp_link: '/support',
    });
  const ads = {
    fp: () =>
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
    fc: () =>
      block('fc_ad', null, {
        slots: [
          ad('nittany-lion-inn-weekends', 'Weekends at the Inn', '/d/the-nittany-lion-inn'),
          ad('big-spring-spirits-tasting', 'Taste local spirits', '/d/big-spring-spirits'),
          ad('bellefonte-victorian-inn', 'A Victorian getaway', '/d/bellefonte-victorian-inn'),
        ],
      }),
    featured: () =>
      block('featured_ad', null, {
        slots: [
          ad('arts-fest-sponsor', 'Arts Fest is coming', '/events/central-pennsylvania-festival-of-the-arts'),
          ad('happy-valley-visitor-guide', 'Get the free visitor guide', '/plan/visitor-guide'),
        ],
      }),
  };

  const homeBlocks = [
    block('hero_slider', 'Welcome to Happy Valley', {
      slides: [
        {
          img: mediaPath('headers', 'mount-nittany-sunrise'),
          title: 'Sunrise over Mount Nittany',
          subtitle: 'Climb to the Lion’s Perch',
          link: '/d/mount-nittany-trailhead',
          button_text: 'Take the hike',
        },
        {
          img: mediaPath('headers', 'downtown-state-college', 'shop'),
          title: 'Downtown State College',
          subtitle: 'Shops, dinners and the Creamery',
          link: '/destinations',
          button_text: 'Explore',
        },
        {
          img: mediaPath('headers', 'penns-valley-farms', 'farm'),
          title: 'Penns Valley farm country',
          subtitle: 'Farm stands, cider and quiet roads',
          link: '/experiences',
          button_text: 'Find experiences',
        },
        {
          img: mediaPath('headers', 'game-day-white-out', 'stadium'),
          title: 'Game day',
          subtitle: 'A hundred thousand friends',
          link: '/events',
          button_text: 'See the schedule',
        },
      ],
    }),
    block('content', 'Your Valley, Your Way', {
      content: p(
        'Centre County sits in the middle of Pennsylvania, ringed by ridges and cut by limestone trout streams. Come for a game, stay for the caves, creameries and small-town main streets.',
      ),
    }),
    block('events', 'Upcoming Events', { categories: [7, 2, 4, 3, 8], limit: 50, days: 365, link: '/events', button_text: 'See All Events' }),
    block('highlights', 'Happy Valley by the Numbers', {
      items: [
        { value: '190+', title: 'places to eat, stay and play', content: 'Every one a member of the visitor bureau.', link: '/destinations' },
        { value: '7', title: 'state parks within an hour', content: 'Lakes, bogs and ridge-top views.', link: '/outdoors' },
        { value: '106,572', title: 'fans in Beaver Stadium', content: 'The second-largest stadium in the country.', link: '/d/beaver-stadium' },
        { value: '20%', title: 'off with the guide', content: 'At participating member businesses.', link: '/plan/visitor-guide' },
      ],
    }),
    block('article_slider', 'From the Dispatch', { limit: 15, featured: false, link: '/dispatch', button_text: 'Read the Dispatch' }),
    block('valleys_slider', 'The Valleys', {
      slides: ctx.towns.slice(0, 10).map((town) => ({ img: town.img, title: town.name, subtitle: 'Centre County, PA', link: `/towns/${town.slug}` })),
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
      mediaPath('blocks', 'book-direct', 'inn'),
    ),
    block('favorites', 'Local Favorites', {
      subtitle: 'The places locals send their friends',
      content: p('Tap the heart on any destination or event to save it; your favorites stay in this browser until you save them to a profile.'),
      items: [
        card('berkey-creamery'),
        card('penns-cave-and-wildlife-park'),
        card('elk-creek-cafe-aleworks'),
        card('talleyrand-park'),
        card('the-state-theatre'),
        card('happy-valley-vineyard-and-winery'),
      ],
      link: '/favorites',
      button_text: 'See Your Favorites',
    }),
    block(
      'media',
      'See the Valley',
      {
        video_url: YOUTUBE,
        poster: mediaPath('blocks', 'valley-video-poster'),
        caption: 'Four seasons in Happy Valley, in three minutes.',
        content: p('Filmed across Centre County by local photographers.'),
      },
      mediaPath('blocks', 'valley-video-poster'),
    ),
    block(
      'image',
      null,
      {
        img: mediaPath('blocks', 'spring-creek-morning', 'stream'),
        alt: 'Morning mist on Spring Creek',
        caption: 'Spring Creek, early October.',
        link: '/c/fly-fishing',
      },
      mediaPath('blocks', 'spring-creek-morning', 'stream'),
    ),
    block('crowd_gallery', '#HappyValleyPA', {
      hashtag: '#HappyValleyPA',
      link: 'https://www.instagram.com/happyvalleypa',
      photos: ['lions-perch', 'creamery-cones', 'bog-boardwalk', 'arts-fest-crowd', 'fall-ridge', 'boalsburg-diamond', 'tailgate', 'penns-creek-cast'].map(
        (name, index) => ({
          img: mediaPath('gallery', `crowd-${name}`, CROWD_SUBJECTS[name] ?? null),
          caption: name.replaceAll('-', ' '),
          credit: ['@valleyhikes', '@scoopsquad', '@birdsofcentre', '@artsfestfan', '@ridgerunner', '@boalsburglife', '@nittanytailgate', '@springcreekflies'][
            index
          ],
          link: 'https://www.instagram.com/happyvalleypa',
        }),
      ),
    }),
    mapBlock('Explore the Valley', 40.788, -77.87, 10, null),
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
      mediaPath('blocks', 'visitor-guide-cover'),
    ),
    block('images', 'Seasons in the Valley', {
      images: [
        { img: mediaPath('blocks', 'spring-in-the-valley'), title: 'Spring', caption: 'Trout season and trillium', link: '/outdoors' },
        { img: mediaPath('blocks', 'summer-in-the-valley', 'lake'), title: 'Summer', caption: 'Arts Fest and lake days', link: '/events' },
        { img: mediaPath('blocks', 'autumn-in-the-valley', 'farm'), title: 'Fall', caption: 'Football and foliage', link: '/events' },
        {
          img: mediaPath('blocks', 'winter-in-the-valley', 'ski'),
          title: 'Winter',
          caption: 'Skiing and Victorian Christmas',
          link: '/experiences/winter-in-the-valley',
        },
      ],
    }),
    block('images_grid', 'Find Your Kind of Place', {
      items: [
        { img: categoryImage('restaurants'), title: 'Restaurants', subtitle: 'From diners to farm dinners', link: '/c/restaurants' },
        { img: categoryImage('lodging'), title: 'Lodging', subtitle: 'Inns, hotels and cabins', link: '/c/lodging' },
        {
          img: categoryImage('breweries-and-wineries'),
          title: 'Breweries & Wineries',
          subtitle: 'Taprooms and tasting rooms',
          link: '/c/breweries-and-wineries',
        },
        { img: categoryImage('museums'), title: 'Museums', subtitle: 'Art, history and minerals', link: '/c/museums' },
        { img: categoryImage('golf-courses'), title: 'Golf', subtitle: 'Nine courses in the valley', link: '/c/golf-courses' },
        { img: categoryImage('parks-and-trails'), title: 'Parks & Trails', subtitle: 'Ridges, bogs and rail trails', link: '/c/parks-and-trails' },
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
        {
          img: itineraryImage('a-perfect-game-day-saturday'),
          title: 'A Perfect Game-Day Saturday',
          link: '/itineraries/a-perfect-game-day-saturday',
        },
        {
          img: itineraryImage('victorian-bellefonte-in-a-day'),
          title: 'Victorian Bellefonte in a Day',
          link: '/itineraries/victorian-bellefonte-in-a-day',
        },
        { img: itineraryImage('ridges-and-overlooks'), title: 'Ridges and Overlooks', link: '/itineraries/ridges-and-overlooks' },
        { img: itineraryImage('rainy-day-with-kids'), title: 'Rainy Day With Kids', link: '/itineraries/rainy-day-with-kids' },
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
      mediaPath('blocks', 'book-your-stay', 'inn'),
    ),
    meetingsBlock(),
    ads.fp(),
    ads.fc(),
    ads.featured(),
  ];

  const page = (
    path: string,
    title: string,
    subtitle: string | null,
    content: string,
    blocks: Block[],
    extra: Partial<Pick<PageSeed, 'approved' | 'draft' | 'home_blocks'>> & { slides?: PageSeed['entry']['slides']; slidesTitle?: string } = {},
  ): PageSeed => ({
    path,
    slug: path,
    title,
    meta_title: `${title} | Happy Valley`,
    meta_description: subtitle ?? `${title} in Happy Valley, Centre County, Pennsylvania.`,
    header_image_url: mediaPath('headers', `page-${path.replaceAll('/', '-')}`, subjectFor(title)),
    entry: { subtitle, content, featured_slides_title: extra.slidesTitle ?? null, slides: extra.slides ?? [] },
    content_rendered: content,
    content_blocks: blocks,
    home_blocks: extra.home_blocks ?? null,
    approved: extra.approved ?? true,
    draft: extra.draft ?? null,
  });

  const aboutContent =
    p('Happy Valley is the visitor bureau for Centre County, Pennsylvania.') +
    p('We promote the county’s member businesses, publish the visitor guide and help planners bring meetings, tournaments and reunions to the valley.');

  return [
    page('headless-home', 'Happy Valley', 'State College, Penn State and the valleys of Centre County', p('Welcome to Happy Valley.'), [], {
      home_blocks: homeBlocks,
    }),
    page(
      'destinations',
      'Destinations',
      'Where to eat, stay and play',
      p('Browse every member destination in the valley.') + p('Filter by category, experience or activity, and switch to the map to see what is near you.'),
      [block('content', 'Find Your Spot', { content: p('Filter by experience, activity or category.') }), ads.fc()],
    ),
    page(
      'experiences',
      'Experiences',
      'Trips built around what you love',
      p('Family fun, history, food, game days and quiet nature: pick an experience and we will show you where to go.'),
      [
        block('slides', 'Popular Experiences', {
          slides: ['family-fun', 'foodie-finds', 'game-day', 'nature-escapes'].map((slug) => ({
            img: experienceImage(slug),
            title: slug.replaceAll('-', ' ').replace(/\b\w/g, (c) => c.toUpperCase()),
            link: `/experiences/${slug}`,
          })),
        }),
      ],
    ),
    page(
      'outdoors',
      'Outdoors',
      'Ridges, lakes and limestone streams',
      p('Seven state parks, a state forest on every ridge and some of the best trout water in the East.'),
      [
        block('highlights', 'Outdoors at a Glance', {
          items: [
            { value: '700,000', title: 'acres of state forest', content: 'Rothrock, Bald Eagle and Moshannon.', link: '/c/parks-and-trails' },
            { value: '150', title: 'miles of trout streams', content: 'Spring Creek, Penns Creek and more.', link: '/c/fly-fishing' },
          ],
        }),
        mapBlock('Outdoor Map', 40.85, -77.8, 10, [
          'black-moshannon-state-park',
          'bald-eagle-state-park',
          'poe-valley-state-park',
          'whipple-dam-state-park',
          'mount-nittany-trailhead',
          'rothrock-state-forest-trails',
        ]),
      ],
    ),
    page(
      'meetings',
      'Meetings & Conventions',
      'Meet where the valley works',
      p('Conference hotels, university venues and barns with a view. Tell us about your group and we will send proposals.'),
      [
        meetingsBlock(),
        block(
          'cta',
          'Book Your Venue',
          {
            subtitle: 'Free help from our sales team',
            content: p('Send us your dates and headcount.'),
            link: '/support',
            button_text: 'Request Proposals',
            target: null,
          },
          mediaPath('blocks', 'meetings-ballroom', 'hall'),
        ),
      ],
    ),
    page(
      'sports',
      'Sports & Tournaments',
      'Fields, rinks and arenas for every level',
      p('Host a tournament where the Nittany Lions play, or bring the team for a weekend of games.'),
      [
        block('slides', 'Sport Venues', {
          slides: ['beaver-stadium', 'bryce-jordan-center', 'pegula-ice-arena', 'medlar-field-at-lubrano-park', 'nittany-sportsplex'].map((slug) => ({
            img: destination(slug).main_img,
            title: destination(slug).name,
            link: `/d/${slug}`,
          })),
        }),
        block('content', 'Facility Guide', { content: p('Request the facility guide for field sizes, seating and tournament packages.') }),
      ],
    ),
    page('tips', 'Local Tips', 'Advice from people who live here', p('Locals share where to park, what to order and when to go.'), [
      block(
        'cta',
        'Share a Tip',
        {
          subtitle: 'Know a secret? Tell visitors.',
          content: p('Members can add a tip to any destination from their profile.'),
          link: '/profile',
          button_text: 'Add a Tip',
          target: null,
        },
        mediaPath('blocks', 'share-a-tip'),
      ),
    ]),
    page('itineraries', 'Itineraries', 'Day-by-day plans from locals', p('Borrow a plan, or build your own from your favorites.'), [
      block('content', 'How Itineraries Work', {
        content:
          p('Each itinerary is a list of stops; open one to see them on a map.') +
          ul(['Add stops from any destination page', 'Share the link with your group', 'Print it for the car']),
      }),
    ]),
    page('events', 'Events', 'What’s happening around the valley', p('Festivals, markets, concerts and game days.'), [ads.featured()]),
    page('calendar', 'Calendar', 'Every event, day by day', p('Browse by month, or switch to the week list on a phone.'), [
      block('cta', 'Submit an Event', {
        subtitle: 'Members can add events from their profile.',
        content: p('Events are reviewed by our team before they appear.'),
        link: '/profile',
        button_text: 'Submit an Event',
        target: null,
      }),
    ]),
    page('news', 'The Dispatch', 'Stories from Happy Valley', p('News and features from around Centre County.'), [ads.featured()]),
    page('favorites', 'Your Favorites', 'Everything you have saved', p('Favorites live in this browser. Sign in to save them to your profile.'), [
      block('cta', 'Create a Profile', {
        subtitle: 'Keep your favorites on every device.',
        content: p('It takes a minute.'),
        link: '/register',
        button_text: 'Sign Up',
        target: null,
      }),
    ]),
    page(
      'register',
      'Join Happy Valley',
      'Save favorites, share tips and list your business',
      p('Locals share tips, destinations manage their listings and visitors keep their plans in one place.'),
      [
        block('content', 'Member Types', {
          content: ul([
            '<strong>Visitor</strong>: save favorites and itineraries',
            '<strong>Local</strong>: share tips and itineraries',
            '<strong>Destination</strong>: manage your listing and events',
          ]),
        }),
      ],
    ),
    page('login', 'Sign In', 'Welcome back', p('Sign in to see your favorites, tips and itineraries.'), [
      block(
        'image',
        null,
        { img: mediaPath('blocks', 'sign-in-valley-view'), alt: 'The valley from Mount Nittany', caption: null, link: null },
        mediaPath('blocks', 'sign-in-valley-view'),
      ),
    ]),
    page(
      'about',
      'About Happy Valley',
      'Your guide to Centre County',
      aboutContent,
      [
        block('cta', 'Contact Us', {
          subtitle: 'Call 814-231-1400',
          content: p('Our visitor center is open weekdays 9 to 5.'),
          link: '/support',
          button_text: 'Get in Touch',
          target: null,
        }),
      ],
      {
        slidesTitle: 'Around the County',
        slides: [
          { img: mediaPath('headers', 'talleyrand-park-gazebo', 'trail'), title: 'Talleyrand Park, Bellefonte', link: '/d/talleyrand-park' },
          { img: mediaPath('headers', 'boalsburg-diamond', 'shop'), title: 'The Diamond, Boalsburg', link: '/towns/boalsburg' },
          { img: mediaPath('headers', 'millheim-main-street', 'shop'), title: 'Main Street, Millheim', link: '/towns/millheim' },
        ],
        draft: {
          title: 'About Happy Valley (Updated)',
          entry: {
            subtitle: 'Your guide to Centre County, updated for this season',
            content: `${aboutContent}${p('New this year: a visitor center in downtown State College.')}`,
          },
        },
      },
    ),
    page(
      'plan/getting-here',
      'Getting Here',
      'By air, road and bus',
      p('University Park Airport (SCE) has daily flights; I-99 and I-80 meet just north of Bellefonte.') +
        p('Intercity buses stop downtown several times a day.'),
      [
        mapBlock('Getting Around', 40.85, -77.85, 10, ['university-park-airport', 'downtown-bus-terminal', 'beaver-stadium', 'hotel-state-college']),
        block('tabs', 'Ways to Arrive', {
          tabs: [
            { title: 'By Air', content: p('Fly into University Park Airport, fifteen minutes from downtown.') },
            { title: 'By Car', content: p('Three hours from Pittsburgh, Philadelphia and Baltimore.') },
            { title: 'By Bus', content: p('Daily buses to New York, Philadelphia and Pittsburgh.') },
          ],
        }),
      ],
    ),
    page('plan/book-direct', 'Book Direct', 'Rooms at member hotels and inns', p('Book directly with valley lodging for the best rates.'), [
      block('book', 'Check Availability', {
        subtitle: 'Choose your dates.',
        booking_url: 'https://book.happyvalley.example/search',
        locale: 'en',
        checkin_label: 'Check-in',
        checkout_label: 'Check-out',
        button_text: 'Search Rooms',
      }),
    ]),
    page('plan/visitor-guide', 'Visitor Guide', 'Free by mail or download', p('Maps, itineraries and the 20% member discount, in one free guide.'), [
      block('images', 'Inside the Guide', {
        images: [
          { img: mediaPath('blocks', 'guide-maps'), title: 'Maps', caption: 'Every town and trail', link: null },
          { img: mediaPath('blocks', 'guide-itineraries'), title: 'Itineraries', caption: 'Plans for every season', link: '/itineraries' },
        ],
      }),
      block(
        'cta',
        'Order the Guide',
        { subtitle: 'Delivered free in the US', content: p('Or download the PDF.'), link: '/support', button_text: 'Order Now', target: null },
        mediaPath('blocks', 'visitor-guide-cover'),
      ),
    ]),
    page(
      'privacy',
      'Privacy Policy',
      null,
      p('We collect only what we need to run this guide: your e-mail when you sign up, and your favorites when you save them.') +
        '<h2>Cookies</h2>' +
        p('We use a cookie to keep you signed in. Nothing else.'),
      [],
    ),
    page(
      'partners',
      'Partners',
      'Grow your business with Happy Valley',
      p('Member businesses reach the visitors who plan their stay here: in the listings, on the map and in the events calendar.') +
        '<h2>List your business</h2>' +
        p(
          '<a href="/register">Register as a Destination</a> to add your listing, your events and your photos. The tourism board reviews each change before it goes live.',
        ) +
        '<h2>Advertise with us</h2>' +
        p(
          'Ads run on the home page, beside the listings and in the Dispatch. <a href="/advertise">Tell us what you have in mind</a> and we will answer by e-mail.',
        ),
      [],
    ),
    page('unpublished-draft', 'Draft Page', null, p('Not yet approved.'), [], { approved: false }),
  ];
}
