import type { ReviewKind } from '@valley/shared/schemas/member';
import { addDays, DAY_MS, dayKeyOf, formatDateTime, instantAt, weekdayOf } from '@valley/shared/time';
import type { Db, Queryable } from '../db/db';
import { enqueueMail } from '../mail/outbox';
import { destinationKind, eventKind, itineraryKind, tipKind } from './kinds';
import { mailOf } from './notices';
import type { ContentKind } from './review-flow';

export type ContentReviewKind = Exclude<ReviewKind, 'reservation'>;

/** The kinds the board reviews as documents, and where each is public. */
export const REVIEW_KINDS: Record<ContentReviewKind, { kind: ContentKind<unknown>; path: string }> = {
  destination: { kind: destinationKind as ContentKind<unknown>, path: '/d/' },
  event: { kind: eventKind as ContentKind<unknown>, path: '/events/' },
  tip: { kind: tipKind as ContentKind<unknown>, path: '/tips/' },
  itinerary: { kind: itineraryKind as ContentKind<unknown>, path: '/itineraries/' },
};

/** A submission waiting for the board; `stamp` is its sending time at the database's full precision (a reminder's key). */
export interface WaitingItem {
  kind: ReviewKind;
  id: number;
  slug: string | null;
  title: string;
  approved: boolean;
  draft: unknown;
  owner_id: number | null;
  owner_name: string;
  email: string | null;
  submitted: Date;
  stamp: string;
}

/** A waiting item as the database answers it: the owner's name in parts, the sending time as the driver gives it. */
type WaitingRow = Omit<WaitingItem, 'kind' | 'owner_name' | 'submitted'> & {
  first_name: string | null;
  last_name: string | null;
  submitted: Date | string;
};

/** Everything that waits for the board, oldest first: content not yet approved or with an edit pending, and reservation requests. */
export async function waitingItems(db: Queryable): Promise<WaitingItem[]> {
  const items: WaitingItem[] = [];
  const add = (kind: ReviewKind, rows: WaitingRow[]) => {
    for (const row of rows) {
      items.push({
        kind,
        id: row.id,
        slug: row.slug,
        title: row.title,
        approved: row.approved,
        draft: row.draft,
        owner_id: row.owner_id,
        owner_name: [row.first_name, row.last_name].filter(Boolean).join(' ') || 'The board',
        email: row.email,
        submitted: new Date(row.submitted),
        stamp: row.stamp,
      });
    }
  };
  for (const [name, { kind }] of Object.entries(REVIEW_KINDS) as [ContentReviewKind, (typeof REVIEW_KINDS)['destination']][]) {
    const { rows } = await db.query<WaitingRow>(
      `select x.id, x.slug, x.${kind.titleColumn} as title, x.approved, x.draft, x.owner_id, u.first_name, u.last_name, u.email,
              x.updated_at as submitted, x.updated_at::text as stamp
         from ${kind.table} x left join users u on u.id = x.owner_id where x.review_status = 'pending' order by x.updated_at, x.id`,
    );
    add(name, rows);
  }
  const { rows } = await db.query<WaitingRow>(
    `select r.id, null as slug, 'Reservation at ' || d.name as title, false as approved, null as draft, r.user_id as owner_id,
            u.first_name, u.last_name, u.email, r.created_at as submitted, r.created_at::text as stamp
       from reservations r join destinations d on d.id = r.destination_id join users u on u.id = r.user_id
      where not r.approved order by r.created_at, r.id`,
  );
  add('reservation', rows);
  return items.toSorted((a, b) => a.submitted.getTime() - b.submitted.getTime() || a.id - b.id);
}

/** How much of the time between two instants falls on weekdays in the valley (New York days; public holidays count as weekdays). */
export function businessMsBetween(from: Date, to: Date): number {
  let total = 0;
  for (let day = dayKeyOf(from); instantAt(day) < to; day = addDays(day, 1)) {
    const weekday = weekdayOf(day);
    if (weekday === 0 || weekday === 6) continue;
    const start = Math.max(from.getTime(), instantAt(day).getTime());
    const end = Math.min(to.getTime(), instantAt(addDays(day, 1)).getTime());
    if (end > start) total += end - start;
  }
  return total;
}

/** A submission waits too long past this many business days: the board is reminded (issue 46). */
export const REMINDER_BUSINESS_DAYS = 2;
export const isOverdue = (submitted: Date, now: Date) => businessMsBetween(submitted, now) > REMINDER_BUSINESS_DAYS * DAY_MS;

const KIND_WORDS: Record<ReviewKind, string> = {
  destination: 'Destination',
  event: 'Event',
  tip: 'Tip',
  itinerary: 'Itinerary',
  reservation: 'Reservation request',
};

/**
 * Mails each Board member one list of the submissions that have newly waited more than two business days. Each submission is
 * claimed in `review_reminders` in the transaction that queues the mail, so it is mentioned once across instances and runs; an edit
 * sent again is a new submission. Answers how many submissions the mail named.
 */
export async function remindBoard(db: Db, now: Date, siteUrl: string): Promise<number> {
  const overdue = (await waitingItems(db)).filter((item) => isOverdue(item.submitted, now));
  if (overdue.length === 0) return 0;
  return db.transaction(async (tx) => {
    const named: WaitingItem[] = [];
    for (const item of overdue) {
      const { rows } = await tx.query(
        `insert into review_reminders (kind, item_id, submitted_at, mailed_at) values ($1, $2, $3::timestamptz, $4) on conflict do nothing returning item_id`,
        [item.kind, item.id, item.stamp, now],
      );
      if (rows.length > 0) named.push(item);
    }
    if (named.length === 0) return 0;
    const { rows: board } = await tx.query<{ email: string }>(`select email from users where role = 'Board' order by id`);
    const lines = [
      `${named.length === 1 ? 'This has' : `These ${named.length} have`} waited for review more than ${REMINDER_BUSINESS_DAYS} business days:`,
      ...named.map((item) => `- ${KIND_WORDS[item.kind]} “${item.title}” from ${item.owner_name}, sent ${formatDateTime(item.submitted)}`),
      `Review them at ${siteUrl}/profile?tab=review`,
    ];
    const subject = `Waiting for review: ${named.length} ${named.length === 1 ? 'item' : 'items'} over ${REMINDER_BUSINESS_DAYS} business days`;
    for (const { email } of board) await enqueueMail(tx, mailOf(email, subject, lines, 'review-reminder'), now);
    await tx.query(`delete from review_reminders where mailed_at < $1`, [new Date(now.getTime() - 90 * DAY_MS)]);
    return named.length;
  });
}

/** How often each API instance looks for overdue items (remindEvery of lib/every.ts). */
export const REVIEW_REMINDER_EVERY_MS = 15 * 60_000;
