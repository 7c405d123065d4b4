import type { EndpointInput } from '@valley/shared/api/contract';

/** GET /news/categories/list: the chips and the drawer's category choices. */
export const NEWS_CATEGORIES_INPUT: EndpointInput<'newsCategories'> = {};
