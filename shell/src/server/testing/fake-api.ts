// A stand-in for the API in the shell server's tests: the public calls the sitemap makes, answering fixtures shaped like the contract's
// schemas (shared/src/api/schemas/*.ts), which the shared client parses as it parses the API's answers. Served through `fetch`.
import { recurrenceFields } from '@valley/shared/schemas/recurrence';

/** An answer: a body, or a function of the request giving a body or [status, body]. */
export type Answer = unknown | ((url: URL, body: unknown) => unknown);

const MEDIA = 'http://api.test/media';

function pageFixture(path: string, fields: Record<string, unknown> = {}) {
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

const destination = {
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
  claimed: false,
  verified: false,
};

function eventFixture(slug: string, fields: Record<string, unknown> = {}) {
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
    ...recurrenceFields({ kind: 'none' }),
    ...fields,
  };
}

function newsFixture(slug: string, fields: Record<string, unknown> = {}) {
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
const tip = {
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
const itinerary = {
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

/** A pagination object (§3) of a two-page answer. */
const pagination = (page: number, total: number, more: boolean) => ({
  current_page: page,
  per_page: 100,
  total,
  last_page: 2,
  from: 1,
  to: total,
  has_more_pages: more,
});

/** The API's answers, by 'METHOD /path' (the query string is passed to functions). */
export function defaultRoutes(): Record<string, Answer> {
  const routes: Record<string, Answer> = {
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
    'GET /api/pages': ['/', '/about', '/plan/getting-here', '/plan/visitor-guide', '/privacy'].map((link) => ({
      link,
      updated_at: '2026-10-01T12:00:00.000Z',
    })),
    'POST /destinations/search': [destination],
    'POST /events/search': (_url: URL, body: unknown) =>
      (body as { page?: number }).page === 1
        ? { data: [eventFixture('arts-festival')], pagination: pagination(1, 2, true) }
        : { data: [eventFixture('first-friday')], pagination: pagination(2, 2, false) },
    'GET /events/categories': [{ id: 2, name: 'Festivals', slug: 'festivals', description: null, content: null, header_image_url: null }],
    'GET /news/search': (url: URL) => ({
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
    'POST /itineraries/list': [itinerary],
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
 * A fetch that answers as the API would, from `routes` by 'METHOD /path' (unknown paths 404); `requests` records what was asked.
 * `routes` may be changed while a test runs.
 */
export function fakeApi(overrides: Record<string, Answer> = {}) {
  const routes: Record<string, Answer> = { ...defaultRoutes(), ...overrides };
  const requests: string[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(String(input));
    const method = init?.method ?? 'GET';
    const key = `${method} ${decodeURIComponent(url.pathname)}`;
    requests.push(`${key}${url.search}`);
    const route = routes[key];
    let status = 200;
    let body: unknown = route;
    if (typeof route === 'function') {
      const answer: unknown = route(url, typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
      if (Array.isArray(answer) && typeof answer[0] === 'number') [status, body] = answer as [number, unknown];
      else body = answer;
    }
    if (route === undefined || route === null) {
      status = 404;
      body = { statusCode: 404, error: 'Not Found', message: 'Not found' };
    }
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });
  };
  return { fetch, requests, routes };
}
