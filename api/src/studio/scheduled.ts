import type { Db } from '../db/db';
import { remindEvery } from '../lib/every';
import { pageItem } from '../routes/studio-pages';
import { recordAudit } from './audit';
import { type DueDraft, publishNextDue } from './drafts';

/** How often each API instance looks for drafts whose time has come: a scheduled change is on the site within this and the caches' lives. */
export const SCHEDULED_EVERY_MS = 5_000;

/** The drafted items a publisher can schedule (decision 133): a live page's changes. */
const scheduledItem = ({ kind, key }: DueDraft, now: Date) => (kind === 'page' ? pageItem(Number(key), () => now) : null);

/**
 * Publishes every draft whose time has come at `now`, each as the member who scheduled it and in the audit log under their name (one
 * that cannot go out says so there too), and tells the caches once. Answers how many went out.
 */
export async function publishDue(db: Db, now: Date, contentChanged: () => Promise<void>, log?: { error(message: string): void }): Promise<number> {
  let published = 0;
  try {
    for (;;) {
      const due = await publishNextDue(db, (next) => scheduledItem(next, now), now);
      if (!due) break;
      if (due.failed) log?.error(`scheduled ${due.kind} ${due.key} was not published: ${due.failed}`);
      else published += 1;
      if (due.scheduled_by === null) continue;
      const { rows } = await db.query<{ title: string }>('select title from pages where id = $1', [Number(due.key)]);
      await recordAudit(db, now, due.scheduled_by, {
        action: due.failed ? 'Could not publish, at the time set, the changes of' : 'Published, at the time set, the changes of',
        kind: 'page',
        key: due.key,
        label: rows[0]?.title ?? `page ${due.key}`,
      });
    }
  } finally {
    if (published > 0) await contentChanged();
  }
  return published;
}

/** The scheduled publisher of each API instance: several take different drafts (`skip locked`), on the app's clock (DEV_CLOCK in tests). */
export function startScheduledPublisher(
  db: Db,
  contentChanged: () => Promise<void>,
  { now, log }: { now?: () => Date; log: { error(message: string): void } },
): { stop(): Promise<void> } {
  return remindEvery('scheduled publications', SCHEDULED_EVERY_MS, (at) => publishDue(db, at, contentChanged, log), { now, log });
}
