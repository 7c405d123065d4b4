import { z } from './schemas/zod';
import { SearchQueryBodySchema } from './schemas/common';
import { PageLinkSchema, PagePathSchema, PagePreviewSchema, PageSchema, PreviewTokenSchema, SearchResultSchema } from './schemas/page';
import { ContentVersionSchema, GlobalsSchema, MenuLinkSchema, MenuNameSchema, NavItemSchema } from './schemas/site';
import { endpoint, type EndpointDef } from './endpoint';

/** The site itself: navigation, menus, global variables and CMS pages (public-site §1–2). */
export const siteContract = {
  nav: endpoint({ method: 'GET', path: '/nav', response: z.array(NavItemSchema), summary: 'Main navigation tabs' }),
  menu: endpoint({
    method: 'GET',
    path: '/nav/get/:name',
    params: z.object({ name: MenuNameSchema }),
    response: z.array(MenuLinkSchema),
    summary: 'Menu links (top_menu, footer_menu_1, footer_menu_2)',
  }),
  globals: endpoint({ method: 'GET', path: '/variables/get/global', response: GlobalsSchema, summary: 'Global variables' }),
  contentVersion: endpoint({
    method: 'GET',
    path: '/content/version',
    response: ContentVersionSchema,
    summary: 'The version of the site’s published content, never cached: it moves on at every publish, so a page cache keyed by it is never stale',
  }),
  moved: endpoint({
    method: 'GET',
    path: '/moved',
    query: z.object({
      path: z
        .string()
        .trim()
        .regex(/^\/(?!\/)/, 'path starts with one /')
        .max(300, 'path is too long'),
    }),
    response: z.object({ location: z.string().nullable() }),
    summary: "Where a page the studio re-addressed now is (a renamed category's old /c/ address); null when it has not moved",
  }),
  page: endpoint({
    method: 'GET',
    path: '/page/get/*',
    params: z.object({ '*': PagePathSchema }),
    response: PageSchema,
    summary: 'A CMS page by its path',
  }),
  pagesList: endpoint({
    method: 'GET',
    path: '/api/pages',
    response: z.array(PageLinkSchema),
    summary: 'Every published CMS page: where visitors read it and when it last changed (for the sitemap)',
  }),
  pageDraft: endpoint({
    method: 'GET',
    path: '/api/pages/getdraft/*',
    params: z.object({ '*': PagePathSchema }),
    response: PageSchema,
    auth: 'bearer',
    summary: "A CMS page's pending revision for signed-in members; the path has '|' for '/'",
  }),
  pagePreview: endpoint({
    method: 'GET',
    path: '/api/pages/preview/:token',
    params: z.object({ token: PreviewTokenSchema }),
    response: PagePreviewSchema,
    summary: "A CMS page's pending revision for anyone holding a preview link from the studio, until it expires; never cached",
  }),
  pagesSearch: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/pages/search',
    body: SearchQueryBodySchema,
    response: z.array(SearchResultSchema),
    summary: 'Site search over CMS pages: full text plus typo-tolerant trigram match, best first',
  }),
} satisfies Record<string, EndpointDef>;
