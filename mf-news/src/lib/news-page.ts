import type { EndpointInput } from '@valley/shared/api/contract';

/** GET /page/get/news: the CMS page behind /dispatch (hero image, subtitle, copy, closing blocks). */
export const NEWS_PAGE_INPUT: EndpointInput<'page'> = { params: { '*': 'news' } };
