import { dateTimeProblem } from '@valley/shared/time';
import { ID_LIST_MAX, ID_MAX, SEARCH_TEXT_MAX } from '@valley/shared/api/limits';
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

/** §3 pagination object for `count` items on page `page` of `total` (pages are 1-based). */
export function paginationOf(page: number, perPage: number, total: number, count: number): Pagination {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = count > 0 ? (page - 1) * perPage + 1 : null;
  return {
    current_page: page,
    per_page: perPage,
    total,
    last_page: lastPage,
    from,
    to: from === null ? null : from + count - 1,
    has_more_pages: page < lastPage,
  };
}

export const paginated = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), pagination: PaginationSchema });

/** Query-string lists arrive as `a[]=1&a[]=2`, `a=1&a=2` or `a=1,2`; all become an array. */
export const queryList = <T extends z.ZodType>(item: T) =>
  z.preprocess((value) => {
    if (value === undefined || value === null || value === '') return undefined;
    const values = Array.isArray(value) ? value : [value];
    return values.flatMap((entry) => (typeof entry === 'string' ? entry.split(',') : [entry])).filter((entry) => entry !== '');
  }, z.array(item).max(ID_LIST_MAX).optional());

export const idParam = z.coerce.number().int().positive().max(ID_MAX);
export const slugParam = z.string().trim().min(1).max(200);

/** A limit's message names its field and the limit: 'Title: at most 200 characters' (issue 26, decision 041). */
export const atMostMessage = (label: string, max: number) => `${label}: at most ${max.toLocaleString('en-US')} characters`;

/** Whether a message is one of the field-naming ones above ('Title: at most 200 characters'): the API does not prefix it with the path. */
export const namesItsField = (message: string) => /^[A-Z][^:]*: (at most [\d,]+ characters|enter a web address)/.test(message);

/** How many characters a member may write in a rich-text field, counted as they see them (tags and formatting aside). */
export const RICH_TEXT_MAX_CHARACTERS = 10_000;
/** The stored HTML's own guard: formatting can add many characters a member does not see. */
export const RICH_TEXT_MAX_HTML = 100_000;

/** The characters a reader sees in rich text: tags dropped, each entity one character. */
export const richTextLength = (html: string) => html.replace(/<[^>]*>/g, '').replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, '_').length;

/** Whether rich text says anything: empty and '<p></p>' do not. */
export const richTextHasText = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&nbsp;/g, ' ')
    .trim().length > 0;

/** Rich-text limits in one refinement, so the form and the API say the same: visible characters, then the HTML guard. */
export const richTextLimitProblem = (label: string, html: string): string | null => {
  if (richTextLength(html) > RICH_TEXT_MAX_CHARACTERS) return atMostMessage(label, RICH_TEXT_MAX_CHARACTERS);
  if (html.length > RICH_TEXT_MAX_HTML) return `${atMostMessage(label, RICH_TEXT_MAX_HTML)} with formatting`;
  return null;
};

/** A scheme ('https:', 'webcal:', 'mailto:'), or a host with a port ('localhost:3000'), which is no bare domain. */
const SCHEME = /^[a-z][a-z\d+.-]*:/i;
/** A domain with a dot and a top-level name, then a path, query or nothing: 'facebook.com/x', 'www.example.com'. */
const BARE_DOMAIN = /^[a-z\d](?:[a-z\d-]*[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]*[a-z\d])?)*\.[a-z]{2,63}(?:[/?#]|$)/i;

/** A web address as members type it: a bare domain ('www.example.com', 'facebook.com/x') is read as https://; anything else is kept as typed. */
export const withWebScheme = (value: string) => (!SCHEME.test(value) && BARE_DOMAIN.test(value) ? `https://${value}` : value);

/** An http(s) address with a host, after withWebScheme. */
export const isWebAddress = (value: string) => {
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
};

export const webAddressMessage = (label: string) => `${label}: enter a web address, e.g. www.example.com or https://example.com`;

/** A calendar feed: a web address, or the webcal:// one calendar apps subscribe to. */
export const isCalendarFeedAddress = (value: string) => {
  try {
    const url = new URL(value);
    return ['https:', 'http:', 'webcal:', 'webcals:'].includes(url.protocol) && url.hostname.length > 0 && !/\s/.test(value);
  } catch {
    return false;
  }
};
export const calendarFeedMessage = (label: string) =>
  `${label}: enter the feed's address, e.g. webcal://example.com/events.ics or https://example.com/events.ics`;

/** A page number or limit sent as a number or a numeric string. */
export const pageNumber = z.coerce.number().int().min(1).max(10_000);
export const pageLimit = z.coerce.number().int().min(1).max(100);

/** A list of ids sent in a JSON body; numeric strings are accepted. */
export const idList = z.array(z.coerce.number().int().positive().max(ID_MAX)).max(ID_LIST_MAX);

/** Free text typed into a search or filter; NUL cannot be stored or searched by PostgreSQL. */
export const searchText = z
  .string()
  .trim()
  .max(SEARCH_TEXT_MAX, `text is too long (${SEARCH_TEXT_MAX} characters at most)`)
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
    /** The item is public already: what waits is an edit, and visitors see the published version meanwhile. */
    live: z.boolean(),
  })
  .nullable();
export type PendingReview = z.infer<typeof PendingReviewSchema>;

/** A public detail answer as a draft call gives it: the owner's pending version, marked, or the published one. */
export const withPendingReview = <Shape extends z.ZodRawShape, Config extends z.core.$ZodObjectConfig>(schema: z.ZodObject<Shape, Config>) =>
  schema.extend({ pending_review: PendingReviewSchema });
