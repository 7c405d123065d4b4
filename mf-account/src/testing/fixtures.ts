import type { User } from '@valley/shared/schemas/account';
import { DestinationCardSchema, type Destination, type DestinationCard } from '@valley/shared/schemas/destination';
import {
  MemberDestinationSchema,
  MemberEventSchema,
  MemberItinerarySchema,
  MemberTipSchema,
  type MemberDestination,
  type MemberEvent,
  type MemberItinerary,
  type MemberTip,
} from '@valley/shared/schemas/member';
import { GlobalsSchema, type Globals } from '@valley/shared/schemas/site';
import type { FakeAnswer, FakeRoutes } from '@valley/shared/testing/fake-api';
import { blank, destinationRecord } from '@valley/shared/testing/records';

/** A started member, as GET /api/user answers. */
export const member: User = {
  id: 7,
  first_name: 'Greg',
  last_name: 'Hess',
  email: 'greg.hess@example.com',
  role: 'Destination',
  phone: '814-486-3981',
  city: 'Bellefonte',
  zip_code: '16823',
  state: 'PA',
  country: 'US',
  company_name: null,
  company_address: null,
  company_city: null,
  company_zip: null,
  company_content: null,
  company_image: null,
  website: null,
  social_link: null,
  calendar: null,
  img: null,
  new_image: null,
  profile_started: '2025-04-01T14:20:00.000Z',
  interests_list: ['Stay'],
};

const slugOf = (name: string) => name.toLowerCase().replace(/\W+/g, '-');
const approvedReview = { approved: 1, review_status: 'approved', review_note: null, has_pending_changes: false } as const;
const pendingReview = { approved: 0, review_status: 'pending', review_note: null, has_pending_changes: false } as const;

/** A destination as a listing answers it (POST /destinations/search). */
export const destinationCard = (id: number, name: string): DestinationCard => ({
  ...blank<DestinationCard>(DestinationCardSchema),
  id,
  slug: slugOf(name),
  name,
});

/** A whole public destination (GET /destinations/get/:id). */
export const destination = (id: number, name: string): Destination => destinationRecord({ id, slug: slugOf(name), name });

/** A member's own destination, as their list and a save answer it. */
export const memberDestination = (fields: Partial<MemberDestination> & Pick<MemberDestination, 'id' | 'name'>): MemberDestination => ({
  ...blank<MemberDestination>(MemberDestinationSchema),
  slug: slugOf(fields.name),
  ...approvedReview,
  favorited: false,
  d_categories: [],
  d_amenities: [],
  d_photos: [],
  ...fields,
});

/** A member's own titled item, as a save answers it: waiting for review, its slug from its title, `kind` what its kind needs besides. */
const pendingOwn = <T>(schema: { shape: object }, kind: Partial<T>, fields: Partial<T> & { title: string }): T => ({
  ...blank<T>(schema),
  slug: slugOf(fields.title),
  ...pendingReview,
  ...kind,
  ...fields,
});

/** A member's own tip, as a save answers it. */
export const memberTip = (fields: Partial<MemberTip> & Pick<MemberTip, 'id' | 'title'>): MemberTip =>
  pendingOwn<MemberTip>(MemberTipSchema, { tip: '<p>Go early.</p>', favorited: false }, fields);

/** A member's own event that happens once, as a save answers it. */
export const memberEvent = (fields: Partial<MemberEvent> & Pick<MemberEvent, 'id' | 'title'>): MemberEvent =>
  pendingOwn<MemberEvent>(
    MemberEventSchema,
    { entry: { content: null }, starts: '2027-06-01T23:00:00.000Z', ends: '2027-06-02T01:00:00.000Z', d_categories: [], recurrence_text: '' },
    fields,
  );

/** A member's own itinerary, as a save answers it. */
export const memberItinerary = (fields: Partial<MemberItinerary> & Pick<MemberItinerary, 'id' | 'title'>): MemberItinerary =>
  pendingOwn<MemberItinerary>(MemberItinerarySchema, { content: '<p>A day out.</p>', items: [] }, fields);

/** The site's global variables (GET /variables/get/global) of an organisation. */
export const globals = (organization: string): Globals => ({ ...blank<Globals>(GlobalsSchema), organization });

export const answer = (body: unknown): FakeAnswer => ({ body });

/** What the member area reads about a signed-in member with nothing of their own yet; a test overrides what it is about. */
export const memberReads = (user: User = member): FakeRoutes => ({
  user: () => answer(user),
  myDestinations: () => answer([]),
  myEvents: () => answer([]),
  myTips: () => answer([]),
  myItineraries: () => answer([]),
  myReservations: () => answer([]),
  myFavorites: () => answer([]),
  destinationsSearch: () => answer([]),
  categoriesListPost: () => answer([]),
  amenitiesList: () => answer([]),
  eventCategoriesPost: () => answer([]),
  eventsSearch: () => answer([]),
});
