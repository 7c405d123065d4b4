import type { EndpointInput } from '@valley/shared/api/contract';
import type { DestinationSearchBody } from '@valley/shared/schemas/destination';

// The inputs of mf-discover's first calls, one builder each, so the routes' loaders (./loaders.ts) and the pages' hooks ask under the
// same swr key.

/** GET /page/get/{path}: a landing page's header, words and blocks. */
export const listingPageInput = (path: string): EndpointInput<'page'> => ({ params: { '*': path } });
/** GET /destinations/get/{id or slug}. */
export const destinationInput = (idOrSlug: string): EndpointInput<'destinationGet'> => ({ params: { id: idOrSlug } });
/** GET /tips/get/{slug}. */
export const tipInput = (slug: string): EndpointInput<'tipGet'> => ({ params: { slug } });
/** GET /itineraries/get/{slug}. */
export const itineraryInput = (slug: string): EndpointInput<'itineraryGet'> => ({ params: { slug } });

/** Cards a listing shows at first and adds on each 'Show More': a valley ten times over costs the page no more than today's (decisions 043, 047). */
export const CARDS_PER_STEP = 24;
/** POST /destinations/search/page: one page of a destination listing's cards. */
export const destinationPageInput = (body: DestinationSearchBody, page: number): EndpointInput<'destinationsSearchPage'> => ({
  body: { ...body, page, limit: CARDS_PER_STEP },
});
