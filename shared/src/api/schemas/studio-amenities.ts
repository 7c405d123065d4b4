import { ID_MAX } from '@valley/shared/api/limits';
import { requiredText } from './member';
import { z } from './zod';

// Amenities in the studio (issue 45, decision 127): the names partners tick on their listings (member-area §2), with no page,
// picture or text of their own. A change is the name itself, so it takes effect at once, by a publisher or the Board.

export const AMENITY_NAME_MAX = 80;

export const STUDIO_AMENITY_MESSAGES = {
  name: 'Name is required',
  taken: 'Name: another amenity is already called that',
  missing: 'No such amenity',
  created: 'Amenity added: partners can tick it on their listings.',
  renamed: 'Renamed on every listing that has it.',
  retired: 'Retired: partners no longer see it, and listings no longer show it.',
  reinstated: 'Brought back: listings that had it show it again.',
} as const;

const amenityId = z.coerce.number({ error: 'id is required' }).int().positive().max(ID_MAX);
const amenityName = requiredText(STUDIO_AMENITY_MESSAGES.name, 'Name', AMENITY_NAME_MAX);

/** An amenity as the studio lists it: how many listings on the site have it, and whether it is offered (live) or retired. */
export const StudioAmenitySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  listings: z.number().int(),
  status: z.enum(['live', 'retired']),
});
export type StudioAmenity = z.infer<typeof StudioAmenitySchema>;
export const StudioAmenitiesSchema = z.array(StudioAmenitySchema);

export const StudioAmenityCreateBodySchema = z.object({ name: amenityName }).strict();
export const StudioAmenityRenameBodySchema = z.object({ id: amenityId, name: amenityName }).strict();
export type StudioAmenityRenameBody = z.input<typeof StudioAmenityRenameBodySchema>;
export const StudioAmenityActionBodySchema = z.object({ id: amenityId }).strict();
