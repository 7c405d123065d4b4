import { z } from './zod';
import { atMostMessage, idOrSlugParam, optionalText } from './common';

// Claiming a listing (issue 46, decision 088): a Destination member proves a listing is theirs by a code mailed to the listing's own
// address, or the board decides (the listing has an owner already, or no address of its own).

/** How a claim is proved. */
export const CLAIM_WAYS = ['code', 'board'] as const;
export type ClaimWay = (typeof CLAIM_WAYS)[number];
/** Where a claim stands: waiting, proved by its code, or decided by the board. */
export const CLAIM_STATUSES = ['open', 'proved', 'approved', 'rejected'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The mailed code's digits, its lifetime and the wrong tries it allows before a new one is needed. */
export const CLAIM_CODE_DIGITS = 6;
export const CLAIM_CODE_LIFETIME_HOURS = 24;
export const CLAIM_CODE_TRIES = 5;
export const CLAIM_NOTE_MAX = 1000;

export const CLAIM_MESSAGES = {
  code: `Enter the ${CLAIM_CODE_DIGITS}-digit code from the e-mail`,
  boardNote: 'A note for the member is required',
} as const;

const recordId = z.coerce.number({ error: 'id is required' }).int().positive().max(2_147_483_647);
const note = (label: string) =>
  z
    .string()
    .trim()
    .max(CLAIM_NOTE_MAX, atMostMessage(label, CLAIM_NOTE_MAX))
    .optional()
    .transform((value) => value || null);

/** GET /api/claims/listing/{id or slug}: the listing a claim form is about. */
export const ClaimListingParamsSchema = z.object({ id: idOrSlugParam });

/** The claim form: what the member tells the board (optional when a code proves it). */
export const ClaimNoteFormSchema = z.object({ note: note('Note') });
/** Body of POST /api/claims/start: claiming again sends a new code to the same claim. */
export const ClaimStartBodySchema = ClaimNoteFormSchema.extend({ destination: recordId }).strict();
export type ClaimStartBody = z.infer<typeof ClaimStartBodySchema>;

/** The code form (member-area forms: the message under the field). */
export const ClaimCodeFormSchema = z.object({
  code: z
    .string({ error: CLAIM_MESSAGES.code })
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().regex(new RegExp(`^\\d{${CLAIM_CODE_DIGITS}}$`), CLAIM_MESSAGES.code)),
});
/** Body of POST /api/claims/verify. */
export const ClaimVerifyBodySchema = ClaimCodeFormSchema.extend({ claim: recordId }).strict();
export type ClaimVerifyBody = z.infer<typeof ClaimVerifyBodySchema>;

/** The board's decision form: give the listing or turn the claim down; the note goes to the member either way. */
export const ClaimDecisionFormSchema = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'Choose whether the member gets the listing' }),
  note: z
    .string({ error: CLAIM_MESSAGES.boardNote })
    .trim()
    .min(1, { error: CLAIM_MESSAGES.boardNote, abort: true })
    .max(CLAIM_NOTE_MAX, atMostMessage('Note', CLAIM_NOTE_MAX)),
});
/** Body of POST /api/claims/decide (Board only). */
export const ClaimDecisionBodySchema = ClaimDecisionFormSchema.omit({ decision: true }).extend({ claim: recordId, approve: z.boolean() }).strict();
export type ClaimDecisionBody = z.infer<typeof ClaimDecisionBodySchema>;

/** One of a member's claims, as their dashboard lists it. */
export const MemberClaimSchema = z.object({
  id: z.number().int(),
  destination_id: z.number().int(),
  destination_name: z.string(),
  destination_slug: z.string(),
  way: z.enum(CLAIM_WAYS),
  status: z.enum(CLAIM_STATUSES),
  /** Where the code went, masked ('in•••@pennscave.example'); null when the board decides. */
  code_sent_to: optionalText,
  /** New York wall-clock time the code stops working. */
  code_expires_at: optionalText,
  note: optionalText,
  /** The board's note, once it decided. */
  board_note: optionalText,
  created_at: z.string(),
});
export type MemberClaim = z.infer<typeof MemberClaimSchema>;

/** A listing a member is about to claim: how it would be proved, and their open claim of it. */
export const ClaimListingSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  way: z.enum(CLAIM_WAYS),
  /** Why the board decides: someone owns it, or it has no address to mail; null for a code. */
  board_because: z.enum(['owned', 'no-email']).nullable(),
  /** The masked address a code would go to. */
  email_hint: optionalText,
  /** The member owns it already. */
  own: z.boolean(),
  claim: MemberClaimSchema.nullable(),
});
export type ClaimListing = z.infer<typeof ClaimListingSchema>;

/** A claim waiting for the board, with what the board needs to decide it. */
export const BoardClaimSchema = MemberClaimSchema.extend({
  member: z.object({ id: z.number().int(), name: z.string(), email: z.string() }),
  /** The member who owns the listing now, if anyone. */
  owner: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
  listing_email: optionalText,
  listing_phone: optionalText,
});
export type BoardClaim = z.infer<typeof BoardClaimSchema>;

/** An address shown without giving it away: the first two letters of the mailbox, then the domain. */
export const maskEmail = (email: string) => {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email.slice(0, Math.min(2, at - 1))}•••${email.slice(at)}`;
};
