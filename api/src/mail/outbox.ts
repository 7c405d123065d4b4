import type { Queryable } from '../db/db';

/**
 * Every outgoing message is an outbox row first, so the request only inserts (inside its own transaction when it has one);
 * sender.ts delivers through SMTP_URL, and without it /dev/mailbox shows the rows (decision 010).
 */
export type MailKind =
  | 'activation'
  | 'existing-account'
  | 'choose-password'
  | 'reset'
  | 'email-change'
  | 'email-change-notice'
  | 'email-change-taken'
  | 'share'
  | 'support'
  | 'advertising'
  | 'reservation'
  | 'reservation-copy'
  | 'review'
  | 'review-reminder'
  | 'listing-freshness'
  | 'sign-in-link'
  | 'claim-code'
  | 'claim'
  | 'correction';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  kind: MailKind;
  /** Where a reply goes (a support message answers the member). */
  replyTo?: string | null;
  /** Not sent before this (a Board decision past its recipient's hourly allowance, decision 075); unset, at once. */
  sendAfter?: Date | null;
}

export async function enqueueMail(db: Queryable, mail: OutgoingMail, now = new Date()): Promise<number> {
  const { rows } = await db.query<{ id: number }>(
    `insert into outbox (to_address, subject, text_body, html_body, kind, reply_to, created_at, send_after)
     values ($1, $2, $3, $4, $5, $6, $7, $8) returning id`,
    [mail.to, mail.subject, mail.text, mail.html ?? null, mail.kind, mail.replyTo ?? null, now, mail.sendAfter ?? null],
  );
  return Number(rows[0]?.id);
}

export interface OutboxRow {
  id: number;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  kind: string;
  reply_to: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  send_after: Date | string | null;
  attempts: number;
  last_error: string | null;
}
