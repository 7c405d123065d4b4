import type { EndpointInput } from '@valley/shared/api/contract';

/** The calls the chrome makes on every page, and the home page's: one input each, so the early start and the hook agree. */
export const TOP_MENU_INPUT: EndpointInput<'menu'> = { params: { name: 'top_menu' } };
export const FOOTER_MENU_INPUTS: readonly EndpointInput<'menu'>[] = [{ params: { name: 'footer_menu_1' } }, { params: { name: 'footer_menu_2' } }];
export const NAV_INPUT: EndpointInput<'nav'> = {};
export const GLOBALS_INPUT: EndpointInput<'globals'> = {};
export const HOME_PAGE_INPUT: EndpointInput<'page'> = { params: { '*': 'headless-home' } };
/** A CMS page by its path (no leading slash). */
export const cmsPageInput = (path: string): EndpointInput<'page'> => ({ params: { '*': path } });
