import type { User } from '@valley/shared/schemas/account';
import type { Globals } from '@valley/shared/schemas/site';
import type { Destination, DestinationCard } from '@valley/shared/schemas/destination';
import type { MemberDestination, MemberEvent, MemberItinerary, MemberTip } from '@valley/shared/schemas/member';
import type { FakeAnswer, FakeRoutes } from './fake-api';

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
  id,
  slug: slugOf(name),
  name,
  main_img: null,
  address: null,
  city: null,
  state: null,
  zip: null,
  location_latitude: null,
  location_longitude: null,
  bd_lowest_rate: null,
});

/** A whole public destination (GET /destinations/get/:id). */
export const destination = (id: number, name: string): Destination => ({
  ...destinationCard(id, name),
  header_img: null,
  content: null,
  callout_content: null,
  sidebar_callout_content: null,
  phone: null,
  website: null,
  map_link: null,
  reservations_link: null,
  restaurant_link: null,
  golf_link: null,
  facebook_link: null,
  instagram_link: null,
  twitter_link: null,
  youtube_link: null,
  pinterest_link: null,
  location_formatted_latitude: null,
  location_formatted_longitude: null,
  d_experiences: [],
  d_amenities: [],
  d_gallery_images: [],
  d_categories: [],
  meta_description: null,
  scripts: null,
  package: null,
  favorited: false,
});

/** A member's own destination, as their list and a save answer it. */
export const memberDestination = (fields: Partial<MemberDestination> & Pick<MemberDestination, 'id' | 'name'>): MemberDestination => ({
  slug: slugOf(fields.name),
  city: null,
  address: null,
  zip: null,
  phone: null,
  email: null,
  content: null,
  main_img: null,
  header_img: null,
  ...approvedReview,
  favorited: false,
  location_latitude: null,
  location_longitude: null,
  google_calendar: null,
  ics_calendar: null,
  website: null,
  map_link: null,
  reservations_link: null,
  restaurant_link: null,
  golf_link: null,
  facebook_link: null,
  twitter_link: null,
  instagram_link: null,
  youtube_link: null,
  pinterest_link: null,
  d_categories: [],
  d_amenities: [],
  d_photos: [],
  ...fields,
});

/** A member's own tip, as a save answers it. */
export const memberTip = (fields: Partial<MemberTip> & Pick<MemberTip, 'id' | 'title'>): MemberTip => ({
  slug: slugOf(fields.title),
  tip: '<p>Go early.</p>',
  destination_id: null,
  destination_name: null,
  website: null,
  social_link: null,
  main_img: null,
  ...pendingReview,
  favorited: false,
  ...fields,
});

/** A member's own event that happens once, as a save answers it. */
export const memberEvent = (fields: Partial<MemberEvent> & Pick<MemberEvent, 'id' | 'title'>): MemberEvent => ({
  slug: slugOf(fields.title),
  summary: null,
  entry: { content: null },
  starts: '2027-06-01T23:00:00.000Z',
  ends: '2027-06-02T01:00:00.000Z',
  destination_id: null,
  destination_name: null,
  main_img: null,
  email: null,
  phone: null,
  website: null,
  social_link: null,
  ...pendingReview,
  d_categories: [],
  recurrence_text: '',
  recurrence: null,
  r_daily_days: null,
  r_weekly_day: null,
  r_weekly_weeks: null,
  r_monthly_months: null,
  r_monthly_day: null,
  r_monthly_occurrence: null,
  r_monthly_weekday: null,
  r_yearly_month: null,
  r_yearly_day: null,
  r_yearly_occurrence: null,
  r_yearly_weekday: null,
  r_end_type: null,
  r_end_date: null,
  r_number_of_occurrences: null,
  ...fields,
});

/** A member's own itinerary, as a save answers it. */
export const memberItinerary = (fields: Partial<MemberItinerary> & Pick<MemberItinerary, 'id' | 'title'>): MemberItinerary => ({
  slug: slugOf(fields.title),
  content: '<p>A day out.</p>',
  destination_id: null,
  destination_name: null,
  main_img: null,
  ...pendingReview,
  items: [],
  ...fields,
});

/** The site's global variables (GET /variables/get/global) of an organisation. */
export const globals = (organization: string): Globals => ({
  nav_bar_color: null,
  facebook_link: null,
  instagram_link: null,
  twitter_link: null,
  youtube_link: null,
  linkedin_link: null,
  marketing_link: null,
  discover_america_link: null,
  pa_link: null,
  bigten_link: null,
  organization,
  default_event_img: null,
  default_destination_img: null,
  default_post_img: null,
});

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
