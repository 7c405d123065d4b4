import type { APIRequestContext } from '@playwright/test';
import { API_URL } from './ports';

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

/**
 * Every kind of public route, with real slugs from the seeded API: each remote's pages, the
 * shell's own, a CMS page and a 404 (public-site §2).
 */
export async function publicRoutes(request: APIRequestContext): Promise<SiteRoute[]> {
  const destination = await first<{ slug: string; name: string }>(request, 'POST', '/destinations/search', { name: 'Nittany Lion Inn' });
  const tip = await first<{ slug: string; title: string }>(request, 'POST', '/tips/list');
  const itinerary = await first<{ slug: string; title: string }>(request, 'POST', '/itineraries/list');
  const event = await first<{ slug: string; title: string }>(request, 'POST', '/events/search', { limit: 1 });
  const category = await first<{ slug: string; name: string }>(request, 'GET', '/events/categories');
  const post = await first<{ slug: string; title: string }>(request, 'GET', '/news/search?page=1&limit=1');
  const activity = await first<{ id: number; name: string }>(request, 'GET', '/activities/list');
  return [
    { path: '/', heading: /Happy Valley/ },
    { path: '/destinations', heading: 'Destinations' },
    { path: `/d/${destination.slug}`, heading: destination.name },
    { path: '/c/lodging', heading: 'Lodging' },
    { path: '/experiences', heading: 'Experiences' },
    { path: '/experiences/family-fun', heading: 'Family Fun' },
    { path: '/towns/bellefonte', heading: 'Bellefonte' },
    { path: `/activity/${activity.id}`, heading: activity.name },
    { path: '/meetings', heading: 'Meetings & Conventions' },
    { path: '/sports', heading: 'Sports & Tournaments' },
    { path: '/outdoors', heading: 'Outdoors' },
    { path: '/tips', heading: 'Local Tips' },
    { path: `/tips/${tip.slug}`, heading: tip.title },
    { path: '/itineraries', heading: 'Itineraries' },
    { path: `/itineraries/${itinerary.slug}`, heading: itinerary.title },
    { path: '/events', heading: /Events/ },
    { path: `/events/${event.slug}`, heading: event.title },
    { path: `/events/category/${category.slug}`, heading: category.name },
    { path: '/calendar', heading: /Calendar/ },
    { path: '/dispatch', heading: /Dispatch/ },
    { path: `/dispatch/${post.slug}`, heading: post.title },
    { path: '/favorites', heading: /Favorites/ },
    { path: '/about', heading: 'About Happy Valley' },
    { path: '/login', heading: /Sign In/ },
    { path: '/register', heading: 'Create an Account' },
    { path: '/forgot', heading: /Password|Forgot/ },
    { path: '/support', heading: 'Need Help' },
    { path: '/no-such-page', heading: '404 Page Not Found' },
  ];
}

/** Signs the browser in as a seeded member by storing the token where the auth store reads it. */
export async function memberToken(request: APIRequestContext, email = 'dana.whitfield@example.com'): Promise<string> {
  const login = await request.post(`${API_URL}/api/login`, { data: { username: email, password: 'valley-member-2026' } });
  if (login.status() !== 200) throw new Error(`sign-in failed: ${login.status()} ${await login.text()}`);
  return (await login.json()).access_token as string;
}
