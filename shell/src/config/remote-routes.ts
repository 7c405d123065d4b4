import { matchPath } from '@valley/shared/router';

/** The four remotes, by federation name. Their manifest URLs come from remotes.json at run time. */
export const REMOTE_NAMES = ['mf_discover', 'mf_events', 'mf_news', 'mf_account'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/**
 * Which remote owns which route (public-site §2). The shell loads a remote only when one of
 * its routes is visited; any path no remote owns is a CMS page of the shell.
 */
export const REMOTE_ROUTES: Record<RemoteName, readonly string[]> = {
  mf_discover: [
    '/destinations',
    '/d/:slug',
    '/c/:slug',
    '/categories/:slug',
    '/experiences',
    '/adventure',
    '/experiences/:slug',
    '/experience/:slug',
    '/towns/:slug',
    '/activity/:id',
    '/meetings',
    '/sports',
    '/outdoors',
    '/tips',
    '/tips/:slug',
    '/itineraries',
    '/itineraries/:slug',
  ],
  mf_events: ['/events', '/events/category/:slug', '/events/:slug', '/calendar'],
  mf_news: ['/dispatch', '/dispatch/:slug'],
  mf_account: ['/login', '/register', '/forgot', '/reset/:token', '/support', '/profile'],
};

/** The remote that owns a pathname, or null when the shell renders it. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const remote of REMOTE_NAMES) {
    if (REMOTE_ROUTES[remote].some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}
