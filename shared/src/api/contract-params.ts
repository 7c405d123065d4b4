import { z } from './schemas/zod';
import { idOrSlugParam } from './schemas/common';

/** Path parameters and empty bodies more than one part of the contract uses. */
export const byIdOrSlug = z.object({ id: idOrSlugParam });
export const bySlug = z.object({ slug: idOrSlugParam });
/** Lookup calls the member forms send as POST with no payload. */
export const emptyBody = z.object({}).strict();
