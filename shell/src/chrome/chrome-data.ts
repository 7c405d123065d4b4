import type { ApiClient } from '@valley/shared/api';
import { handToSwr } from '@valley/shared/api/swr';
import type { EndpointOutput } from '@valley/shared/api/contract';
import { loaderApi, type LoaderFunctionArgs } from '@valley/shared/router';
import { FOOTER_MENU_INPUTS, GLOBALS_INPUT, NAV_INPUT, TOP_MENU_INPUT } from '../config/shell-calls';

/** The root route's id: its loader data is the chrome's, which a shell page may read (`useRouteLoaderData`). */
export const CHROME_ROUTE = 'root';

/** What the chrome shows on every page: a part the API did not give is null, and the chrome draws without it. */
export interface ChromeData {
  globals: EndpointOutput<'globals'> | null;
  nav: EndpointOutput<'nav'> | null;
  topMenu: EndpointOutput<'menu'> | null;
  footerMenus: [EndpointOutput<'menu'> | null, EndpointOutput<'menu'> | null];
}

export const NO_CHROME: ChromeData = { globals: null, nav: null, topMenu: null, footerMenus: [null, null] };

/** Whether a part of the chrome is missing (the API did not answer for it). */
export const isIncomplete = ({ globals, nav, topMenu, footerMenus }: ChromeData): boolean => !globals || !nav || !topMenu || footerMenus.includes(null);

/**
 * The root route's revalidation: never on a navigation (the chrome is the same on every page), only when asked in place
 * (`useRevalidator`), which the chrome does once when the server drew it without a part.
 */
export const chromeRevalidates = ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }): boolean => currentUrl.href === nextUrl.href;

/** The chrome's calls as `api` makes them: the root route's loader awaits them, a page the browser renders preloads their URLs. */
export function chromeCalls(api: ApiClient) {
  return {
    globals: api.call('globals', GLOBALS_INPUT),
    nav: api.call('nav', NAV_INPUT),
    topMenu: api.call('menu', TOP_MENU_INPUT),
    footerMenus: FOOTER_MENU_INPUTS.map((input) => api.call('menu', input)),
  };
}

const part = <T>(answer: Promise<T>): Promise<T | null> => answer.catch(() => null);

/** The root route's loader (decision 139): the chrome's data, never an error, so a down API costs the chrome its parts, not the page. */
export async function chromeLoader({ context }: LoaderFunctionArgs): Promise<ChromeData> {
  const calls = chromeCalls(loaderApi(context));
  // The remotes' heads and blocks still read the site's globals through swr: this answer is the one they take.
  handToSwr(context, 'globals', GLOBALS_INPUT, calls.globals);
  const [globals, nav, topMenu, [one = null, two = null]] = await Promise.all([
    part(calls.globals),
    part(calls.nav),
    part(calls.topMenu),
    Promise.all(calls.footerMenus.map(part)),
  ]);
  return { globals, nav, topMenu, footerMenus: [one, two] };
}
