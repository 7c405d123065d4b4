import type { EndpointInput } from '@valley/shared/api/contract';

/** Featured news limit (public-site §9) and the slider's subset: the first 10 results. */
export const FEATURED_LIMIT = 100;
export const FEATURED_SLIDES = 10;

/** GET /news/list?featured=1&limit=100: the dispatch page's featured slider. */
export const FEATURED_POSTS_INPUT: EndpointInput<'newsList'> = { query: { featured: '1', limit: FEATURED_LIMIT } };
