import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { API_URL, ROOT } from './ports';

/** A route and what shows once it has rendered (its level-1 heading, or the 404 heading). */
export interface SiteRoute {
  path: string;
  heading: string | RegExp;
}

async function first<T>(request: APIRequestContext, method: 'GET' | 'POST', path: string, data?: unknown): Promise<T> {
  const response = method === 'GET' ? await request.get(`${API_URL}${path}`) : await request.post(`${API_URL}${path}`, { data: data ?? {} });
  const body = await response.json();
  const list = Array.isArray(body) ? body : body.data;
  return list[0] as T;
}

/** Seeded records the walks open, read from the API. */
interface Seeded {
  destination: { slug: string; name: string };
  tip: { slug: string; title: string };
  itinerary: { slug: string; title: string };
  event: { slug: string; title: string };
  category: { slug: string; name: string };
  post: { slug: string; title: string };
  activity: { id: number; name: string };
}

/** Every route of the route table (decision 036) and what the walks open for it, or why they skip it: a new route fails every walk until listed. */
const SAMPLES: Record<string, ((seeded: Seeded) => SiteRoute) | { skip: string }> = {
  '/': () => ({ path: '/', heading: /Happy Valley/ }),
  '/headless-home': { skip: 'a redirect to /' },
  '/favorites': () => ({ path: '/favorites', heading: /Favorites/ }),
  '/search': ({ destination }) => ({ path: `/search?q=${encodeURIComponent(destination.name)}`, heading: `Results for “${destination.name}”` }),
  '/destinations': () => ({ path: '/destinations', heading: 'Destinations' }),
  '/d/:slug': ({ destination }) => ({ path: `/d/${destination.slug}`, heading: destination.name }),
  '/c/:slug': () => ({ path: '/c/lodging', heading: 'Lodging' }),
  '/categories/:slug': { skip: 'the /c/:slug page under another address (discover.spec.ts opens it)' },
  '/experiences': () => ({ path: '/experiences', heading: 'Experiences' }),
  '/adventure': { skip: 'the /experiences page under another address' },
  '/experiences/:slug': () => ({ path: '/experiences/family-fun', heading: 'Family Fun' }),
  '/experience/:slug': { skip: 'the /experiences/:slug page under another address (discover.spec.ts opens it)' },
  '/towns/:slug': () => ({ path: '/towns/bellefonte', heading: 'Bellefonte' }),
  '/activity/:id': ({ activity }) => ({ path: `/activity/${activity.id}`, heading: activity.name }),
  '/meetings': () => ({ path: '/meetings', heading: 'Meetings & Conventions' }),
  '/sports': () => ({ path: '/sports', heading: 'Sports & Tournaments' }),
  '/outdoors': () => ({ path: '/outdoors', heading: 'Outdoors' }),
  '/tips': () => ({ path: '/tips', heading: 'Local Tips' }),
  '/tips/:slug': ({ tip }) => ({ path: `/tips/${tip.slug}`, heading: tip.title }),
  '/itineraries': () => ({ path: '/itineraries', heading: 'Itineraries' }),
  '/itineraries/:slug': ({ itinerary }) => ({ path: `/itineraries/${itinerary.slug}`, heading: itinerary.title }),
  '/events': () => ({ path: '/events', heading: /Events/ }),
  '/events/:slug': ({ event }) => ({ path: `/events/${event.slug}`, heading: event.title }),
  '/events/category/:slug': ({ category }) => ({ path: `/events/category/${category.slug}`, heading: category.name }),
  '/calendar': () => ({ path: '/calendar', heading: /Calendar/ }),
  '/dispatch': () => ({ path: '/dispatch', heading: /Dispatch/ }),
  '/dispatch/:slug': ({ post }) => ({ path: `/dispatch/${post.slug}`, heading: post.title }),
  '/login': () => ({ path: '/login', heading: /Sign In/ }),
  '/register': () => ({ path: '/register', heading: 'Create an Account' }),
  '/forgot': () => ({ path: '/forgot', heading: /Password|Forgot/ }),
  '/reset/:token': { skip: 'needs a mailed token (account.spec.ts)' },
  '/support': () => ({ path: '/support', heading: 'Need Help' }),
  '/advertise': () => ({ path: '/advertise', heading: 'Advertise with Us' }),
  '/suggest/:slug': ({ destination }) => ({ path: `/suggest/${destination.slug}`, heading: `Suggest a correction to ${destination.name}` }),
  '/profile': { skip: 'signed in only: memberRoutes() below' },
  '/studio': { skip: 'the studio’s members only (studio.spec.ts); the 404 screen for everyone else' },
  '/studio/people': { skip: 'the Board only (studio.spec.ts)' },
  '/studio/audit': { skip: 'the Board only (studio.spec.ts)' },
  '/studio/ads': { skip: 'the studio’s members only (studio.spec.ts)' },
  '/studio/menus': { skip: 'the studio’s members only (studio.spec.ts)' },
  '/studio/settings': { skip: 'the studio’s members only (studio.spec.ts)' },
  '/studio/dispatch': { skip: 'the studio’s members only (studio.spec.ts)' },
  '/studio/dispatch/:id': { skip: 'the studio’s members only (studio.spec.ts)' },
  '/studio/pages': { skip: 'the studio’s members only (studio-pages.spec.ts)' },
  '/studio/pages/:id': { skip: 'the studio’s members only (studio-pages.spec.ts)' },
  '/studio/places': { skip: 'the studio’s members only (studio.spec.ts)' },
  '/studio/places/:id': { skip: 'the studio’s members only (studio.spec.ts)' },
  '/studio/places/experiences/:id': { skip: 'the studio’s members only (places-page.test.tsx, studio.test.ts)' },
  '/studio/places/towns/:id': { skip: 'the studio’s members only (places-page.test.tsx, studio.test.ts)' },
  '/studio/places/event-categories/:id': { skip: 'the studio’s members only (places-page.test.tsx, studio.test.ts)' },
  '/studio/places/activities/:id': { skip: 'the studio’s members only (places-page.test.tsx, studio.test.ts)' },
  '/studio/navigation': { skip: 'the studio’s members only (studio.spec.ts)' },
  '/studio/media': { skip: 'the studio’s members only (studio.spec.ts)' },
};

/** Paths no route owns: the shell's CMS page and its 404. */
const CMS_PAGES: SiteRoute[] = [
  { path: '/about', heading: 'About Happy Valley' },
  { path: '/no-such-page', heading: '404 Page Not Found' },
];

// The shell's route table, read as data (the journeys import no app code).
const ROUTE_TABLE: Record<string, Record<string, string>> = JSON.parse(readFileSync(join(ROOT, 'shell', 'src', 'config', 'route-table.json'), 'utf8'));
const ROUTED = Object.values(ROUTE_TABLE).flatMap((routes) => Object.values(routes));
const differences = [
  ...ROUTED.filter((pattern) => !(pattern in SAMPLES)).map((pattern) => `${pattern} is a route with no sample here`),
  ...Object.keys(SAMPLES)
    .filter((pattern) => !ROUTED.includes(pattern))
    .map((pattern) => `${pattern} is sampled here but is no route`),
];
if (differences.length > 0) throw new Error(`e2e/support/site-routes.ts and shell/src/config/route-table.json differ: ${differences.join('; ')}`);

/** Every route of the table with real records from the seeded API (public-site §2), in the table's order, then a CMS page and a 404. */
export async function publicRoutes(request: APIRequestContext): Promise<SiteRoute[]> {
  const seeded: Seeded = {
    destination: await first(request, 'POST', '/destinations/search', { name: 'Nittany Lion Inn' }),
    tip: await first(request, 'POST', '/tips/list'),
    itinerary: await first(request, 'POST', '/itineraries/list'),
    event: await first(request, 'POST', '/events/search', { limit: 1 }),
    category: await first(request, 'GET', '/events/categories'),
    post: await first(request, 'GET', '/news/search?page=1&limit=1'),
    activity: await first(request, 'GET', '/activities/list'),
  };
  const routes = ROUTED.flatMap((pattern) => {
    const sample = SAMPLES[pattern];
    return typeof sample === 'function' ? [sample(seeded)] : [];
  });
  return [...routes, ...CMS_PAGES];
}

/**
 * The member area (`/profile`), a route per dashboard tab; the Board also has Review (member-area §3), Claims (decision 088: its
 * queue above the table a Destination member sees, so one visit covers both) and Stale listings (decision 090).
 */
export function memberRoutes(board: boolean): SiteRoute[] {
  const tabs = ['events', 'tips', 'itineraries', 'reservations', 'favorites', 'insights', ...(board ? ['claims', 'review', 'stale'] : [])];
  return [{ path: '/profile', heading: /./ }, ...tabs.map((tab) => ({ path: `/profile?tab=${tab}`, heading: /./ }))];
}

/** Signs the browser in as a seeded member by storing the token where the auth store reads it. */
export async function memberToken(request: APIRequestContext, email = 'dana.whitfield@example.com'): Promise<string> {
  const login = await request.post(`${API_URL}/api/login`, { data: { username: email, password: 'valley-member-2026' } });
  if (login.status() !== 200) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  return (await login.json()).access_token as string;
}
