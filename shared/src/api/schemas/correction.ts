import { z } from './zod';
import { emailField, botCheckTokenField } from './account';
import { atMostMessage, optionalText } from './common';

// Corrections a visitor suggests to a listing (issue 46, decision 089): they go to the listing's owner first, and to the board when
// nobody owns it or its owner has not acted within a week.

/** What a visitor can say is wrong, with the words the form shows. */
export const CORRECTION_FIELDS = {
  name: 'Name',
  address: 'Address',
  phone: 'Phone',
  website: 'Website',
  links: 'Reservations, menu or social links',
  description: 'Description',
  photos: 'Photos',
  closed: 'It has closed',
  other: 'Something else',
} as const;
export type CorrectionField = keyof typeof CORRECTION_FIELDS;
const FIELD_KEYS = Object.keys(CORRECTION_FIELDS) as [CorrectionField, ...CorrectionField[]];

/** How long the owner has before the board sees a correction too: a week on New York clocks. */
export const CORRECTION_OWNER_DAYS = 7;
export const CORRECTION_TEXT_MAX = 1000;

export const CORRECTION_MESSAGES = {
  field: 'Choose what is wrong',
  suggestion: 'Say what it should be',
  received: 'Thank you! Your correction went to the people who keep this listing up to date.',
} as const;

/** The visitor's form: which field, what it should be, and an address to hear back at (optional). */
export const CorrectionFormSchema = z.object({
  field: z.enum(FIELD_KEYS, { error: CORRECTION_MESSAGES.field }),
  suggestion: z
    .string({ error: CORRECTION_MESSAGES.suggestion })
    .trim()
    .min(1, { error: CORRECTION_MESSAGES.suggestion, abort: true })
    .max(CORRECTION_TEXT_MAX, atMostMessage('What it should be', CORRECTION_TEXT_MAX)),
  email: z
    .union([z.literal(''), emailField])
    .optional()
    .transform((value) => value || null),
});
export type CorrectionForm = z.input<typeof CorrectionFormSchema>;

const recordId = z.coerce.number({ error: 'id is required' }).int().positive().max(2_147_483_647);

/** Body of POST /corrections/create: the form, the listing and the bot-check token. */
export const CorrectionBodySchema = CorrectionFormSchema.extend({ destination: recordId, token: botCheckTokenField }).strict();
export type CorrectionBody = z.infer<typeof CorrectionBodySchema>;

/** What the owner or the board did about it. */
export const CORRECTION_OUTCOMES = ['fixed', 'declined'] as const;
export const CORRECTION_STATUSES = ['open', ...CORRECTION_OUTCOMES] as const;

/** Body of POST /api/corrections/resolve: the owner (or the board) says it is fixed, or not right. */
export const CorrectionResolveBodySchema = z.object({ id: recordId, outcome: z.enum(CORRECTION_OUTCOMES) }).strict();
export type CorrectionResolveBody = z.infer<typeof CorrectionResolveBodySchema>;

/** A suggested correction, as the owner's and the board's lists show it. */
export const CorrectionSchema = z.object({
  id: z.number().int(),
  destination_id: z.number().int(),
  destination_name: z.string(),
  destination_slug: z.string(),
  field: z.enum(FIELD_KEYS),
  suggestion: z.string(),
  /** The visitor's address, when they gave one. */
  email: optionalText,
  status: z.enum(CORRECTION_STATUSES),
  /** The board sees it too: the listing has no owner, or its owner did not act by `board_after`. */
  with_board: z.boolean(),
  /** New York wall-clock time the board sees it, if its owner has not acted. */
  board_after: z.string(),
  created_at: z.string(),
});
export type Correction = z.infer<typeof CorrectionSchema>;
