import { z } from './schemas/zod';
import {
  NewsCategorySchema,
  NewsListQuerySchema,
  NewsListSchema,
  NewsPageSchema,
  NewsPostPreviewSchema,
  NewsPostSchema,
  NewsSearchQuerySchema,
  NewsSiteSearchBodySchema,
} from './schemas/news';
import { PreviewTokenSchema } from './schemas/page';
import { byIdOrSlug } from './contract-params';
import { endpoint, type EndpointDef } from './endpoint';

/** The Dispatch: news posts and their categories (public-site). */
export const newsContract = {
  newsSiteSearch: endpoint({
    method: 'POST',
    cache: 'public',
    path: '/news/search',
    body: NewsSiteSearchBodySchema,
    response: z.array(NewsPostSchema),
    summary: 'Site search over published news posts, best first',
  }),
  newsGet: endpoint({
    method: 'GET',
    path: '/news/get/:id',
    params: byIdOrSlug,
    response: NewsPostSchema,
    summary: 'One published news post by id or slug',
  }),
  newsDraft: endpoint({
    method: 'GET',
    path: '/api/news/getdraft/:id',
    params: byIdOrSlug,
    response: NewsPostSchema,
    auth: 'bearer',
    summary: "A news post's pending revision for signed-in members",
  }),
  newsPreview: endpoint({
    method: 'GET',
    path: '/api/news/preview/:token',
    params: z.object({ token: PreviewTokenSchema }),
    response: NewsPostPreviewSchema,
    summary: "A news post's pending revision for anyone holding a preview link from the studio, until it expires; never cached",
  }),
  newsSearch: endpoint({
    method: 'GET',
    path: '/news/search',
    query: NewsSearchQuerySchema,
    response: NewsPageSchema,
    summary: 'News posts, paginated',
  }),
  newsList: endpoint({
    method: 'GET',
    path: '/news/list',
    query: NewsListQuerySchema,
    response: NewsListSchema,
    summary: 'Latest news posts (home list, featured slider)',
  }),
  newsCategories: endpoint({
    method: 'GET',
    path: '/news/categories/list',
    response: z.array(NewsCategorySchema),
    summary: 'News categories',
  }),
} satisfies Record<string, EndpointDef>;
