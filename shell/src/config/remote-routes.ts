import { generatePath, matchPath } from '@valley/shared/router';
import routeTable from './route-table.json';

/**
 * Every route of the site by owner (public-site §2): each remote's part is written from its src/config/paths.ts, whose test fails
 * while they differ (decision 036). Any path no one owns is a CMS page.
 */
export const ROUTE_TABLE = routeTable;
export type Owner = keyof typeof routeTable;
export type RemoteName = Exclude<Owner, 'shell'>;

/** The four remotes, by federation name. Their manifest URLs come from remotes.json at run time. */
export const REMOTE_NAMES = Object.keys(routeTable).filter((owner): owner is RemoteName => owner !== 'shell');

/**
 * The studio (decision 092) is for its members only: the shell loads none of its code until the API has said the visitor is one, so it is
 * never prefetched, preloaded or rendered on the server, and everyone else gets the 404 screen.
 */
export const STUDIO_REMOTE = 'mf_studio' satisfies RemoteName;

/** The remote that owns a pathname, or null when the shell renders it. */
export function remoteForPath(pathname: string): RemoteName | null {
  for (const remote of REMOTE_NAMES) {
    if (Object.values(routeTable[remote]).some((pattern) => matchPath({ path: pattern, end: true }, pathname))) return remote;
  }
  return null;
}

/** The route a pathname is, by owner and name in the table's order ('/towns/boalsburg' → mf_discover's 'town'); null for a CMS page. */
export function routeAt(pathname: string): { owner: Owner; name: string } | null {
  for (const [owner, routes] of Object.entries(routeTable) as [Owner, Record<string, string>][]) {
    for (const [name, pattern] of Object.entries(routes)) if (matchPath({ path: pattern, end: true }, pathname)) return { owner, name };
  }
  return null;
}

/** The address of an owner's route, e.g. routeHref('mf_discover', 'destination', { slug }). */
export function routeHref<O extends Owner>(owner: O, route: keyof (typeof routeTable)[O], params: Record<string, string | number> = {}): string {
  const pattern = routeTable[owner][route] as string;
  return generatePath(pattern, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, String(value)])));
}

/** Where an address has moved for good (public-site §2), with the status the server answers; null when it is a page. */
export interface Moved {
  status: 301 | 308;
  location: string;
}

/**
 * `/headless-home` is home, and a trailing slash is removed (the query kept). One rule for the server, which answers it before any
 * render, and the browser's router, which meets it on a navigation inside the site. Leading slashes collapse to one, so `//host/` never
 * becomes a protocol-relative address to another site.
 */
export function movedFor(pathname: string, search = ''): Moved | null {
  if (pathname === routeTable.shell.headlessHome) return { status: 301, location: `${routeTable.shell.home}${search}` };
  if (pathname.length > 1 && pathname.endsWith('/')) return { status: 308, location: `/${pathname.replace(/^\/+|\/+$/g, '')}${search}` };
  return null;
}
