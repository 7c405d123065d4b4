import { createTransport } from 'nodemailer';
import type { Queryable } from '../db/db';
import { runEvery } from '../lib/every';
import type { OutboxRow } from './outbox';

/**
 * Delivers the outbox through SMTP_URL. Safe with several instances: batches are claimed with `for update skip locked` and a lease,
 * so no row is sent twice while its sender lives; failures back off up to 60 minutes, MAX_ATTEMPTS times (decision 010). A row with
 * `send_after` waits until then (decision 075).
 */
export interface MailTransport {
  sendMail(message: { from: string; to: string; subject: string; text: string; html?: string; replyTo?: string }): Promise<unknown>;
}

export interface MailSenderOptions {
  db: Queryable;
  transport: MailTransport;
  from: string;
  batchSize?: number;
  log?: { info(message: string): void; error(message: string): void };
}

export const MAX_ATTEMPTS = 8;
/** How long a claimed row is left to its sender before another may take it. */
export const LEASE_MS = 2 * 60_000;
const retryDelayMs = (attempts: number) => Math.min(60 * 60_000, 60_000 * 2 ** Math.max(0, attempts - 1));

export const smtpTransport = (smtpUrl: string): MailTransport => createTransport(smtpUrl);

/** Claims and sends one batch; answers how many were sent and how many failed. */
export async function deliverPending(
  { db, transport, from, batchSize = 20, log }: MailSenderOptions,
  now = new Date(),
): Promise<{ sent: number; failed: number }> {
  const { rows } = await db.query<OutboxRow>(
    `update outbox set attempts = attempts + 1, claimed_until = $2
      where id in (
        select id from outbox
         where sent_at is null and attempts < $3 and (claimed_until is null or claimed_until <= $1) and (send_after is null or send_after <= $1)
         order by created_at, id
         limit $4
         for update skip locked)
      returning *`,
    [now, new Date(now.getTime() + LEASE_MS), MAX_ATTEMPTS, batchSize],
  );
  let sent = 0;
  let failed = 0;
  for (const row of rows) {
    try {
      await transport.sendMail({
        from,
        to: row.to_address,
        subject: row.subject,
        text: row.text_body,
        ...(row.html_body ? { html: row.html_body } : {}),
        ...(row.reply_to ? { replyTo: row.reply_to } : {}),
      });
      await db.query('update outbox set sent_at = $2, claimed_until = null, last_error = null where id = $1', [row.id, new Date()]);
      sent += 1;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      await db.query('update outbox set claimed_until = $2, last_error = $3 where id = $1', [
        row.id,
        new Date(Date.now() + retryDelayMs(row.attempts)),
        message.slice(0, 1000),
      ]);
      log?.error(`mail ${row.id} to ${row.to_address} failed (attempt ${row.attempts} of ${MAX_ATTEMPTS}): ${message}`);
      failed += 1;
    }
  }
  return { sent, failed };
}

/** Runs deliverPending every intervalMs (sooner while there is more to send) until stopped. */
export function startMailSender(options: MailSenderOptions & { intervalMs?: number }): { stop(): Promise<void> } {
  return runEvery(
    options.intervalMs ?? 5_000,
    async () => {
      const { sent, failed } = await deliverPending(options);
      return sent + failed >= (options.batchSize ?? 20);
    },
    (error) => options.log?.error(`mail sender: ${error instanceof Error ? error.message : String(error)}`),
  );
}
