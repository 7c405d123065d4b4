import { EVENT_ORDERS } from '../orders';
import { z } from './zod';
import { dateTimeProblem } from '@valley/shared/time';
import { idList, optionalText, pageLimit, pageNumber, paginated, searchText } from './common';
import { RecurrenceFieldsSchema } from './recurrence';

/** §3 Event (read). The recurrence fields (./recurrence) are null when the event does not repeat. */
export const EventSchema = z
  .object({
    id: z.number().int(),
    slug: z.string(),
    title: z.string(),
    summary: optionalText,
    content: optionalText,
    main_img: optionalText,
    header_img: optionalText,
    starts: z.string(),
    ends: z.string(),
    starts_at: z.string(),
    ends_at: z.string(),
    starts_month: z.string(),
    starts_day: z.string(),
    display_dates: z.string(),
    website: optionalText,
    google_link: optionalText,
    destination_id: z.number().int().nullable(),
    destination_name: optionalText,
    destination_slug: optionalText,
    location_formatted_latitude: optionalText,
    location_formatted_longitude: optionalText,
    phone: optionalText,
    address: optionalText,
    favorited: z.boolean(),
  })
  .extend(RecurrenceFieldsSchema.shape);
export type Event = z.infer<typeof EventSchema>;

/** §3 Event category (entry ids prefixed '8'). */
export const EventCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: optionalText,
  content: optionalText,
  header_image_url: optionalText,
});
export type EventCategory = z.infer<typeof EventCategorySchema>;

export { EVENT_ORDERS };

const DATES_SHAPE = "dates must be 'startISO|endISO' with the start not after the end";

/** `dates`: 'startISO|endISO', each a real date (or date and time) within DATE_YEARS, start not after end. */
export const EventDatesSchema = z
  .string()
  .max(80)
  .superRefine((value, context) => {
    const [start, end, extra] = value.split('|');
    const problems = [
      ['start', start],
      ['end', end],
    ].map(([name, part]) => [name, part ? dateTimeProblem(part) : 'must be a date'] as const);
    const shapeless = !start || !end || extra !== undefined || problems.some(([, problem]) => problem === 'must be a date');
    const wrong = problems.find(([, problem]) => problem !== null);
    if (shapeless || (!wrong && Date.parse(start) > Date.parse(end))) context.addIssue({ code: 'custom', message: DATES_SHAPE });
    else if (wrong) context.addIssue({ code: 'custom', message: `the ${wrong[0]} ${wrong[1]}` });
  });

/** Body of POST /events/search. With `page` the answer is paginated, without it a plain list. */
export const EventSearchBodySchema = z
  .object({
    categories: idList.optional(),
    destinations: idList.optional(),
    title: searchText.optional(),
    dates: EventDatesSchema.optional(),
    order: z.enum(EVENT_ORDERS, { error: "order must be 'upcoming' or 'oldest'" }).optional(),
    page: pageNumber.optional(),
    limit: pageLimit.optional(),
  })
  .strict();
export type EventSearchBody = z.infer<typeof EventSearchBodySchema>;

export const EventListSchema = z.array(EventSchema);
export const EventPageSchema = paginated(EventSchema);
export const EventSearchResponseSchema = z.union([EventPageSchema, EventListSchema]);
export type EventSearchResponse = z.infer<typeof EventSearchResponseSchema>;
