import { z } from './zod';
import { emailField } from './account';
import { ListingFreshnessSchema } from './freshness';
import { DESTINATION_LINKS } from './destination';
import { dateTimeProblem, instantOf, wallClock } from '@valley/shared/time';
import {
  atMostMessage,
  calendarFeedMessage,
  dateTimeField,
  isCalendarFeedAddress,
  isWebAddress,
  optionalText,
  RICH_TEXT_MAX_HTML,
  richTextHasText,
  richTextLimitProblem,
  webAddressMessage,
  withWebScheme,
} from './common';
import { readPayloadRule, recurrenceFields, recurrencePayloadShape, RecurrenceFieldsSchema, type RecurrenceFields } from './recurrence';

// A member's own content (member-area §3): payloads with the §5 messages, and what the dashboard reads back.
// The server is the judge: `approved`, owner and unknown payload fields are ignored, and every write waits for the board (decision 008).

/** The longest one-line text of member content. */
export const MAX_TEXT = 200;
/** An image field: a data URL or base64 of a new upload, or the URL of an image already stored. */
const MAX_IMAGE_FIELD = 7_000_000;

/** Optional text a form may send empty: '' and null both mean "none". `label` names the field in its message. */
export const optionalField = (label: string, max = MAX_TEXT) =>
  z
    .union([z.string().trim().max(max, atMostMessage(label, max)), z.null()])
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));

export const requiredText = (message: string, label: string, max = MAX_TEXT) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true }).max(max, atMostMessage(label, max));

/** Rich text within the limits of richTextLimitProblem. */
const richText = (label: string) =>
  z
    .string()
    .max(RICH_TEXT_MAX_HTML * 2, atMostMessage(label, RICH_TEXT_MAX_HTML))
    .superRefine((html, context) => {
      const problem = richTextLimitProblem(label, html);
      if (problem) context.addIssue({ code: 'custom', message: problem });
    });

/** Rich text that must say something: empty and '<p></p>' fail with the field's message. */
export const requiredRichText = (message: string, label: string) =>
  z.string({ error: message }).refine(richTextHasText, { error: message, abort: true }).pipe(richText(label));

export const optionalRichText = (label: string) =>
  z
    .union([richText(label), z.null()])
    .optional()
    .transform((value) => value ?? null);

/** A link a member types: 'www.example.com' is taken as https://www.example.com (decision 041). */
export const optionalUrl = (label: string) =>
  z
    .union([z.string().trim().max(500, atMostMessage(label, 500)), z.null()])
    .optional()
    .transform((value) => (value ? withWebScheme(value) : null))
    .refine((value) => value === null || isWebAddress(value), webAddressMessage(label));

/** A calendar feed's address: https:// or webcal:// (a bare domain is read as https://). */
const optionalCalendarFeed = (label: string) =>
  z
    .union([z.string().trim().max(500, atMostMessage(label, 500)), z.null()])
    .optional()
    .transform((value) => (value ? withWebScheme(value) : null))
    .refine((value) => value === null || isCalendarFeedAddress(value), calendarFeedMessage(label));

/** Phone mask 999-999-9999; digits typed any common way are accepted and normalised. */
const PHONE_PATTERN = /^\(?(\d{3})\)?[-. ]?(\d{3})[-. ]?(\d{4})$/;
const phoneField = z
  .string({ error: 'Phone Number is required' })
  .trim()
  .min(1, { error: 'Phone Number is required', abort: true })
  .regex(PHONE_PATTERN, 'Phone Number must look like 999-999-9999')
  .transform((value) => value.replace(PHONE_PATTERN, '$1-$2-$3'));
export const optionalPhone = z
  .union([z.string().trim().max(40), z.null()])
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    if (!PHONE_PATTERN.test(value)) {
      context.addIssue({ code: 'custom', message: 'Phone Number must look like 999-999-9999' });
      return z.NEVER;
    }
    return value.replace(PHONE_PATTERN, '$1-$2-$3');
  });
const optionalEmail = z
  .union([z.literal(''), z.null(), emailField])
  .optional()
  .transform((value) => (value ? value.toLowerCase() : null));

/** An image field: a new upload as a data URL or base64, a stored image's URL; absent or null keeps the current image on an update, '' removes it. */
export const imageField = z.union([z.string().max(MAX_IMAGE_FIELD, 'File is too big!'), z.null()]).optional();

/** 'Destination is required': missing, 0 or less fails. Numeric strings are accepted. */
const destinationRef = z.coerce
  .number({ error: 'Destination is required' })
  .int('Destination is required')
  .positive('Destination is required')
  .max(2_147_483_647, 'Destination is required');
const optionalId = z
  .union([z.coerce.number().int().min(0).max(2_147_483_647), z.null()])
  .optional()
  .transform((value) => (value ? value : null));
/** Ordered ids (drag to reorder); absent on an update means "keep as is". */
const orderedIds = z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(50).optional();
const recordId = z.coerce.number({ error: 'id is required' }).int().positive().max(2_147_483_647);

// ---------------------------------------------------------------- destinations

/**
 * A destination's outside links in the member form's order, under the labels its fields, their messages and the board's review of an
 * edit use. The Google Calendar ID is read as `google_calendar` and sent as `calendar`.
 */
export const DESTINATION_LINK_LABELS = {
  website: 'Website',
  map_link: 'Map Link',
  reservations_link: 'Reservations Link',
  restaurant_link: 'Menu Link',
  golf_link: 'Golf Link',
  facebook_link: 'Facebook',
  twitter_link: 'X (Twitter)',
  instagram_link: 'Instagram',
  youtube_link: 'YouTube',
  pinterest_link: 'Pinterest',
  ics_calendar: 'Calendar Feed (ICS)',
} as const;
export const GOOGLE_CALENDAR_LABEL = 'Google Calendar ID';
const link = DESTINATION_LINK_LABELS;

export const DestinationPayloadSchema = z.object({
  company_name: requiredText('Business Name is required', 'Business Name'),
  email: optionalEmail,
  phone: phoneField,
  address: requiredText('Address is required', 'Address'),
  city: requiredText('City is required', 'City', 100),
  zip_code: requiredText('Zip is required', 'Zip', 20),
  description: optionalRichText('Description'),
  calendar: optionalField(GOOGLE_CALENDAR_LABEL, 300),
  ics_calendar: optionalCalendarFeed(link.ics_calendar),
  website: optionalUrl(link.website),
  map_link: optionalUrl(link.map_link),
  reservations_link: optionalUrl(link.reservations_link),
  restaurant_link: optionalUrl(link.restaurant_link),
  golf_link: optionalUrl(link.golf_link),
  facebook_link: optionalUrl(link.facebook_link),
  twitter_link: optionalUrl(link.twitter_link),
  instagram_link: optionalUrl(link.instagram_link),
  youtube_link: optionalUrl(link.youtube_link),
  pinterest_link: optionalUrl(link.pinterest_link),
  image: imageField,
  header_image: imageField,
  categories: orderedIds,
  amenities: orderedIds,
  photos: z.array(z.string().max(MAX_IMAGE_FIELD, 'File is too big!')).max(12, 'at most 12 gallery photos').optional(),
});
export type DestinationPayload = z.infer<typeof DestinationPayloadSchema>;
export const DestinationUpdateSchema = DestinationPayloadSchema.extend({ id: recordId });

/** Board review state, shown to the member beside `approved`. */
export const ReviewSchema = z.object({
  review_status: z.enum(['pending', 'approved', 'rejected']),
  review_note: optionalText,
  /** An approved item with an edit waiting for the board: the public still sees the approved version. */
  has_pending_changes: z.boolean(),
});

export const MemberDestinationSchema = ReviewSchema.extend({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  city: optionalText,
  address: optionalText,
  zip: optionalText,
  phone: optionalText,
  email: optionalText,
  content: optionalText,
  main_img: optionalText,
  header_img: optionalText,
  approved: z.union([z.literal(0), z.literal(1)]),
  favorited: z.boolean(),
  location_latitude: z.number().nullable(),
  location_longitude: z.number().nullable(),
  google_calendar: optionalText,
  ics_calendar: optionalText,
  ...DESTINATION_LINKS,
  d_categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  d_amenities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  d_photos: z.array(z.object({ id: z.number().int(), src: z.string() })),
  /** How long since it was last confirmed; null until the board first approves it (decision 090). */
  freshness: ListingFreshnessSchema.nullable(),
});
export type MemberDestination = z.infer<typeof MemberDestinationSchema>;

// ---------------------------------------------------------------- events

const EVENT_END_MESSAGE = 'End Date must not be before the Start Date';

/** When an event's payload starts and ends; a bare date is a whole New York day (an all-day event). */
export function eventTimes(payload: { start_at: string; end_at: string }): { starts: Date | null; ends: Date | null; allDay: boolean } {
  const allDay = !/[T ]/.test(payload.start_at) && !payload.end_at.includes('T');
  return { starts: instantOf(payload.start_at), ends: instantOf(payload.end_at, { endOfDay: allDay }), allDay };
}

const EventFieldsSchema = z.object({
  title: requiredText('Title is required', 'Title'),
  start_at: dateTimeField('Start Date'),
  end_at: dateTimeField('End Date'),
  summary: optionalField('Summary', 500),
  content: requiredRichText('Event information is required', 'Event Information'),
  destination: optionalId,
  categories: orderedIds,
  email: optionalEmail,
  phone: optionalPhone,
  website: optionalUrl('Website'),
  social_link: optionalUrl('Social Link'),
  image: imageField,
  ...recurrencePayloadShape,
});

/** The New York day an event starts on, when its start is a date. */
const startDay = (value: unknown) => {
  const starts = typeof value === 'string' && !dateTimeProblem(value) ? instantOf(value) : null;
  return starts ? wallClock(starts) : null;
};

type EventFields = z.output<typeof EventFieldsSchema>;

/** An event payload's rules, each refused under its own field: end not before start, a rule that can happen, no series ending before the event starts. */
function checkEvent(payload: EventFields, context: z.RefinementCtx): void {
  const { start_at, end_at } = payload as Partial<EventFields>;
  if (typeof start_at === 'string' && typeof end_at === 'string' && !dateTimeProblem(start_at) && !dateTimeProblem(end_at)) {
    const { starts, ends } = eventTimes({ start_at, end_at });
    if (starts && ends && ends < starts) context.addIssue({ code: 'custom', path: ['end_at'], message: EVENT_END_MESSAGE });
  }
  readPayloadRule(payload, startDay(start_at), context);
}

/** The rule travels on as the flat fields the API stores; the payload's own spellings stay behind. */
function toEventPayload<Payload extends EventFields>(payload: Payload): Omit<Payload, keyof typeof recurrencePayloadShape> & RecurrenceFields {
  const rest = Object.fromEntries(Object.entries(payload).filter(([field]) => !(field in recurrencePayloadShape))) as Omit<
    Payload,
    keyof typeof recurrencePayloadShape
  >;
  return { ...rest, ...(readPayloadRule(payload, startDay(payload.start_at)) ?? recurrenceFields({ kind: 'none' })) };
}

export const EventPayloadSchema = EventFieldsSchema.superRefine(checkEvent).transform(toEventPayload);
export type EventPayload = z.infer<typeof EventPayloadSchema>;
export const EventUpdateSchema = EventFieldsSchema.extend({ id: recordId }).superRefine(checkEvent).transform(toEventPayload);

export const MemberEventSchema = ReviewSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: optionalText,
  entry: z.object({ content: optionalText }),
  starts: z.string(),
  ends: z.string(),
  destination_id: z.number().int().nullable(),
  destination_name: optionalText,
  main_img: optionalText,
  email: optionalText,
  phone: optionalText,
  website: optionalText,
  social_link: optionalText,
  approved: z.union([z.literal(0), z.literal(1)]),
  d_categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  /** 'Every 2 weeks on Monday and Wednesday, until June 30, 2027' */
  recurrence_text: z.string(),
}).extend(RecurrenceFieldsSchema.shape);
export type MemberEvent = z.infer<typeof MemberEventSchema>;

// ---------------------------------------------------------------- tips

export const TipPayloadSchema = z
  .object({
    title: z.string().optional(),
    tip_title: z.string().optional(),
    tip: requiredRichText('Tip information is required', 'Tip'),
    destination: destinationRef,
    website: optionalUrl('Website'),
    social_link: optionalUrl('Social Link'),
    image: imageField,
  })
  // The form names the title tip_title; either name is accepted.
  .transform((value, context) => {
    const title = (value.title ?? value.tip_title ?? '').trim();
    if (!title) context.addIssue({ code: 'custom', path: ['title'], message: 'Title is required' });
    if (title.length > MAX_TEXT) context.addIssue({ code: 'custom', path: ['title'], message: atMostMessage('Title', MAX_TEXT) });
    const { tip_title: _unused, ...rest } = value;
    return { ...rest, title };
  });
export type TipPayload = z.infer<typeof TipPayloadSchema>;
export const TipUpdateSchema = z.intersection(z.object({ id: recordId }), TipPayloadSchema);

export const MemberTipSchema = ReviewSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  tip: z.string(),
  destination_id: z.number().int().nullable(),
  destination_name: optionalText,
  website: optionalText,
  social_link: optionalText,
  main_img: optionalText,
  approved: z.union([z.literal(0), z.literal(1)]),
  favorited: z.boolean(),
});
export type MemberTip = z.infer<typeof MemberTipSchema>;

// ---------------------------------------------------------------- itineraries

const ITEMS_MESSAGE = 'An itinerary must include at least 3 items with destinations selected.';

export const ItineraryPayloadSchema = z.object({
  title: requiredText('Title is required', 'Title'),
  content: requiredRichText('Itinerary information is required', 'Itinerary Information'),
  destination: destinationRef,
  image: imageField,
  items: z
    .array(
      z.object({
        id: z.unknown().optional(),
        destination: z.coerce.number({ error: ITEMS_MESSAGE }).int(ITEMS_MESSAGE).positive(ITEMS_MESSAGE).max(2_147_483_647, ITEMS_MESSAGE),
        event: optionalId,
        information: optionalRichText('Stop information'),
      }),
      { error: ITEMS_MESSAGE },
    )
    .min(1, ITEMS_MESSAGE)
    .max(30, 'at most 30 stops'),
});
export type ItineraryPayload = z.infer<typeof ItineraryPayloadSchema>;
export const ItineraryUpdateSchema = ItineraryPayloadSchema.extend({ id: recordId });

export const MemberItinerarySchema = ReviewSchema.extend({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  content: z.string(),
  destination_id: z.number().int().nullable(),
  destination_name: optionalText,
  main_img: optionalText,
  approved: z.union([z.literal(0), z.literal(1)]),
  items: z.array(
    z.object({
      destination_id: z.number().int().nullable(),
      destination_name: optionalText,
      event_id: z.number().int().nullable(),
      content: optionalText,
    }),
  ),
});
export type MemberItinerary = z.infer<typeof MemberItinerarySchema>;

// ---------------------------------------------------------------- reservations and favorites

export const ReservationPayloadSchema = z
  .object({
    start_at: dateTimeField('Start Date'),
    end_at: dateTimeField('End Date'),
    email: emailField,
    phone: phoneField,
    destination: destinationRef,
    reservation: optionalField('Your Request', 5000),
  })
  .refine((value) => value.end_at.slice(0, 10) >= value.start_at.slice(0, 10), { path: ['end_at'], message: 'End Date must not be before the Start Date' });
export type ReservationPayload = z.infer<typeof ReservationPayloadSchema>;

/** A request for a stay that has begun is refused (issue 46): the form says so under Start Date, the API with its own clock. */
export const RESERVATION_PAST_MESSAGE = 'Start Date must be today or later';
export const reservationStartsInPast = (start_at: string, today: string): boolean => start_at.slice(0, 10) < today;
/** The payload as a member sends it on `today` (a New York day): not starting in the past. */
export const reservationPayloadOn = (today: string) =>
  ReservationPayloadSchema.refine((value) => !reservationStartsInPast(value.start_at, today), { path: ['start_at'], message: RESERVATION_PAST_MESSAGE });

export const MemberReservationSchema = z.object({
  id: z.number().int(),
  start: z.string(),
  end: z.string(),
  destination_id: z.number().int(),
  destination_name: z.string(),
  email: z.string(),
  phone: z.string(),
  reservation: optionalText,
  approved: z.union([z.literal(0), z.literal(1)]),
});
export type MemberReservation = z.infer<typeof MemberReservationSchema>;

export const FAVORITE_TYPES = ['Destination', 'Event', 'Tip', 'List'] as const;

/** POST /api/favorites/create: one of destination, event, tip or list (an itinerary). */
export const FavoritePayloadSchema = z
  .object({ destination: optionalId, event: optionalId, tip: optionalId, list: optionalId })
  .refine(
    (value) => [value.destination, value.event, value.tip, value.list].filter(Boolean).length === 1,
    'Send exactly one of destination, event, tip or list',
  );
export type FavoritePayload = z.infer<typeof FavoritePayloadSchema>;

export const FavoriteSchema = z.object({
  id: z.number().int(),
  type: z.enum(FAVORITE_TYPES),
  /** The favorited destination's, event's, tip's or itinerary's own id: how a public heart knows it is one. */
  item_id: z.number().int(),
  title: z.string(),
  fav_at: z.string(),
  slug: z.string(),
  main_img: optionalText,
});
export type Favorite = z.infer<typeof FavoriteSchema>;

export const FavoriteToggleSchema = z.object({ favorited: z.boolean(), message: z.string(), favorite: FavoriteSchema.nullable() });

export const IdBodySchema = z.object({ id: recordId });
export type IdBody = z.infer<typeof IdBodySchema>;

// ---------------------------------------------------------------- board review

export const REVIEW_KINDS = ['destination', 'event', 'tip', 'itinerary', 'reservation'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];

// ---------------------------------------------------------------- what an edit changes

/** A run of words a text keeps, adds or removes (a word diff of the visible text, lines kept). */
export const TextPartSchema = z.object({ kind: z.enum(['same', 'added', 'removed']), text: z.string() });
/** One entry of an ordered list (categories, amenities, gallery photos, stops): `src` is an image's address. */
export const ListEntrySchema = z.object({ label: z.string(), src: z.string().nullable(), change: z.enum(['same', 'added', 'removed', 'moved']) });
const fieldChange = { field: z.string(), label: z.string(), changed: z.boolean() };

/**
 * One field of an edit, old and new: a short value (a phone, a link, the rule in words), a text's word diff, an image, or an ordered
 * list. Computed by the API alone, with names and image addresses resolved (decision 086).
 */
export const FieldChangeSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('value'), ...fieldChange, before: z.string().nullable(), after: z.string().nullable() }),
  z.object({ type: z.literal('text'), ...fieldChange, parts: z.array(TextPartSchema) }),
  z.object({ type: z.literal('image'), ...fieldChange, before: z.string().nullable(), after: z.string().nullable() }),
  z.object({ type: z.literal('list'), ...fieldChange, entries: z.array(ListEntrySchema) }),
]);
export type FieldChange = z.infer<typeof FieldChangeSchema>;
export type TextPart = z.infer<typeof TextPartSchema>;
export type ListEntry = z.infer<typeof ListEntrySchema>;

export const PendingItemSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** 'new' waits for its first approval; 'edit' is a change to something already public. */
  change: z.enum(['new', 'edit']),
  owner: z.object({ id: z.number().int().nullable(), name: z.string(), email: optionalText }),
  submitted_at: z.string(),
  /** Whole hours since it was sent, on the API's clock. */
  waiting_hours: z.number().int().nonnegative(),
  /** Waiting more than two business days (weekdays in the valley): the board is mailed a reminder. */
  overdue: z.boolean(),
  /** What the board would publish: the member's document as the API stores it (decision 008). */
  proposed: z.record(z.string(), z.unknown()),
  /** An edit's every field, old and new, in the form's order (unchanged ones too, marked so); null for new items. */
  changes: z.array(FieldChangeSchema).nullable(),
});
export type PendingItem = z.infer<typeof PendingItemSchema>;

export const ReviewDecisionSchema = z.object({ kind: z.enum(REVIEW_KINDS), id: recordId });
export const ReviewRejectionSchema = ReviewDecisionSchema.extend({ reason: requiredText('A reason is required', 'Reason', 2000) });

// ---------------------------------------------------------------- trusted partners and the audit log

/** A member whose edits of approved items publish at once (decision 087). */
export const TrustedPartnerSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string(), trusted_at: z.string() });
export type TrustedPartner = z.infer<typeof TrustedPartnerSchema>;

/** The board trusts a member by their account's address, or stops trusting them. */
export const TrustBodySchema = z.object({ email: emailField, trusted: z.boolean() });

/** A trusted partner's edit, published at once: what it changed, and whether the board has reverted it. */
export const AuditEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['destination', 'event', 'tip', 'itinerary']),
  item_id: z.number().int(),
  title: z.string(),
  /** The item's public page ('/d/elk-creek-cafe'); null once the item is deleted. */
  path: z.string().nullable(),
  member: z.object({ id: z.number().int().nullable(), name: z.string(), email: optionalText }),
  published_at: z.string(),
  changes: z.array(FieldChangeSchema),
  reverted_at: z.string().nullable(),
  reverted_by: optionalText,
  /** Only the latest edit of an item still there, not yet reverted, can be: a revert puts back the version it replaced. */
  revertable: z.boolean(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;
