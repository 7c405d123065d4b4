// A tiny stand-in for the API in the server tests: the few public calls the head and the sitemap
// make, answering fixtures shaped like the contract's schemas (shared/src/api/schemas/*.ts).
import { createServer } from 'node:http';

const MEDIA = 'http://api.test/media';

/** @param {string} path @param {Record<string, unknown>} [fields] */
export function pageFixture(path, fields = {}) {
  return {
    id: path.length,
    slug: path,
    title: 'Untitled',
    meta_title: null,
    meta_description: null,
    header_image_url: `${MEDIA}/headers/page-${path.replaceAll('/', '-')}.1600x500.webp`,
    entry: { subtitle: null, content: '<p>Body.</p>', featured_slides_title: null, slides: [] },
    content_rendered: '<p>Body.</p>',
    fields: { content_blocks: [] },
    ...fields,
  };
}

export const destination = {
  id: 12,
  slug: 'penns-cave',
  name: "Penn's Cave & Wildlife Park",
  main_img: `${MEDIA}/destinations/penns-cave.1200x800.webp`,
  header_img: `${MEDIA}/headers/penns-cave.1600x500.webp`,
  content: '<p>America&rsquo;s only all-water cavern tour.</p>',
  callout_content: null,
  sidebar_callout_content: null,
  address: '222 Penns Cave Rd',
  city: 'Centre Hall',
  state: 'PA',
  zip: '16828',
  phone: '814-364-1664',
  website: 'https://pennscave.example',
  map_link: null,
  reservations_link: null,
  restaurant_link: null,
  golf_link: null,
  facebook_link: 'https://www.facebook.com/pennscave',
  instagram_link: null,
  twitter_link: null,
  youtube_link: null,
  pinterest_link: null,
  bd_lowest_rate: null,
  location_latitude: 40.8826,
  location_longitude: -77.6189,
  location_formatted_latitude: '40.882600',
  location_formatted_longitude: '-77.618900',
  d_experiences: [{ name: 'Family Fun', slug: 'family-fun' }],
  d_amenities: [{ name: 'Parking' }],
  d_gallery_images: [`${MEDIA}/gallery/penns-cave-1.1200x800.webp`],
  d_categories: [{ name: 'Attractions', slug: 'attractions' }],
  meta_description: 'Boat tours through a limestone cavern and a wildlife park in Centre Hall.',
  scripts: null,
  package: null,
  favorited: false,
};

/** @param {string} slug @param {Record<string, unknown>} [fields] */
export function eventFixture(slug, fields = {}) {
  return {
    id: slug.length,
    slug,
    title: 'Central PA Festival of the Arts',
    summary: 'Five days of art downtown.',
    content: '<p>Artists, music and food.</p>',
    main_img: `${MEDIA}/events/${slug}.1200x800.webp`,
    header_img: null,
    starts: '2026-07-08T10:00:00-04:00',
    ends: '2026-07-12T18:00:00-04:00',
    starts_at: '10:00 am',
    ends_at: '6:00 pm',
    starts_month: 'Jul',
    starts_day: '08',
    display_dates: 'Jul 8 – Jul 12',
    website: 'https://arts-festival.example',
    google_link: null,
    destination_id: 12,
    destination_name: "Penn's Cave & Wildlife Park",
    destination_slug: 'penns-cave',
    location_formatted_latitude: '40.793400',
    location_formatted_longitude: '-77.860000',
    phone: '(814) 237-3682',
    address: 'Downtown State College',
    favorited: false,
    recurrence: null,
    r_daily_days: null,
    r_weekly_day: null,
    r_weekly_weeks: null,
    r_monthly_months: null,
    r_monthly_day: null,
    r_monthly_occurrence: null,
    r_monthly_weekday: null,
    r_yearly_month: null,
    r_yearly_day: null,
    r_yearly_occurrence: null,
    r_yearly_weekday: null,
    r_end_type: null,
    r_end_date: null,
    r_number_of_occurrences: null,
    ...fields,
  };
}

/** @param {string} slug @param {Record<string, unknown>} [fields] */
export function newsFixture(slug, fields = {}) {
  return {
    id: 31,
    slug,
    title: 'A New Trail Opens on Tussey Ridge',
    summary: 'Eight miles of ridge-top singletrack.',
    main_img: `${MEDIA}/news/${slug}.1200x800.webp`,
    image_url: null,
    header_image_url: null,
    source_link: null,
    meta_title: null,
    meta_description: null,
    published_at: '2026-03-02T14:00:00.000Z',
    featured: false,
    categories: [{ id: 1, name: 'Outdoors' }],
    entry: { content: '<p>The trail opens this spring.</p>' },
    fields: { content_blocks: [] },
    ...fields,
  };
}

const author = { display_name: 'Sam', city: 'Bellefonte' };
export const tip = {
  id: 4,
  title: 'Park Behind the Library',
  slug: 'park-behind-the-library',
  main_img: null,
  header_img: null,
  tip: '<p>The lot behind the library is free after six.</p>',
  destination: null,
  destination_name: null,
  user_data: author,
  user_img: null,
  meta_description: null,
  favorited: false,
};
export const itinerary = {
  id: 5,
  title: 'A Perfect Game-Day Saturday',
  slug: 'a-perfect-game-day-saturday',
  main_img: `${MEDIA}/itineraries/game-day.1200x800.webp`,
  header_img: null,
  content: '<p>Tailgate, game, dinner.</p>',
  meta_description: 'Game day from breakfast to the last whistle.',
  destination_name: null,
  destination: null,
  user_data: author,
  user_img: null,
  items_list: [],
  favorited: false,
};

export const globals = {
  nav_bar_color: null,
  facebook_link: null,
  instagram_link: null,
  twitter_link: null,
  youtube_link: null,
  linkedin_link: null,
  marketing_link: null,
  discover_america_link: null,
  pa_link: null,
  bigten_link: null,
  organization: 'Happy Valley Adventure Bureau',
  default_event_img: `${MEDIA}/defaults/event.1200x800.webp`,
  default_destination_img: null,
  default_post_img: null,
};

/** A pagination object (§3) of a two-page answer. */
const pagination = (/** @type {number} */ page, /** @type {number} */ total, /** @type {boolean} */ more) => ({
  current_page: page,
  per_page: 100,
  total,
  last_page: 2,
  from: 1,
  to: total,
  has_more_pages: more,
});

/** The API's answers, by 'METHOD /path' (the query string is passed to functions). */
export function defaultRoutes() {
  /** @type {Record<string, unknown>} */
  const routes = {
    'GET /page/get/headless-home': pageFixture('headless-home', {
      title: 'Happy Valley',
      meta_title: 'Happy Valley | Happy Valley',
      meta_description: 'State College, Penn State and the valleys of Centre County',
      fields: { content_blocks: [], home_blocks: [{ id: 1, extension: 'cta', title: 'Read', img: null, entry: { link: '/plan/visitor-guide' } }] },
    }),
    'GET /page/get/plan/getting-here': pageFixture('plan/getting-here', {
      title: 'Getting Here',
      meta_title: 'Getting Here | Happy Valley',
      meta_description: 'By air, road and bus.',
    }),
    'GET /page/get/plan/visitor-guide': pageFixture('plan/visitor-guide', { title: 'Visitor Guide' }),
    'GET /page/get/about': pageFixture('about', {
      title: 'About Happy Valley',
      meta_description: null,
      entry: { subtitle: 'Your guide to Centre County', content: '<p>x</p>', featured_slides_title: null, slides: [] },
    }),
    'GET /page/get/privacy': pageFixture('privacy', { title: 'Privacy Policy' }),
    'GET /page/get/news': pageFixture('news', { title: 'The Dispatch', meta_description: 'Stories from Happy Valley' }),
    'GET /page/get/destinations': pageFixture('destinations', { title: 'Destinations', meta_description: 'Where to eat, stay and play' }),
    'GET /page/get/login': pageFixture('login', { title: 'Sign In' }),
    'GET /page/get/broken': () => [500, { statusCode: 500, error: 'Internal Server Error', message: 'boom' }],
    'GET /variables/get/global': globals,
    'GET /destinations/get/penns-cave': destination,
    'GET /destinations/get/12': destination,
    'POST /destinations/search': [destination],
    'GET /events/get/arts-festival': eventFixture('arts-festival'),
    'POST /events/search': (/** @type {URL} */ _url, /** @type {any} */ body) =>
      body.page === 1
        ? { data: [eventFixture('arts-festival')], pagination: pagination(1, 2, true) }
        : { data: [eventFixture('first-friday')], pagination: pagination(2, 2, false) },
    'GET /events/categories': [{ id: 2, name: 'Festivals', slug: 'festivals', description: null, content: null, header_image_url: null }],
    'GET /news/get/new-trail': newsFixture('new-trail'),
    'GET /news/get/31': newsFixture('new-trail'),
    'GET /news/search': (/** @type {URL} */ url) => ({
      data:
        url.searchParams.get('page') === '1'
          ? [
              newsFixture('new-trail'),
              newsFixture('elsewhere', { id: 32, published_at: '2026-04-01T10:00:00.000Z', source_link: 'https://paper.example/story' }),
            ]
          : [],
      pagination: pagination(Number(url.searchParams.get('page')), 2, false),
    }),
    'GET /categories/list': [{ id: 241, name: 'Restaurants' }],
    'GET /categories/get/241': {
      id: 241,
      name: 'Restaurants',
      slug: 'restaurants',
      description: 'Farm-to-table dinners.',
      content: null,
      meta_description: null,
      main_image_url: null,
      slides: [],
      content_blocks: [],
      destinations: [],
      number_id: '9241',
    },
    'GET /categories/get/restaurants': {
      id: 241,
      name: 'Restaurants',
      slug: 'restaurants',
      description: 'Farm-to-table dinners.',
      content: null,
      meta_description: null,
      main_image_url: null,
      slides: [],
      content_blocks: [],
      destinations: [],
      number_id: '9241',
    },
    'GET /experiences/list': [{ id: 5, name: 'Family Fun' }],
    'GET /experiences/get/5': {
      id: 5,
      slug: 'family-fun',
      name: 'Family Fun',
      description: null,
      content: null,
      main_image_url: null,
      meta_description: null,
      experience: null,
      content_blocks: [],
      destinations: [],
    },
    'GET /activities/list': [{ id: 7, name: 'Hiking' }],
    'POST /tips/list': [tip],
    'GET /tips/get/park-behind-the-library': tip,
    'POST /itineraries/list': [itinerary],
    'GET /itineraries/get/a-perfect-game-day-saturday': itinerary,
    'GET /nav': [
      {
        id: 1,
        title: 'Plan',
        fields: { text_color: null, background_color: null, alternate_color: null, content: null, link: '/plan/getting-here' },
        featured_links: [
          { title: 'About', link: '/about', target: null },
          { title: 'Submit an Event', link: '/profile', target: null },
          { title: 'Gone', link: '/missing-page', target: null },
          { title: 'Meetings', link: '/meetings', target: null },
        ],
        featured_blocks: [],
        sticky_menu_categories: [{ name: 'Restaurants', slug: 'restaurants' }],
      },
    ],
    'GET /nav/get/top_menu': [{ title: 'Privacy', url: '/privacy?ref=menu', target: null }],
    'GET /nav/get/footer_menu_1': [{ title: 'Partners', url: 'https://partners.example', target: '_blank' }],
    'GET /nav/get/footer_menu_2': [{ title: 'Boalsburg', url: '/towns/boalsburg', target: null }],
  };
  return routes;
}

/**
 * Starts the fake API on a free port.
 * @param {Record<string, unknown>} [overrides]  answers to change ('GET /tips/list': () => [500, {...}])
 */
export async function startFakeApi(overrides = {}) {
  /** @type {Record<string, unknown>} */
  const routes = { ...defaultRoutes(), ...overrides };
  /** @type {string[]} */
  const requests = [];
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://api.test');
    let raw = '';
    for await (const chunk of req) raw += chunk;
    let path = url.pathname;
    try {
      path = decodeURIComponent(path);
    } catch {
      // Malformed percent-encoding: no route has that key, so it answers 404 like the API's unknown paths.
    }
    const key = `${req.method} ${path}`;
    requests.push(`${key}${url.search}`);
    const route = routes[key];
    let status = 200;
    let body = route;
    if (typeof route === 'function') {
      const answer = route(url, raw ? JSON.parse(raw) : undefined);
      if (Array.isArray(answer) && typeof answer[0] === 'number') [status, body] = answer;
      else body = answer;
    }
    if (route === undefined || route === null) {
      status = 404;
      body = { statusCode: 404, error: 'Not Found', message: 'Not found' };
    }
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' }).end(JSON.stringify(body));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${address.port}`,
    requests,
    /** The answers, changeable while the server runs. */
    routes,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}

/** A URL where nothing listens (an API that is down). */
export async function closedPortUrl() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  await new Promise((resolve) => server.close(() => resolve(undefined)));
  return `http://127.0.0.1:${address.port}`;
}
