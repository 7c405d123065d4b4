// The site's routes for the shell's server: the JSON the browser's shell bundles, each remote's
// part written from its src/config/paths.ts (decision 036). Plain data, so any server reads it.
import routeTable from '../src/config/route-table.json' with { type: 'json' };

/** @typedef {keyof typeof routeTable} Owner */

/** Every route pattern with its owner, in the table's order. */
export const ROUTES = Object.entries(routeTable).flatMap(([owner, routes]) =>
  Object.values(routes).map((pattern) => ({ owner: /** @type {Owner} */ (owner), pattern })),
);

/**
 * The parameters of a pathname under a pattern ('/d/:slug'), or null; case-insensitive, as React Router matches.
 * @param {string} pattern
 * @param {string} pathname  normalised: no trailing slash
 * @returns {Record<string, string> | null}
 */
export function matchPattern(pattern, pathname) {
  const parts = pattern.split('/').filter(Boolean);
  const segments = pathname.split('/').filter(Boolean);
  if (parts.length !== segments.length) return null;
  /** @type {Record<string, string>} */
  const params = {};
  for (const [index, part] of parts.entries()) {
    const segment = /** @type {string} */ (segments[index]);
    if (part.startsWith(':')) params[part.slice(1)] = segment;
    else if (part.toLowerCase() !== segment.toLowerCase()) return null;
  }
  return params;
}

/**
 * The route a pathname is, by owner and name in the table's order ('/towns/boalsburg' → mf_discover's 'town'); null for a CMS page.
 * @param {string} pathname  normalised: no trailing slash
 * @returns {{ owner: Owner, name: string } | null}
 */
export function routeAt(pathname) {
  for (const [owner, routes] of Object.entries(routeTable)) {
    for (const [name, pattern] of Object.entries(routes)) if (matchPattern(pattern, pathname)) return { owner: /** @type {Owner} */ (owner), name };
  }
  return null;
}

/**
 * The remote that renders a pathname, or null for the shell's own pages and CMS pages.
 * @param {string} pathname
 * @returns {Exclude<Owner, 'shell'> | null}
 */
export function remoteForPath(pathname) {
  const route = ROUTES.find(({ owner, pattern }) => owner !== 'shell' && matchPattern(pattern, pathname));
  return route ? /** @type {Exclude<Owner, 'shell'>} */ (route.owner) : null;
}

/**
 * The address of an owner's route, its parameters filled in as given (the caller escapes the URL);
 * throws for a route or parameter the table does not have.
 * @param {Owner} owner
 * @param {string} name     the route's name in the owner's paths ('destination')
 * @param {Record<string, string | number>} [params]
 */
export function routeHref(owner, name, params = {}) {
  const pattern = /** @type {Record<string, Record<string, string>>} */ (routeTable)[owner]?.[name];
  if (!pattern) throw new Error(`the route table has no route ${owner}.${name}`);
  return pattern.replace(/:([^/]+)/g, (_, param) => {
    if (params[param] === undefined) throw new Error(`${owner}.${name} (${pattern}) needs :${param}`);
    return String(params[param]);
  });
}
