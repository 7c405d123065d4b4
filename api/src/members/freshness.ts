import { LISTING_FRESHNESS } from '@valley/shared/api/limits';
import { LISTING_CHECKS, type ListingFreshness, type StaleReport } from '@valley/shared/schemas/freshness';
import { addDays, addMonths, type DayKey, dayKeyOf, formatDay, instantAt } from '@valley/shared/time';
import type { Db, Queryable } from '../db/db';
import { enqueueMail } from '../mail/outbox';
import { mailOf } from './notices';

// Freshness of destinations (decision 090): confirmed by an approved edit or the owner's "Still accurate"; owners are mailed at 6 and
// 11 months, and at 12 months an unconfirmed listing leaves listings, search and maps until it is confirmed again.

const { remindAfterMonths, hideAfterMonths } = LISTING_FRESHNESS;

/** The New York day `months` months after a confirmation on `day`, when that age is reached (confirmed May 3: 12 months on May 3). */
const ageReachedOn = (day: DayKey, months: number): DayKey => addMonths(day, months);

/**
 * The first instant a confirmation may have been made and still be under `months` months old at `now`: a confirmation before it has
 * reached that age. Counted in New York days, so it agrees with `ageReachedOn` (stepping over month ends that clamp, as Feb 29 does).
 */
export function confirmedSince(now: Date, months: number): Date {
  const today = dayKeyOf(now);
  let day = addDays(addMonths(today, -months), 1);
  while (ageReachedOn(addDays(day, -1), months) > today) day = addDays(day, -1);
  while (ageReachedOn(day, months) <= today) day = addDays(day, 1);
  return instantAt(day);
}

/** The earliest confirmation a listing may have and still be listed at `now` (under 12 months old). */
export const listedSince = (now: Date): Date => confirmedSince(now, hideAfterMonths);

/** What a public list asks of a destination `d`: approved and confirmed since `placeholder` (the parameter holding `listedSince`). */
export const listedCondition = (placeholder: string): string => `d.approved and d.last_confirmed_at >= ${placeholder}`;

/** Whether a listing confirmed at `confirmed` is still listed at `now`. */
export const isListed = (confirmed: Date | string, now: Date): boolean => new Date(confirmed) >= listedSince(now);

export function freshnessOf(confirmed: Date | string, now: Date): ListingFreshness {
  const at = new Date(confirmed);
  const confirmedOn = dayKeyOf(at);
  const [firstReminder = 6] = remindAfterMonths;
  return {
    confirmed_on: confirmedOn,
    state: !isListed(at, now) ? 'hidden' : at < confirmedSince(now, firstReminder) ? 'due' : 'fresh',
    hidden_from: ageReachedOn(confirmedOn, hideAfterMonths),
  };
}

/** Marks a destination confirmed at `now` (an approved edit, "Still accurate"); its reminders start again. */
export async function confirmListing(db: Queryable, id: number, now: Date): Promise<void> {
  await db.query('update destinations set last_confirmed_at = $2, freshness_reminded = 0 where id = $1', [id, now]);
}

interface ReminderRow {
  id: number;
  name: string;
  last_confirmed_at: Date | string;
  owner_email: string;
  first_name: string | null;
  months: number;
  [field: string]: unknown;
}

/**
 * Mails each owner once about their listings that newly reached 6 or 11 months unconfirmed (one mail per owner per run). A listing is
 * claimed by raising `freshness_reminded` in the transaction that queues the mail, so a reminder goes once across instances and runs; a
 * listing past 11 months that never had the first gets only the second. Listings nobody owns are the board's (the stale report).
 * Answers how many listings the mails named.
 */
export async function remindUnconfirmed(db: Db, now: Date, siteUrl: string): Promise<number> {
  return db.transaction(async (tx) => {
    const due: ReminderRow[] = [];
    for (const months of remindAfterMonths.toSorted((a, b) => b - a)) {
      const { rows } = await tx.query<ReminderRow>(
        `update destinations d set freshness_reminded = $1 from users u
          where u.id = d.owner_id and d.approved and d.freshness_reminded < $1 and d.last_confirmed_at < $2
          returning d.id, d.name, d.last_confirmed_at, u.email as owner_email, u.first_name, $1::int as months,
                    ${LISTING_CHECKS.map(({ field }) => `d.${field}`).join(', ')}, d.city`,
        [months, confirmedSince(now, months)],
      );
      due.push(...rows);
    }
    const byOwner = new Map<string, ReminderRow[]>();
    for (const row of due) byOwner.set(row.owner_email, [...(byOwner.get(row.owner_email) ?? []), row]);
    for (const [to, rows] of byOwner) {
      const [first] = rows;
      const subject = rows.length === 1 ? `Is “${first?.name}” still right? Please confirm your listing` : `Please confirm your ${rows.length} listings`;
      const lines = [
        first?.first_name ? `Hello ${first.first_name},` : 'Hello,',
        `Visitors plan their trips from your ${rows.length === 1 ? 'listing' : 'listings'} on Happy Valley, so please check ${rows.length === 1 ? 'it is' : 'they are'} still right:`,
        ...rows.flatMap((row) => {
          const { confirmed_on, hidden_from } = freshnessOf(row.last_confirmed_at, now);
          return [
            `“${row.name}”, last confirmed ${formatDay(confirmed_on, 'long')}. Unless it is confirmed, it leaves the guide's listings, search and maps on ${formatDay(hidden_from, 'long')}.`,
            `Check: ${checklist(row)}; and its description, photos and links.`,
          ];
        }),
        `If all is right, press “Still accurate” beside it on your dashboard; if something changed, edit it there and the board will review the change: ${siteUrl}/profile?tab=destinations`,
      ];
      await enqueueMail(tx, mailOf(to, subject, lines, 'listing-freshness'), now);
    }
    return due.length;
  });
}

/** 'Phone 814-555-0142; E-mail none listed; …': the facts a visitor acts on, as the listing has them. */
function checklist(row: Record<string, unknown>): string {
  return LISTING_CHECKS.map(({ field, label }) => {
    const value = field === 'address' ? [row.address, row.city].filter(Boolean).join(', ') : row[field];
    return `${label} ${typeof value === 'string' && value ? value : 'none listed'}`;
  }).join('; ');
}

/** How often each API instance looks for listings that reached 6 or 11 months (remindEvery of lib/every.ts). */
export const FRESHNESS_REMINDER_EVERY_MS = 60 * 60_000;

interface StaleRow {
  id: number;
  name: string;
  slug: string;
  last_confirmed_at: Date | string;
  town: string | null;
  category: string | null;
  first_name: string | null;
  last_name: string | null;
}

/** The board's report: approved destinations past the first reminder, by town and first category; hidden ones lead each group. */
export async function staleReport(db: Queryable, now: Date): Promise<StaleReport> {
  const [firstReminder = 6] = remindAfterMonths;
  const { rows } = await db.query<StaleRow>(
    `select d.id, d.name, d.slug, d.last_confirmed_at, coalesce(t.name, d.city) as town, u.first_name, u.last_name,
            (select c.name from destination_category_links l join destination_categories c on c.id = l.category_id
              where l.destination_id = d.id order by l.position, c.id limit 1) as category
       from destinations d left join towns t on t.id = d.town_id left join users u on u.id = d.owner_id
      where d.approved and d.last_confirmed_at < $1
      order by d.last_confirmed_at, d.id`,
    [confirmedSince(now, firstReminder)],
  );
  const groups = new Map<string, StaleReport['groups'][number]>();
  let hidden = 0;
  for (const row of rows) {
    const town = row.town ?? 'No town';
    const category = row.category ?? 'No category';
    const key = JSON.stringify([town, category]);
    const group = groups.get(key) ?? { town, category, due: 0, hidden: 0, listings: [] };
    const freshness = freshnessOf(row.last_confirmed_at, now);
    const owner = [row.first_name, row.last_name].filter(Boolean).join(' ');
    group.listings.push({ id: row.id, name: row.name, slug: row.slug, owner: owner || null, freshness });
    if (freshness.state === 'hidden') {
      group.hidden += 1;
      hidden += 1;
    } else group.due += 1;
    groups.set(key, group);
  }
  return {
    due: rows.length - hidden,
    hidden,
    groups: [...groups.values()].toSorted((a, b) => a.town.localeCompare(b.town) || a.category.localeCompare(b.category)),
  };
}
