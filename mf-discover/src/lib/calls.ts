import type { EndpointInput } from '@valley/shared/api/contract';

// The inputs of mf-discover's first calls, one builder each, so the shell's early start
// (./prefetch) and the pages' hooks ask under the same swr key.

/** GET /page/get/{path}: a landing page's header, words and blocks. */
export const listingPageInput = (path: string): EndpointInput<'page'> => ({ params: { '*': path } });
/** GET /destinations/get/{id or slug}. */
export const destinationInput = (idOrSlug: string): EndpointInput<'destinationGet'> => ({ params: { id: idOrSlug } });
/** GET /tips/get/{slug}. */
export const tipInput = (slug: string): EndpointInput<'tipGet'> => ({ params: { slug } });
/** GET /itineraries/get/{slug}. */
export const itineraryInput = (slug: string): EndpointInput<'itineraryGet'> => ({ params: { slug } });
