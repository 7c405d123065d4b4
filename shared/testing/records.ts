// Records the contract's schemas accept, for the apps' component tests: a fixture names only what its test is about, and the client's
// parse checks the rest. Beside src/: no part of what the apps share at run time.
import { DestinationSchema, type Destination } from '../src/api/schemas/destination';

/** Every field of an answer's schema as null. */
export const blank = <T = Record<string, unknown>>(schema: { shape: object }): NoInfer<T> =>
  Object.fromEntries(Object.keys(schema.shape).map((key) => [key, null])) as NoInfer<T>;

/** A whole public destination (GET /destinations/get/:id): no lists, nobody's favourite, unclaimed, its listing recently confirmed. */
export const destinationRecord = (fields: Partial<Destination> & Pick<Destination, 'id' | 'slug' | 'name'>): Destination => ({
  ...blank<Destination>(DestinationSchema),
  d_experiences: [],
  d_amenities: [],
  d_gallery_images: [],
  d_categories: [],
  favorited: false,
  claimed: false,
  verified: false,
  recently_confirmed: true,
  ...fields,
});
