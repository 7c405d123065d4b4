import { z } from './zod';
import { emailField } from './account';
import { daysInMonth, monthName } from '@valley/shared/time';
import { dateTimeField, optionalText } from './common';
import { parseDayList, toDayChoice, toOccurrence, toWeeklyDay } from '../../recurrence/fields';

/**
 * A member's own content (member-area §3): the create/update payloads with the §5 messages, and
 * what the dashboard reads back. The server is the judge: `approved`, owner and unknown fields in a
 * payload are ignored, and every write waits for the board.
 */

const MAX_TEXT = 200;
const MAX_RICH_TEXT = 100_000;
/** An image field: a data URL or base64 of a new upload, or the URL of an image already stored. */
const MAX_IMAGE_FIELD = 7_000_000;

/** Optional text a form may send empty: '' and null both mean "none". */
const optionalField = (max = MAX_TEXT) =>
  z
    .union([z.string().trim().max(max, `must be at most ${max} characters`), z.null()])
    .optional()
    .transform((value) => (value === undefined || value === null || value === '' ? null : value));

const requiredText = (message: string, max = MAX_TEXT) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message, abort: true })
    .max(max, `must be at most ${max} characters`);

/** Rich text that must say something: empty and '<p></p>' fail with the field's message. */
const requiredRichText = (message: string) =>
  z
    .string({ error: message })
    .max(MAX_RICH_TEXT, 'is too long')
    .refine((html) => html.replace(/<[^>]*>/g, '').replace(/&nbsp;/g, ' ').trim().length > 0, message);

const optionalRichText = z
  .union([z.string().max(MAX_RICH_TEXT, 'is too long'), z.null()])
  .optional()
  .transform((value) => value ?? null);

const optionalUrl = optionalField(500).refine((value) => value === null || /^https?:\/\/[^\s]+$/i.test(value), 'must be a web address (https://…)');

/** Phone mask 999-999-9999; digits typed any common way are accepted and normalised. */
const PHONE_PATTERN = /^\(?(\d{3})\)?[-. ]?(\d{3})[-. ]?(\d{4})$/;
const phoneField = z
  .string({ error: 'Phone Number is required' })
  .trim()
  .min(1, { error: 'Phone Number is required', abort: true })
  .regex(PHONE_PATTERN, 'Phone Number must look like 999-999-9999')
  .transform((value) => value.replace(PHONE_PATTERN, '$1-$2-$3'));
const optionalPhone = z
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

/** Absent or null keeps the current image on an update; '' removes it. */
const imageField = z.union([z.string().max(MAX_IMAGE_FIELD, 'File is too big!'), z.null()]).optional();

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

export const DestinationPayloadSchema = z.object({
  company_name: requiredText('Business Name is required'),
  email: optionalEmail,
  phone: phoneField,
  address: requiredText('Address is required'),
  city: requiredText('City is required', 100),
  zip_code: requiredText('Zip is required', 20),
  description: optionalRichText,
  calendar: optionalField(300),
  ics_calendar: optionalUrl,
  website: optionalUrl,
  map_link: optionalUrl,
  reservations_link: optionalUrl,
  restaurant_link: optionalUrl,
  golf_link: optionalUrl,
  facebook_link: optionalUrl,
  twitter_link: optionalUrl,
  instagram_link: optionalUrl,
  youtube_link: optionalUrl,
  pinterest_link: optionalUrl,
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
  website: optionalText,
  map_link: optionalText,
  reservations_link: optionalText,
  restaurant_link: optionalText,
  golf_link: optionalText,
  facebook_link: optionalText,
  twitter_link: optionalText,
  instagram_link: optionalText,
  youtube_link: optionalText,
  pinterest_link: optionalText,
  d_categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
  d_amenities: z.array(z.object({ id: z.number().int(), name: z.string() })),
  d_photos: z.array(z.object({ id: z.number().int(), src: z.string() })),
});
export type MemberDestination = z.infer<typeof MemberDestinationSchema>;

// ---------------------------------------------------------------- events

const recurrenceText = z.union([z.string().trim().max(40), z.null()]).optional().transform((value) => value || null);
const recurrenceNumber = z
  .union([z.coerce.number().int().min(0).max(1000), z.literal(''), z.null()])
  .optional()
  .transform((value) => (value === '' || value === undefined ? null : value));

const MONTH_MESSAGE = 'Month must be from 1 (January) to 12 (December)';
const DAY_OF_MONTH_MESSAGE = 'Day of the month must be from 1 to 31';
const OCCURRENCE_MESSAGE = 'Which one must be First, Second, Third, Fourth or Last';
const DAY_CHOICE_MESSAGE = 'Day must be Monday to Sunday, Day, Weekday or Weekend Day';
/** The form's second radio ("on a weekday of the month") as the API reads it; null when neither is sent. */
const byOccurrence = (first: unknown, second: unknown) => (first === undefined && second === undefined ? null : Boolean(second) && !first);

/**
 * The fields the chosen repeat kind (and monthly/yearly mode) uses, each checked under its own
 * field: an impossible rule (every 0 weeks, month 13, 'Funday', every year on February 30) is
 * refused instead of being dropped or searched for forever. A value left in a field of another
 * kind (hidden by the form, not used) is not checked.
 */
function checkRecurrence(value: z.output<typeof EventFieldsSchema>, context: z.RefinementCtx): void {
  const issue = (path: string, message: string) => context.addIssue({ code: 'custom', path: [path], message });
  const interval = (path: 'r_daily_days' | 'r_weekly_weeks' | 'r_monthly_months', unit: string) => {
    const count = value[path];
    if (count !== null && count < 1) issue(path, `Repeat every 1 to 1000 ${unit}`);
  };
  const month = (path: 'r_yearly_month' | 'r_yearly_second_month') => {
    const number = value[path];
    if (number !== null && (number < 1 || number > 12)) issue(path, MONTH_MESSAGE);
  };
  const dayOfMonth = (path: 'r_monthly_day' | 'r_yearly_day') => {
    const day = value[path];
    if (day !== null && (day < 1 || day > 31)) issue(path, DAY_OF_MONTH_MESSAGE);
  };
  const nthOf = (path: 'r_monthly_occurrence' | 'r_yearly_occurrence', dayPath: 'r_monthly_weekday' | 'r_yearly_weekday') => {
    if (value[path] !== null && toOccurrence(value[path]) === null) issue(path, OCCURRENCE_MESSAGE);
    if (value[dayPath] !== null && toDayChoice(value[dayPath]) === null) issue(dayPath, DAY_CHOICE_MESSAGE);
  };
  switch (value.recurrence) {
    case 'daily':
      interval('r_daily_days', 'days');
      break;
    case 'weekly': {
      interval('r_weekly_weeks', 'weeks');
      const unknown = parseDayList(value.r_weekly_day).find((day) => toWeeklyDay(day) === null);
      if (unknown !== undefined) issue('r_weekly_day', `'${unknown}' is not a day of the week: choose from Monday to Sunday`);
      break;
    }
    case 'monthly': {
      interval('r_monthly_months', 'months');
      const nth = byOccurrence(value.r_monthly_first, value.r_monthly_second);
      if (nth !== true) dayOfMonth('r_monthly_day');
      if (nth !== false) nthOf('r_monthly_occurrence', 'r_monthly_weekday');
      break;
    }
    case 'yearly': {
      const nth = byOccurrence(value.r_yearly_first, value.r_yearly_second);
      if (nth !== true) {
        month('r_yearly_month');
        dayOfMonth('r_yearly_day');
        const { r_yearly_month: number, r_yearly_day: day } = value;
        // A leap year: February 29 comes every four years; February 30 never does.
        const longest = number !== null && number >= 1 && number <= 12 ? daysInMonth(2000, number) : 31;
        if (number !== null && day !== null && day > longest && day <= 31) issue('r_yearly_day', `${monthName(number)} has no day ${day}: choose a day from 1 to ${longest}`);
      }
      if (nth !== false) {
        nthOf('r_yearly_occurrence', 'r_yearly_weekday');
        month('r_yearly_second_month');
      }
      break;
    }
    default:
      break;
  }
}

const EventFieldsSchema = z.object({
  title: requiredText('Title is required'),
  start_at: dateTimeField('Start Date'),
  end_at: dateTimeField('End Date'),
  summary: optionalField(500),
  content: requiredRichText('Event information is required'),
  destination: optionalId,
  categories: orderedIds,
  email: optionalEmail,
  phone: optionalPhone,
  website: optionalUrl,
  social_link: optionalUrl,
  image: imageField,
  recurrence: z
    .union([z.enum(['daily', 'weekly', 'monthly', 'yearly', 'Daily', 'Weekly', 'Monthly', 'Yearly']), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value ? (value.toLowerCase() as 'daily' | 'weekly' | 'monthly' | 'yearly') : null)),
  r_daily_days: recurrenceNumber,
  r_weekly_day: z.union([z.array(z.string().max(20)).max(7), z.string().max(200), z.null()]).optional(),
  r_weekly_weeks: recurrenceNumber,
  r_monthly_first: z.unknown().optional(),
  r_monthly_second: z.unknown().optional(),
  r_monthly_months: recurrenceNumber,
  r_monthly_day: recurrenceNumber,
  r_monthly_occurrence: recurrenceText,
  r_monthly_weekday: recurrenceText,
  r_yearly_first: z.unknown().optional(),
  r_yearly_second: z.unknown().optional(),
  r_yearly_month: recurrenceNumber,
  r_yearly_second_month: recurrenceNumber,
  r_yearly_day: recurrenceNumber,
  r_yearly_occurrence: recurrenceText,
  r_yearly_weekday: recurrenceText,
  r_end_type: z.union([z.enum(['After', 'By', 'after', 'by', 'never', 'Never']), z.literal(''), z.null()]).optional(),
  r_number_of_occurrences: z
    .union([z.coerce.number().int().min(1, 'Occurrences must be at least 1').max(1000), z.literal(''), z.null()])
    .optional()
    .transform((value) => (value === '' || value === undefined ? null : value)),
  r_end_date: z
    .union([z.literal(''), z.null(), dateTimeField('End date')])
    .optional()
    .transform((value) => (value ? value.slice(0, 10) : null)),
});
export const EventPayloadSchema = EventFieldsSchema.superRefine(checkRecurrence);
export type EventPayload = z.infer<typeof EventPayloadSchema>;
export const EventUpdateSchema = EventPayloadSchema.extend({ id: recordId });

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
  recurrence: z.enum(['daily', 'weekly', 'monthly', 'yearly']).nullable(),
  /** 'Every 2 weeks on Monday and Wednesday, until June 30, 2027' */
  recurrence_text: z.string(),
  r_daily_days: z.number().int().nullable(),
  r_weekly_day: z.array(z.string()).nullable(),
  r_weekly_weeks: z.number().int().nullable(),
  r_monthly_months: z.number().int().nullable(),
  r_monthly_day: z.number().int().nullable(),
  r_monthly_occurrence: optionalText,
  r_monthly_weekday: optionalText,
  r_yearly_month: z.number().int().nullable(),
  r_yearly_day: z.number().int().nullable(),
  r_yearly_occurrence: optionalText,
  r_yearly_weekday: optionalText,
  r_end_type: optionalText,
  r_end_date: optionalText,
  r_number_of_occurrences: z.number().int().nullable(),
});
export type MemberEvent = z.infer<typeof MemberEventSchema>;

// ---------------------------------------------------------------- tips

export const TipPayloadSchema = z
  .object({
    title: z.string().optional(),
    tip_title: z.string().optional(),
    tip: requiredRichText('Tip information is required'),
    destination: destinationRef,
    website: optionalUrl,
    social_link: optionalUrl,
    image: imageField,
  })
  // The form names the title tip_title; either name is accepted.
  .transform((value, context) => {
    const title = (value.title ?? value.tip_title ?? '').trim();
    if (!title) context.addIssue({ code: 'custom', path: ['title'], message: 'Title is required' });
    if (title.length > MAX_TEXT) context.addIssue({ code: 'custom', path: ['title'], message: `must be at most ${MAX_TEXT} characters` });
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
  title: requiredText('Title is required'),
  content: requiredRichText('Itinerary information is required'),
  destination: destinationRef,
  image: imageField,
  items: z
    .array(
      z.object({
        id: z.unknown().optional(),
        destination: z.coerce.number({ error: ITEMS_MESSAGE }).int(ITEMS_MESSAGE).positive(ITEMS_MESSAGE).max(2_147_483_647, ITEMS_MESSAGE),
        event: optionalId,
        information: optionalRichText,
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
    reservation: optionalField(5000),
  })
  .refine((value) => value.end_at.slice(0, 10) >= value.start_at.slice(0, 10), { path: ['end_at'], message: 'End Date must not be before the Start Date' });
export type ReservationPayload = z.infer<typeof ReservationPayloadSchema>;

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
  .refine((value) => [value.destination, value.event, value.tip, value.list].filter(Boolean).length === 1, 'Send exactly one of destination, event, tip or list');
export type FavoritePayload = z.infer<typeof FavoritePayloadSchema>;

export const FavoriteSchema = z.object({
  id: z.number().int(),
  type: z.enum(FAVORITE_TYPES),
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

export const PendingItemSchema = z.object({
  kind: z.enum(REVIEW_KINDS),
  id: z.number().int(),
  title: z.string(),
  /** 'new' waits for its first approval; 'edit' is a change to something already public. */
  change: z.enum(['new', 'edit']),
  owner: z.object({ id: z.number().int().nullable(), name: z.string(), email: optionalText }),
  submitted_at: z.string(),
  /** What the board would publish, in the dashboard's read shape. */
  proposed: z.record(z.string(), z.unknown()),
});
export type PendingItem = z.infer<typeof PendingItemSchema>;

export const ReviewDecisionSchema = z.object({ kind: z.enum(REVIEW_KINDS), id: recordId });
export const ReviewRejectionSchema = ReviewDecisionSchema.extend({ reason: requiredText('A reason is required', 2000) });
