// The <head> of each public URL resolved from the public API, so a crawler that runs no JavaScript still sees title, sharing tags and JSON-LD.
// Plain Node ESM, to run in the serve step, an edge function or a small service in front of the static files (decisions 011, 035).
import { LRUCache } from 'lru-cache';
import { matchPattern, routeHref } from './route-table.mjs';

/** @type {Promise<{ eventSchedule(event: unknown): Record<string, unknown> | null }> | undefined} */
let recurrence;
/** schema.org Schedule of a recurring event (GET /events/get/{slug}); null for a one-off. */
export async function eventSchedule(/** @type {unknown} */ event) {
  // Loaded when an event page first needs it, so modules that import this file do not start esbuild.
  recurrence ??= import('tsx/esm/api').then(({ tsImport }) => tsImport('@valley/shared/recurrence', import.meta.url));
  return (await recurrence).eventSchedule(event);
}

export const SITE_NAME = 'Happy Valley';
export const DEFAULT_DESCRIPTION = 'Places to stay, eat and explore, events and stories from the valley around State College, Pennsylvania.';
export const NOT_FOUND_TITLE = 'Page Not Found';

/** How long one head may wait for the API, and how long a resolved head is kept. */
export const HEAD_TIMEOUT_MS = 1_500;
export const HEAD_TTL_MS = 60_000;
/** A head that fell back because the API failed is kept briefly, so a down API costs one wait per path. */
const FALLBACK_TTL_MS = 5_000;

/**
 * @typedef {object} Head
 * @property {number} status          200, or 404 when the API has no such record
 * @property {string} title           the whole document title ('About Happy Valley | Happy Valley')
 * @property {string} description
 * @property {string} canonical       absolute URL on the public site
 * @property {string | null} image    absolute URL of the sharing image
 * @property {LeadImage | null} lead  the image the route's first paint leads with, preloaded (decision 020)
 * @property {string[]} calls         API paths (GET) of the records the route's first paint shows, preloaded (decision 026)
 * @property {'website' | 'article'} type   og:type
 * @property {boolean} noindex        private screens and missing records
 * @property {string} path            the pathname the head was resolved for (client hook: stale JSON-LD)
 * @property {Record<string, unknown>[]} jsonLd
 */

/**
 * The first screen's largest image as the route renders it (same URL, srcset and sizes), so the browser takes the preloaded response.
 * @typedef {object} LeadImage
 * @property {string} href     absolute URL (the fallback of browsers without imagesrcset)
 * @property {string} srcset   empty for URLs without a size
 * @property {string} sizes
 */

/**
 * @typedef {object} HeadOptions
 * @property {string} apiUrl                 base URL of the API, as in config.json
 * @property {string} siteUrl                public address of the site (canonical URLs)
 * @property {typeof fetch} [fetch]          injectable for tests and edge runtimes
 * @property {number} [timeoutMs]            budget for every API call of one head together
 * @property {TtlCache<Promise<Head>> | null} [cache]   null turns caching off
 */

/**
 * @typedef {object} Context
 * @property {string} path                              the normalised pathname
 * @property {string} siteUrl                           without a trailing slash
 * @property {(path: string) => string} absolute        site URL of a path
 * @property {(url: string | null | undefined) => string | null} image   absolute image URL
 * @property {(apiPath: string, init?: { method?: string, body?: unknown }) => Promise<any>} api
 *           JSON of a public call; throws NotFoundError on 404 (and 400: a malformed id is missing too).
 *           A GET without `init` is the route's record, which its first paint shows (preloaded).
 * @property {(path: string, options?: { shown?: boolean }) => Promise<any>} page
 *           a CMS page by its path; `shown: false` when the route's screen does not show it (not preloaded)
 * @property {() => Promise<any>} globals               the global variables, or null when unavailable
 * @property {() => string[]} calls                     the API paths of the records asked for (GET), in order
 */

/** @typedef {(ctx: Context, params: Record<string, string>) => Promise<Head>} Resolve */
/** @typedef {{ pattern: string, kind: string, resolve: Resolve }} Resolver */

export class NotFoundError extends Error {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFoundError';
  }
}

// ---------------------------------------------------------------------------------------------
// Small helpers

const SLUG = /^[a-z0-9][a-z0-9-]*$/i;
const PAGE_PATH = /^[a-z0-9][a-z0-9\-_/]*$/i;

/** A record's id or slug as the API accepts it; anything else is a missing record. */
function slugParam(/** @type {string | undefined} */ value) {
  if (!value || value.length > 200 || !SLUG.test(value)) throw new NotFoundError();
  return value;
}

/**
 * '{title} | Happy Valley' without doubling a CMS suffix; twin of `documentTitle` in @valley/shared's document-meta.ts.
 * @param {string | null | undefined} title
 */
export function documentTitle(title) {
  const suffix = ` | ${SITE_NAME}`;
  let base = String(title ?? '').trim();
  while (base.toLowerCase().endsWith(suffix.toLowerCase())) base = base.slice(0, -suffix.length).trim();
  return !base || base.toLowerCase() === SITE_NAME.toLowerCase() ? SITE_NAME : `${base}${suffix}`;
}

const ENTITIES = /** @type {Record<string, string>} */ ({
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  rsquo: '’',
  lsquo: '‘',
  ldquo: '“',
  rdquo: '”',
  mdash: '—',
  ndash: '–',
  hellip: '…',
});

/**
 * Rich text as one line of plain text, cut at a word near `max` characters (descriptions).
 * @param {string | null | undefined} html
 * @param {number} [max]
 */
export function plainText(html, max = 160) {
  const text = String(html ?? '')
    .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? Number.parseInt(name.slice(2), 16) : Number(name.slice(1));
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
  return truncate(text, max);
}

/** Text cut at a word to at most `max` characters, with an ellipsis. */
function truncate(/** @type {string} */ text, /** @type {number} */ max) {
  if (text.length <= max) return text;
  // The ellipsis takes the place of the space (or of the last character when there is no good break).
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut.slice(0, max - 1)).replace(/[\s,.;:!?-]+$/, '')}…`;
}

/** Marks a field as rich text (HTML) for `describe`; other fields are plain text. */
const rich = (/** @type {string | null | undefined} */ html) => ({ html });

/**
 * The first description that has text: a meta description, a summary, then rich text.
 * @param {(string | null | undefined | { html: string | null | undefined })[]} candidates
 */
function describe(...candidates) {
  for (const candidate of candidates) {
    const text =
      candidate !== null && typeof candidate === 'object'
        ? plainText(candidate.html, 160)
        : String(candidate ?? '')
            .replace(/\s+/g, ' ')
            .trim();
    if (text) return text.length > 160 ? truncate(text, 160) : text;
  }
  return DEFAULT_DESCRIPTION;
}

/** Drops null, undefined, '' and [] so JSON-LD carries only what is known. */
function compact(/** @type {Record<string, unknown>} */ object) {
  return Object.fromEntries(
    Object.entries(object).filter(([, value]) => value !== null && value !== undefined && value !== '' && !(Array.isArray(value) && value.length === 0)),
  );
}

/** Phone numbers as schema.org telephone values, with the +1 prefix the site's phone links use. */
export function telephone(/** @type {string | null | undefined} */ phone) {
  if (!phone) return null;
  if (phone.trim().startsWith('+')) return phone.trim();
  const digits = phone.replace(/\D/g, '');
  const local = digits.length === 11 && digits.startsWith('1') ? digits.slice(1) : digits;
  return local.length === 10 ? `+1-${local.slice(0, 3)}-${local.slice(3, 6)}-${local.slice(6)}` : phone.trim();
}

/** Widths the API resizes to with `?w=`: twin of IMAGE_WIDTHS in shared/src/media/image.ts. */
export const IMAGE_WIDTHS = [320, 480, 640, 960, 1280, 1600, 2000];
const IMAGE_SIZE = /\.([1-9]\d{0,4})x([1-9]\d{0,4})\.[a-z0-9]+$/i;

/**
 * The srcset the client writes for an image URL, twin of `imageSrcSet` in shared/src/media/image.ts (a shell Jest test compares them):
 * a preload is used only when its srcset matches the <img>'s (decision 020).
 * @param {string | null | undefined} url
 */
export function imageSrcSet(url) {
  if (!url) return '';
  const match = IMAGE_SIZE.exec(url.split(/[?#]/, 1)[0] ?? '');
  if (!match) return '';
  const width = Number(match[1]);
  const base = url.split('#', 1)[0] ?? url;
  const join = base.includes('?') ? '&' : '?';
  const smaller = IMAGE_WIDTHS.filter((candidate) => candidate < width);
  return [...smaller.map((candidate) => `${base}${join}w=${candidate} ${candidate}w`), `${base} ${width}w`].join(', ');
}

/** Path segments encoded for a URL (the router's pathname arrives decoded). */
const encodePath = (/** @type {string} */ path) => path.split('/').map(encodeURIComponent).join('/');

const number = (/** @type {unknown} */ value) => {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(parsed) ? parsed : null;
};

function geo(/** @type {unknown} */ latitude, /** @type {unknown} */ longitude) {
  const lat = number(latitude);
  const lng = number(longitude);
  return lat === null || lng === null ? null : { '@type': 'GeoCoordinates', latitude: lat, longitude: lng };
}

// ---------------------------------------------------------------------------------------------
// JSON-LD builders shared by the resolvers

/** @param {Context} ctx @param {{ name: string, description: string, url: string, image: string | null, type?: string }} page */
export function webPageLd(ctx, { name, description, url, image, type = 'WebPage' }) {
  return compact({
    '@context': 'https://schema.org',
    '@type': type,
    name,
    description,
    url,
    image,
    inLanguage: 'en-US',
    isPartOf: { '@type': 'WebSite', name: SITE_NAME, url: ctx.absolute('/') },
  });
}

/** @param {Context} ctx @param {{ name: string, path: string }[]} trail  the crumbs after Home */
export function breadcrumbLd(ctx, trail) {
  const crumbs = [{ name: 'Home', path: '/' }, ...trail];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: ctx.absolute(crumb.path) })),
  };
}

/**
 * The lead image of a route: the image URL as the API gave it and the `sizes` its <img> carries.
 * @param {Context} ctx
 * @param {string | null | undefined} url
 * @param {string} [sizes]
 * @returns {LeadImage | null}
 */
function leadImage(ctx, url, sizes = '100vw') {
  const href = ctx.image(url);
  return href ? { href, srcset: imageSrcSet(href), sizes } : null;
}

/** @typedef {{ url: string | null | undefined, sizes?: string }} LeadField */

/**
 * A head from a page's own fields.
 * @param {Context} ctx
 * @param {{ title: string, description: string, image?: string | null, lead?: LeadField | null, path?: string, type?: 'website' | 'article', noindex?: boolean, jsonLd?: Record<string, unknown>[] }} fields
 * @returns {Head}
 */
function pageHead(ctx, { title, description, image = null, lead = null, path = ctx.path, type = 'website', noindex = false, jsonLd = [] }) {
  return {
    status: 200,
    title: documentTitle(title),
    description,
    canonical: ctx.absolute(path),
    image: ctx.image(image),
    lead: lead ? leadImage(ctx, lead.url, lead.sizes) : null,
    calls: ctx.calls(),
    type,
    noindex,
    path: ctx.path,
    jsonLd,
  };
}

/**
 * A CMS-backed page: WebPage (or a subtype) and its breadcrumb trail.
 * @param {Context} ctx
 * @param {{ title: string, name?: string, description: string, image: string | null, lead?: LeadField | null, path?: string, trail?: { name: string, path: string }[], pageType?: string, noindex?: boolean }} fields
 */
function webPageHead(ctx, { title, name = title, description, image, lead = null, path = ctx.path, trail, pageType, noindex = false }) {
  const url = ctx.absolute(path);
  const imageUrl = ctx.image(image);
  return pageHead(ctx, {
    title,
    description,
    image: imageUrl,
    lead,
    path,
    noindex,
    jsonLd: [
      webPageLd(ctx, { name, description, url, image: imageUrl, ...(pageType ? { type: pageType } : {}) }),
      breadcrumbLd(ctx, trail ?? [{ name, path }]),
    ],
  });
}

/** The head when the API cannot tell: the site's own title and description (status 200). */
export function defaultHead(/** @type {string} */ path, /** @type {string} */ siteUrl) {
  return /** @type {Head} */ ({
    status: 200,
    title: SITE_NAME,
    description: DEFAULT_DESCRIPTION,
    canonical: `${trimSlash(siteUrl)}${encodePath(path)}`,
    image: null,
    lead: null,
    calls: [],
    type: 'website',
    noindex: false,
    path,
    jsonLd: [],
  });
}

/** A missing record: the app shell is still served (its 404 screen), with status 404 and noindex. */
export function notFoundHead(/** @type {string} */ path, /** @type {string} */ siteUrl) {
  return { ...defaultHead(path, siteUrl), status: 404, title: documentTitle(NOT_FOUND_TITLE), noindex: true };
}

const trimSlash = (/** @type {string} */ url) => url.replace(/\/+$/, '');

// ---------------------------------------------------------------------------------------------
// Resolvers, one per kind of page. A remote's issue adds its kind here: a pattern and a resolve.

/** Listing routes and the CMS page that carries their title and copy (public-site §2). */
export const LISTINGS = /** @type {Record<string, { page: string, name: string, canonical?: string }>} */ ({
  '/destinations': { page: 'destinations', name: 'Destinations' },
  '/experiences': { page: 'experiences', name: 'Experiences' },
  '/adventure': { page: 'experiences', name: 'Experiences', canonical: '/experiences' },
  '/events': { page: 'events', name: 'Events' },
  '/calendar': { page: 'calendar', name: 'Calendar' },
  '/dispatch': { page: 'news', name: 'The Dispatch' },
  '/tips': { page: 'tips', name: 'Local Tips' },
  '/itineraries': { page: 'itineraries', name: 'Itineraries' },
  '/meetings': { page: 'meetings', name: 'Meetings & Conventions' },
  '/sports': { page: 'sports', name: 'Sports & Tournaments' },
  '/outdoors': { page: 'outdoors', name: 'Outdoors' },
});

/** Member and account screens: served (never 404), kept out of indexes (robots.txt disallows them too). */
export const PRIVATE_ROUTES = /** @type {Record<string, { page?: string, name: string }>} */ ({
  '/profile': { name: 'Profile' },
  '/login': { page: 'login', name: 'Sign In' },
  '/register': { page: 'register', name: 'Sign Up' },
  '/forgot': { name: 'Forgot Password' },
  '/reset/:token': { name: 'Reset Password' },
  '/support': { name: 'Support' },
  '/favorites': { page: 'favorites', name: 'Your Favorites' },
});

const crumb = {
  destinations: { name: 'Destinations', path: routeHref('mf_discover', 'destinations') },
  events: { name: 'Events', path: routeHref('mf_events', 'events') },
  dispatch: { name: 'The Dispatch', path: routeHref('mf_news', 'dispatch') },
  tips: { name: 'Local Tips', path: routeHref('mf_discover', 'tips') },
  itineraries: { name: 'Itineraries', path: routeHref('mf_discover', 'itineraries') },
  experiences: { name: 'Experiences', path: routeHref('mf_discover', 'experiences') },
};

/** The title a CMS page asks for. */
const pageTitle = (/** @type {any} */ page) => page.meta_title || page.title;

/**
 * The first slide's image of a hero slider block (its first slide with an image, else the block's own), or null for any other block.
 * @param {any} block
 */
function heroSlide(block) {
  if (block?.extension !== 'hero_slider') return null;
  const slides = Array.isArray(block.entry?.slides) ? block.entry.slides : [];
  const first = slides.find((/** @type {any} */ slide) => typeof slide?.img === 'string' && slide.img);
  return first ? first.img : typeof block.img === 'string' && block.img ? block.img : null;
}

/** @type {Resolve} */
async function home(ctx) {
  const page = await ctx.page('headless-home');
  const description = describe(page.meta_description, page.entry?.subtitle, rich(page.content_rendered ?? page.entry?.content));
  const blocks = page.fields?.home_blocks ?? page.fields?.content_blocks ?? [];
  const image = ctx.image(page.header_image_url ?? blocks.find((/** @type {any} */ block) => block.img)?.img);
  const url = ctx.absolute('/');
  return pageHead(ctx, {
    title: pageTitle(page),
    description,
    image,
    lead: { url: heroSlide(blocks[0]) },
    path: '/',
    jsonLd: [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE_NAME, url, inLanguage: 'en-US' },
      webPageLd(ctx, { name: page.title, description, url, image }),
    ],
  });
}

/** @type {Resolve} */
async function cmsPage(ctx, params) {
  const path = params['*'] ?? '';
  if (path.length > 300 || !PAGE_PATH.test(path)) throw new NotFoundError();
  const page = await ctx.page(path);
  return webPageHead(ctx, {
    title: pageTitle(page),
    name: page.title,
    description: describe(page.meta_description, page.entry?.subtitle, rich(page.content_rendered ?? page.entry?.content)),
    image: page.header_image_url ?? page.entry?.slides?.[0]?.img ?? null,
    lead: { url: page.header_image_url },
  });
}

/** A listing route: its CMS page's fields, or its own name when that page is missing (never a 404). */
function listing(/** @type {{ page: string, name: string, canonical?: string }} */ listingRoute) {
  /** @type {Resolve} */
  return async (ctx) => {
    const path = listingRoute.canonical ?? ctx.path;
    const page = await ctx.page(listingRoute.page).catch((error) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (!page) return webPageHead(ctx, { title: listingRoute.name, description: DEFAULT_DESCRIPTION, image: null, path, pageType: 'CollectionPage' });
    return webPageHead(ctx, {
      title: pageTitle(page),
      name: page.title,
      description: describe(page.meta_description, page.entry?.subtitle, rich(page.content_rendered ?? page.entry?.content)),
      image: page.header_image_url,
      lead: { url: page.header_image_url },
      path,
      pageType: 'CollectionPage',
    });
  };
}

/** A member or account screen: its CMS page when there is one, noindex either way. */
function privateScreen(/** @type {{ page?: string, name: string }} */ screen) {
  /** @type {Resolve} */
  return async (ctx) => {
    // The account screens render their own header, so their CMS page is for the head only.
    const page = screen.page
      ? await ctx.page(screen.page, { shown: false }).catch((error) => {
          if (error instanceof NotFoundError) return null;
          throw error;
        })
      : null;
    return pageHead(ctx, {
      title: page ? pageTitle(page) : screen.name,
      description: page ? describe(page.meta_description, page.entry?.subtitle) : DEFAULT_DESCRIPTION,
      image: page?.header_image_url ?? null,
      noindex: true,
    });
  };
}

/** The schema.org type of a destination, from its first category that says one; any other place is a plain LocalBusiness. */
/** @type {[RegExp, string][]} */
const TYPE_BY_CATEGORY = [
  [/lodging|bed-and-breakfast|campground|cabin|hotel|inn/, 'LodgingBusiness'],
  [/restaurant|cafe|bakeries|pizza|eats|brewer|winer/, 'Restaurant'],
  [/attraction|museum|park|trail|outdoor|cave/, 'TouristAttraction'],
];
/** @param {{ slug: string }[] | undefined} categories */
export function businessType(categories) {
  for (const category of categories ?? []) {
    for (const [pattern, type] of TYPE_BY_CATEGORY) if (pattern.test(category.slug)) return type;
  }
  return 'LocalBusiness';
}

/** @type {Resolve} */
async function destination(ctx, params) {
  const [place, globals] = await Promise.all([ctx.api(`/destinations/get/${encodeURIComponent(slugParam(params.slug))}`), ctx.globals()]);
  const path = routeHref('mf_discover', 'destination', { slug: place.slug });
  const url = ctx.absolute(path);
  const description = describe(place.meta_description, rich(place.callout_content), rich(place.content));
  const images = [place.main_img, place.header_img, ...(place.d_gallery_images ?? []).slice(0, 4)]
    .map((image) => ctx.image(image))
    .filter((image, index, all) => image && all.indexOf(image) === index);
  if (images.length === 0 && globals?.default_destination_img) images.push(ctx.image(globals.default_destination_img));
  const hasAddress = place.address || place.city || place.state || place.zip;
  const business = compact({
    '@context': 'https://schema.org',
    '@type': businessType(place.d_categories),
    '@id': `${url}#business`,
    name: place.name,
    description,
    url,
    image: images,
    telephone: telephone(place.phone),
    address: hasAddress
      ? compact({
          '@type': 'PostalAddress',
          streetAddress: place.address,
          addressLocality: place.city,
          addressRegion: place.state,
          postalCode: place.zip,
          addressCountry: 'US',
        })
      : null,
    geo: geo(place.location_latitude ?? place.location_formatted_latitude, place.location_longitude ?? place.location_formatted_longitude),
    sameAs: [place.website, place.facebook_link, place.instagram_link, place.twitter_link, place.youtube_link, place.pinterest_link].filter(
      (link) => typeof link === 'string' && /^https?:\/\//i.test(link),
    ),
  });
  return pageHead(ctx, {
    title: place.name,
    description,
    image: images[0] ?? null,
    lead: { url: place.header_img },
    path,
    jsonLd: [business, breadcrumbLd(ctx, [crumb.destinations, { name: place.name, path }])],
  });
}

/** @type {Resolve} */
async function event(ctx, params) {
  const [happening, globals] = await Promise.all([ctx.api(`/events/get/${encodeURIComponent(slugParam(params.slug))}`), ctx.globals()]);
  const path = routeHref('mf_events', 'event', { slug: happening.slug });
  const url = ctx.absolute(path);
  const description = describe(happening.summary, rich(happening.content));
  const image = ctx.image(happening.main_img ?? happening.header_img ?? globals?.default_event_img);
  const placeName = happening.destination_name || happening.address || SITE_NAME;
  const ld = compact({
    '@context': 'https://schema.org',
    '@type': 'Event',
    name: happening.title,
    description,
    url,
    image: image ? [image] : [],
    startDate: happening.starts,
    endDate: happening.ends,
    eventSchedule: await eventSchedule(happening),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: compact({
      '@type': 'Place',
      name: placeName,
      url: happening.destination_slug ? ctx.absolute(`/d/${happening.destination_slug}`) : null,
      address: happening.address ? { '@type': 'PostalAddress', streetAddress: happening.address, addressCountry: 'US' } : placeName,
      telephone: telephone(happening.phone),
      geo: geo(happening.location_formatted_latitude, happening.location_formatted_longitude),
    }),
    organizer: { '@type': 'Organization', name: globals?.organization || SITE_NAME, url: ctx.absolute('/') },
    sameAs: typeof happening.website === 'string' && /^https?:\/\//i.test(happening.website) ? [happening.website] : [],
  });
  return pageHead(ctx, {
    title: happening.title,
    description,
    image,
    lead: { url: happening.header_img },
    path,
    jsonLd: [ld, breadcrumbLd(ctx, [crumb.events, { name: happening.title, path }])],
  });
}

/** @type {Resolve} */
async function newsPost(ctx, params) {
  const [post, globals] = await Promise.all([ctx.api(`/news/get/${encodeURIComponent(slugParam(params.slug))}`), ctx.globals()]);
  const path = routeHref('mf_news', 'post', { slug: post.slug });
  const url = ctx.absolute(path);
  const description = describe(post.meta_description, post.summary, rich(post.entry?.content));
  const image = ctx.image(post.main_img ?? post.image_url ?? post.header_image_url ?? globals?.default_post_img);
  const publisher = { '@type': 'Organization', name: globals?.organization || SITE_NAME, url: ctx.absolute('/') };
  const headline = post.title.length > 110 ? `${post.title.slice(0, 109).trimEnd()}…` : post.title;
  const ld = compact({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline,
    description,
    url,
    mainEntityOfPage: { '@type': 'WebPage', '@id': url },
    image: image ? [image] : [],
    datePublished: post.published_at,
    dateModified: post.published_at,
    author: publisher,
    publisher,
    articleSection: (post.categories ?? []).map((/** @type {any} */ section) => section.name),
  });
  return pageHead(ctx, {
    title: post.meta_title || post.title,
    description,
    image,
    lead: { url: post.header_image_url },
    path,
    type: 'article',
    jsonLd: [ld, breadcrumbLd(ctx, [crumb.dispatch, { name: post.title, path }])],
  });
}

/** @type {Resolve} */
async function category(ctx, params) {
  const page = await ctx.api(`/categories/get/${encodeURIComponent(slugParam(params.slug))}`);
  const path = routeHref('mf_discover', 'category', { slug: page.slug });
  return webPageHead(ctx, {
    title: page.name,
    description: describe(page.meta_description, page.description, rich(page.content)),
    image: page.main_image_url ?? page.slides?.[0]?.img ?? null,
    lead: { url: page.main_image_url },
    path,
    pageType: 'CollectionPage',
    trail: [crumb.destinations, { name: page.name, path }],
  });
}

/** @type {Resolve} */
async function eventCategory(ctx, params) {
  const page = await ctx.api(`/events/categories/get/${encodeURIComponent(slugParam(params.slug))}`);
  const path = routeHref('mf_events', 'category', { slug: page.slug });
  return webPageHead(ctx, {
    title: page.name,
    description: describe(page.description, rich(page.content)),
    image: page.header_image_url,
    lead: { url: page.header_image_url },
    path,
    pageType: 'CollectionPage',
    trail: [crumb.events, { name: page.name, path }],
  });
}

/** @type {Resolve} */
async function experience(ctx, params) {
  const page = await ctx.api(`/experiences/get/${encodeURIComponent(slugParam(params.slug))}`);
  const path = routeHref('mf_discover', 'experience', { slug: page.slug });
  return webPageHead(ctx, {
    title: page.name,
    description: describe(page.meta_description, page.description, rich(page.experience), rich(page.content)),
    image: page.main_image_url,
    lead: { url: page.main_image_url },
    path,
    pageType: 'CollectionPage',
    trail: [crumb.experiences, { name: page.name, path }],
  });
}

/** @type {Resolve} */
async function town(ctx, params) {
  const page = await ctx.api(`/cities/get/${encodeURIComponent(slugParam(params.slug))}`);
  const path = routeHref('mf_discover', 'town', { slug: page.slug });
  return webPageHead(ctx, {
    title: page.name,
    description: describe(page.meta_description, rich(page.content)),
    image: page.main_image_url,
    lead: { url: page.main_image_url },
    path,
    pageType: 'CollectionPage',
  });
}

/** @type {Resolve} */
async function activity(ctx, params) {
  const page = await ctx.api(`/activities/get/${encodeURIComponent(slugParam(params.id))}`);
  const path = routeHref('mf_discover', 'activity', { id: page.id });
  return webPageHead(ctx, {
    title: page.name,
    description: describe(page.description, rich(page.content)),
    image: page.header_image_url,
    lead: { url: page.header_image_url },
    path,
    pageType: 'CollectionPage',
  });
}

/** @type {Resolve} */
async function tip(ctx, params) {
  const page = await ctx.api(`/tips/get/${encodeURIComponent(slugParam(params.slug))}`);
  const path = routeHref('mf_discover', 'tip', { slug: page.slug });
  return webPageHead(ctx, {
    title: page.title,
    description: describe(page.meta_description, rich(page.tip)),
    image: page.main_img ?? page.header_img ?? page.destination?.main_img ?? null,
    // tip-detail.tsx: the tip's own image beside its text.
    lead: { url: page.main_img, sizes: '(min-width: 900px) 55vw, 100vw' },
    path,
    trail: [crumb.tips, { name: page.title, path }],
  });
}

/** @type {Resolve} */
async function itinerary(ctx, params) {
  const page = await ctx.api(`/itineraries/get/${encodeURIComponent(slugParam(params.slug))}`);
  const path = routeHref('mf_discover', 'itinerary', { slug: page.slug });
  return webPageHead(ctx, {
    title: page.title,
    description: describe(page.meta_description, rich(page.content)),
    image: page.main_img ?? page.header_img ?? null,
    lead: { url: page.header_img },
    path,
    trail: [crumb.itineraries, { name: page.title, path }],
  });
}

/**
 * Every public route and how its head is resolved, first match wins. The patterns are the route
 * table's (route-table.mjs; a test keeps the two in step, decision 036); `/*` is the CMS page.
 * @type {Resolver[]}
 */
export const RESOLVERS = [
  { pattern: '/', kind: 'home', resolve: home },
  { pattern: '/headless-home', kind: 'home', resolve: home },
  ...Object.entries(LISTINGS).map(([pattern, route]) => ({ pattern, kind: 'listing', resolve: listing(route) })),
  ...Object.entries(PRIVATE_ROUTES).map(([pattern, screen]) => ({ pattern, kind: 'private', resolve: privateScreen(screen) })),
  { pattern: '/d/:slug', kind: 'destination', resolve: destination },
  { pattern: '/events/category/:slug', kind: 'event-category', resolve: eventCategory },
  { pattern: '/events/:slug', kind: 'event', resolve: event },
  { pattern: '/dispatch/:slug', kind: 'news', resolve: newsPost },
  { pattern: '/c/:slug', kind: 'category', resolve: category },
  { pattern: '/categories/:slug', kind: 'category', resolve: category },
  { pattern: '/experiences/:slug', kind: 'experience', resolve: experience },
  { pattern: '/experience/:slug', kind: 'experience', resolve: experience },
  { pattern: '/towns/:slug', kind: 'town', resolve: town },
  { pattern: '/activity/:id', kind: 'activity', resolve: activity },
  { pattern: '/tips/:slug', kind: 'tip', resolve: tip },
  { pattern: '/itineraries/:slug', kind: 'itinerary', resolve: itinerary },
  { pattern: '/*', kind: 'cms-page', resolve: cmsPage },
];

/**
 * The resolver of a pathname and its parameters.
 * @param {string} path  a normalised pathname ('/d/penns-cave')
 * @param {Resolver[]} [resolvers]
 * @returns {{ resolver: Resolver, params: Record<string, string> } | null}
 */
export function matchRoute(path, resolvers = RESOLVERS) {
  const segments = path.split('/').filter(Boolean);
  for (const resolver of resolvers) {
    if (resolver.pattern === '/*') {
      if (segments.length > 0) return { resolver, params: { '*': segments.join('/') } };
      continue;
    }
    const params = matchPattern(resolver.pattern, path);
    if (params) return { resolver, params };
  }
  return null;
}

/** '/about/' and '//about' name the same page as '/about' (the client redirects a trailing slash). */
export function normalisePath(/** @type {string} */ pathname) {
  return `/${(String(pathname).split(/[?#]/)[0] ?? '').split('/').filter(Boolean).join('/')}`;
}

// ---------------------------------------------------------------------------------------------
// Cache and API access

/**
 * @template {{}} T
 * @typedef {LRUCache<string, T>} TtlCache
 */

/**
 * A small LRU with per-entry expiry: bounded so random URLs cannot grow it without limit.
 * @template {{}} T
 * @param {{ ttlMs?: number, maxEntries?: number }} [options]
 * @returns {TtlCache<T>}
 */
export function createTtlCache({ ttlMs = HEAD_TTL_MS, maxEntries = 500 } = {}) {
  return new LRUCache({ max: maxEntries, ttl: ttlMs });
}

/** @type {TtlCache<Promise<Head>>} */
const headCache = createTtlCache({ ttlMs: HEAD_TTL_MS, maxEntries: 500 });
/** @type {TtlCache<Promise<any>>} */
const globalsCache = createTtlCache({ ttlMs: HEAD_TTL_MS, maxEntries: 20 });

/**
 * A public API call with the caller's deadline: 200 is the answer, 404 (and 400, a malformed id) a missing record, anything else a failure.
 * @param {{ apiUrl: string, fetch: typeof fetch, signal: AbortSignal }} options
 * @param {string} apiPath
 * @param {{ method?: string, body?: unknown }} [init]
 */
export async function apiJson({ apiUrl, fetch: fetchImpl, signal }, apiPath, init = {}) {
  const response = await fetchImpl(`${trimSlash(apiUrl)}${apiPath}`, {
    method: init.method ?? 'GET',
    headers: init.body === undefined ? { accept: 'application/json' } : { accept: 'application/json', 'content-type': 'application/json' },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
    signal,
  });
  if (response.status === 404 || response.status === 400) {
    await response.body?.cancel().catch(() => {});
    throw new NotFoundError(`${apiPath}: ${response.status}`);
  }
  if (response.status !== 200) {
    await response.body?.cancel().catch(() => {});
    throw new Error(`${apiPath}: the API answered ${response.status}`);
  }
  return response.json();
}

/**
 * @param {string} path
 * @param {Required<Pick<HeadOptions, 'apiUrl' | 'siteUrl' | 'fetch' | 'timeoutMs'>>} options
 * @returns {Context}
 */
function createContext(path, { apiUrl, siteUrl, fetch: fetchImpl, timeoutMs }) {
  const site = trimSlash(siteUrl);
  // One deadline for every call of this head: the page never waits longer than timeoutMs.
  const signal = AbortSignal.timeout(timeoutMs);
  const call = { apiUrl, fetch: fetchImpl, signal };
  /** @type {string[]} */
  const asked = [];
  /** A record the route's screen shows: the browser asks for the same path on its first paint. */
  const record = (/** @type {string} */ apiPath) => {
    asked.push(apiPath);
    return apiJson(call, apiPath);
  };
  return {
    path,
    siteUrl: site,
    absolute: (target) => `${site}${encodePath(target)}`,
    image(url) {
      if (!url) return null;
      try {
        const absolute = new URL(url, `${trimSlash(apiUrl)}/`);
        return /^https?:$/.test(absolute.protocol) ? absolute.href : null;
      } catch {
        return null;
      }
    },
    api: (apiPath, init) => (init ? apiJson(call, apiPath, init) : record(apiPath)),
    page(pagePath, { shown = true } = {}) {
      const apiPath = `/page/get/${pagePath.split('/').filter(Boolean).map(encodeURIComponent).join('/')}`;
      return shown ? record(apiPath) : apiJson(call, apiPath);
    },
    calls: () => [...asked],
    async globals() {
      const key = apiUrl;
      let pending = globalsCache.get(key);
      if (!pending) {
        pending = apiJson({ apiUrl, fetch: fetchImpl, signal: AbortSignal.timeout(timeoutMs) }, '/variables/get/global').catch(() => {
          globalsCache.set(key, Promise.resolve(null), { ttl: FALLBACK_TTL_MS });
          return null;
        });
        globalsCache.set(key, pending);
      }
      return pending;
    },
  };
}

/**
 * The head of a public URL. Never rejects: a missing record gives status 404, a failing or slow API the default head (status 200).
 * @param {string} url  a pathname ('/d/penns-cave') or an absolute URL
 * @param {HeadOptions} options
 * @returns {Promise<Head>}
 */
export async function headFor(url, { apiUrl, siteUrl, fetch: fetchImpl = globalThis.fetch, timeoutMs = HEAD_TIMEOUT_MS, cache = headCache }) {
  const pathname = /^[a-z]+:\/\//i.test(url) ? new URL(url).pathname : url;
  const path = normalisePath(pathname);
  const key = `${apiUrl} ${siteUrl} ${path}`;
  const cached = cache?.get(key);
  if (cached) return cached;

  const pending = (async () => {
    const match = matchRoute(path);
    if (!match) return notFoundHead(path, siteUrl);
    try {
      return await match.resolver.resolve(createContext(path, { apiUrl, siteUrl, fetch: fetchImpl, timeoutMs }), match.params);
    } catch (error) {
      if (error instanceof NotFoundError) return notFoundHead(path, siteUrl);
      cache?.set(key, Promise.resolve(defaultHead(path, siteUrl)), { ttl: FALLBACK_TTL_MS });
      console.warn(`[head] ${path}: ${error instanceof Error ? error.message : String(error)}; serving the default head`);
      return defaultHead(path, siteUrl);
    }
  })();
  cache?.set(key, pending);
  return pending;
}

// ---------------------------------------------------------------------------------------------
// Writing the head into the HTML

/** Text for an HTML attribute or element. */
export function escapeHtml(/** @type {unknown} */ value) {
  return String(value ?? '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** JSON for a <script> element: `<` as \u003c so '</script>' or '<!--' in the data cannot end it. */
export function jsonForScript(/** @type {unknown} */ value) {
  return JSON.stringify(value)
    .replaceAll('<', '\\u003c')
    .replaceAll('>', '\\u003e')
    .replaceAll('&', '\\u0026')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
}

/** The tags injectHead writes (and replaces on a second pass); the client hook keeps them in sync. */
const MANAGED_META =
  /^<meta\b(?=[^>]*\b(?:name\s*=\s*["']?(?:description|robots|twitter:[\w:-]+)["'\s/>]|property\s*=\s*["']?og:[\w:-]+["'\s/>]|data-head\s*=\s*["']?server))[^>]*>\s*/i;
const MANAGED_LINK = /^<link\b(?=[^>]*\b(?:rel\s*=\s*["']?canonical["'\s/>]|data-head\s*=\s*["']?server))[^>]*>\s*/i;

/**
 * The preload of the route's lead image, so it loads beside the scripts instead of after them.
 * @param {LeadImage} lead
 */
export function leadImageLink(lead) {
  const srcset = lead.srcset ? ` imagesrcset="${escapeHtml(lead.srcset)}" imagesizes="${escapeHtml(lead.sizes)}"` : '';
  return `<link rel="preload" as="image" href="${escapeHtml(lead.href)}"${srcset} fetchpriority="high" data-head="server">`;
}

/** The chrome's calls on every page, as API paths: twin of shell/src/config/shell-calls.ts (a shell Jest test compares them). */
export const CHROME_CALLS = ['/variables/get/global', '/nav', '/nav/get/top_menu', '/nav/get/footer_menu_1', '/nav/get/footer_menu_2'];

/**
 * Preloads of the API answers the first paint needs, asked for with the HTML before any script runs (decision 026).
 * `crossorigin="anonymous"` matches the client's fetch (CORS, no credentials), or the preload would not be used.
 * @param {Head} head
 * @param {string} apiUrl  the API's base URL as browsers reach it (config.json), not an internal one
 */
export function apiPreloadTags(head, apiUrl) {
  const base = trimSlash(apiUrl);
  return [...CHROME_CALLS, ...head.calls]
    .map((apiPath) => `<link rel="preload" as="fetch" href="${escapeHtml(`${base}${apiPath}`)}" crossorigin="anonymous">`)
    .join('');
}

/**
 * The head's tags, each marked data-head="server".
 * @param {Head} head
 */
export function headTags(head) {
  const tag = (/** @type {string} */ attribute, /** @type {string} */ key, /** @type {string | null | undefined} */ content) =>
    content ? `<meta ${attribute}="${escapeHtml(key)}" content="${escapeHtml(content)}" data-head="server">` : '';
  const lines = [
    tag('name', 'description', head.description),
    head.noindex ? tag('name', 'robots', 'noindex') : '',
    head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" data-head="server">` : '',
    tag('property', 'og:site_name', SITE_NAME),
    tag('property', 'og:type', head.type),
    tag('property', 'og:title', head.title),
    tag('property', 'og:description', head.description),
    tag('property', 'og:url', head.canonical),
    tag('property', 'og:image', head.image),
    tag('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    tag('name', 'twitter:title', head.title),
    tag('name', 'twitter:description', head.description),
    tag('name', 'twitter:image', head.image),
    head.lead ? leadImageLink(head.lead) : '',
    ...head.jsonLd.map((data) => `<script type="application/ld+json" data-head="server" data-path="${escapeHtml(head.path)}">${jsonForScript(data)}</script>`),
  ];
  return lines.filter(Boolean).join('');
}

/**
 * The page's HTML with the head's title and tags: replaces <title>, drops the old description, canonical, og:, twitter: and server tags.
 * @param {string} html
 * @param {Head} head
 */
export function injectHead(html, head) {
  const end = html.search(/<\/head\s*>/i);
  if (end === -1) return html;
  let before = html.slice(0, end);
  const after = html.slice(end);

  // Drop earlier tags this module manages, scanning tag by tag so the rest of <head> stays as built.
  before = before.replace(/<script\b[^>]*\bdata-head\s*=\s*["']?server[^>]*>[\s\S]*?<\/script\s*>\s*/gi, '');
  before = before.replace(/<(?:meta|link)\b[^>]*>\s*/gi, (element) => (MANAGED_META.test(element) || MANAGED_LINK.test(element) ? '' : element));

  const title = `<title>${escapeHtml(head.title)}</title>`;
  if (/<title\b[^>]*>[\s\S]*?<\/title\s*>/i.test(before)) before = before.replace(/<title\b[^>]*>[\s\S]*?<\/title\s*>/i, () => title);
  else before += title;

  return `${before}${headTags(head)}${after}`;
}
