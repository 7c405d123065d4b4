import { dateTimeProblem } from '@valley/shared/time';
import { z } from './zod';

/** A text field the content system may leave empty. */
export const optionalText = z.string().nullable();

/** An error answer: every non-2xx response of the API has this shape. */
export const ApiErrorBodySchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  message: z.string(),
});
export type ApiErrorBody = z.infer<typeof ApiErrorBodySchema>;

/** §3 Pagination object, exactly these fields. */
export const PaginationSchema = z.object({
  current_page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  has_more_pages: z.boolean(),
});
export type Pagination = z.infer<typeof PaginationSchema>;

export const paginated = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination: PaginationSchema });

/** Query-string lists arrive as `a[]=1&a[]=2`, `a=1&a=2` or `a=1,2`; all become an array. */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry])).filter((entry) => entry !== '');
  }, z.array(item).max(100).optional());

export const idParam = z.coerce.number().int().positive().max(2_147_483_647);
export const slugParam = z.string().trim().min(1).max(200);

/** A page number or limit sent as a number or a numeric string. */
export const pageNumber = z.coerce.number().int().min(1).max(10_000);
export const pageLimit = z.coerce.number().int().min(1).max(100);

/** A list of ids sent in a JSON body; numeric strings are accepted. */
export const idList = z.array(z.coerce.number().int().positive().max(2_147_483_647)).max(100);

/** Free text typed into a search or filter; NUL cannot be stored or searched by PostgreSQL. */
export const searchText = z
  .string()
  .trim()
  .max(200, 'text is too long (200 characters at most)')
  .refine((text) => !text.includes('\u0000'), 'text may not contain NUL characters');

/** A record named by its numeric id or its slug (`/d/{slug or id}`). */
export const idOrSlugParam = z
  .string()
  .trim()
  .min(1, 'an id or slug is required')
  .max(200, 'the id or slug is too long')
  .regex(/^[a-z0-9][a-z0-9-]*$/i, 'an id or slug holds only letters, digits and dashes');

/** Body of the site-search calls that take `q` (POST /pages/search, /destinations/categories/search). */
export const SearchQueryBodySchema = z.object({ q: searchText }).strict();
export type SearchQueryBody = z.infer<typeof SearchQueryBodySchema>;

/** The answer of a public write that has nothing to return but a message. */
export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/**
 * The one date field of forms, payloads and searches: a date, or a date and time (New York time without an offset), checked by
 * dateTimeProblem; `label` begins its messages.
 */
export const dateTimeField = (label: string) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, { error: `${label} is required`, abort: true })
    .superRefine((text, context) => {
      const problem = dateTimeProblem(text);
      if (problem) context.addIssue({ code: 'custom', message: `${label} ${problem}` });
    });

/**
 * What a signed-in owner sees on the public page of their own item while the board has not published it (member-area §4 draft pages):
 * null when the page shows the published version.
 */
export const PendingReviewSchema = z
  .object({
    /** 'pending' waits for the board; 'rejected' was sent back with `note`. */
    status: z.enum(['pending', 'rejected']),
    note: optionalText,
  })
  .nullable();
export type PendingReview = z.infer<typeof PendingReviewSchema>;

/** A public detail answer as a draft call gives it: the owner's pending version, marked, or the published one. */
export const withPendingReview = <Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(schema: z.ZodObject<Shape, Config>) =>
  schema.extend({ pending_review: PendingReviewSchema });
