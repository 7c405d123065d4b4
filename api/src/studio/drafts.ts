import { STUDIO_DRAFT_MESSAGES, type HistoryKind, type StudioRevision } from '@valley/shared/schemas/studio';
import { toLocalIso } from '@valley/shared/time';
import type { Db, Queryable } from '../db/db';
import { badRequest, HttpError, notFound } from '../http/errors';

// The studio's drafts, publications and history (decision 095), for any kind of content: a draft changes nothing on the site; a
// publication writes it where the site reads it, as the next revision, and keeps it; an older revision comes back as a draft.

/** What `studio_history` keeps: the drafted kinds, and the dispatch's posts (decision 096). */
export type { HistoryKind };
export type DraftKind = Exclude<HistoryKind, 'post'>;

/** One thing the studio edits, e.g. the footer's second menu: where its live version is read from and written to. */
export interface Draftable<Content> {
  kind: DraftKind;
  key: string;
  /** The live revision, raised by each publication. */
  revision(db: Queryable): Promise<number>;
  live(db: Queryable): Promise<Content>;
  /** Writes a publication where the site reads it, as `revision`. */
  apply(tx: Queryable, content: Content, revision: number): Promise<void>;
  /** Whether it has never been on the site (a place the studio made): its first publication then keeps no version from before. */
  unpublished?(db: Queryable): Promise<boolean>;
}

export interface Versioned<Content> {
  revision: number;
  live: Content;
  draft: {
    content: Content;
    base_revision: number;
    saved_by: string | null;
    saved_at: string;
    /** When a publisher scheduled the draft to be published (decision 133), and who. */
    publish_at: string | null;
    scheduled_by: string | null;
  } | null;
  history: { revision: number; published_by: string | null; published_at: string | null }[];
}

const NAME = `nullif(trim(u.first_name || ' ' || u.last_name), '')`;
const isoOf = (value: Date | string) => toLocalIso(new Date(value));

/** The latest revision recorded in the history, or 1 for content the studio has never published. */
export async function recordedRevision(db: Queryable, kind: HistoryKind, key: string): Promise<number> {
  const { rows } = await db.query<{ revision: number | null }>('select max(revision) as revision from studio_history where kind = $1 and key = $2', [
    kind,
    key,
  ]);
  return rows[0]?.revision ?? 1;
}

/** The item as the studio shows it: live, its draft, and its last 20 publications. */
export async function versioned<Content>(db: Queryable, item: Draftable<Content>): Promise<Versioned<Content>> {
  const { rows: drafts } = await db.query<{
    content: Content;
    base_revision: number;
    saved_by: string | null;
    saved_at: Date | string;
    publish_at: Date | string | null;
    scheduled_by: string | null;
  }>(
    `select d.content, d.base_revision, ${NAME} as saved_by, d.saved_at, d.publish_at,
            ${NAME.replaceAll('u.', 's.')} as scheduled_by
       from studio_drafts d left join users u on u.id = d.saved_by left join users s on s.id = d.scheduled_by
      where d.kind = $1 and d.key = $2`,
    [item.kind, item.key],
  );
  const draft = drafts[0];
  return {
    revision: await item.revision(db),
    live: await item.live(db),
    draft: draft
      ? {
          content: draft.content,
          base_revision: draft.base_revision,
          saved_by: draft.saved_by,
          saved_at: isoOf(draft.saved_at),
          publish_at: draft.publish_at ? isoOf(draft.publish_at) : null,
          scheduled_by: draft.publish_at ? draft.scheduled_by : null,
        }
      : null,
    history: await historyOf(db, item.kind, item.key),
  };
}

/** An item's last 20 publications, newest first. */
export async function historyOf(db: Queryable, kind: HistoryKind, key: string): Promise<Versioned<unknown>['history']> {
  const { rows } = await db.query<{ revision: number; published_by: string | null; published_at: Date | string | null }>(
    `select h.revision, ${NAME} as published_by, h.published_at from studio_history h left join users u on u.id = h.published_by
     where h.kind = $1 and h.key = $2 order by h.revision desc limit 20`,
    [kind, key],
  );
  return rows.map((row) => ({ revision: row.revision, published_by: row.published_by, published_at: row.published_at ? isoOf(row.published_at) : null }));
}

/**
 * Keeps a publication as the item's next revision (after `current`), and the first time the version it had before the studio
 * (`before`, or nothing for an item the studio created).
 */
export async function recordPublication(
  tx: Queryable,
  kind: HistoryKind,
  key: string,
  { current, before, content, memberId, now }: { current: number; before: unknown; content: unknown; memberId: number | null; now: Date },
): Promise<void> {
  if (before !== undefined) {
    await tx.query(
      `insert into studio_history (kind, key, revision, content, published_by, published_at) values ($1, $2, $3, $4::jsonb, null, null)
       on conflict do nothing`,
      [kind, key, current, JSON.stringify(before)],
    );
  }
  await tx.query(`insert into studio_history (kind, key, revision, content, published_by, published_at) values ($1, $2, $3, $4::jsonb, $5, $6)`, [
    kind,
    key,
    current + 1,
    JSON.stringify(content),
    memberId,
    now,
  ]);
}

/** One kept revision, with who published it and when: 404 when it is not in the history. */
export async function revisionOf(db: Queryable, kind: HistoryKind, key: string, revision: number): Promise<StudioRevision> {
  const { rows } = await db.query<{ content: unknown; published_by: string | null; published_at: Date | string | null }>(
    `select h.content, ${NAME} as published_by, h.published_at from studio_history h left join users u on u.id = h.published_by
     where h.kind = $1 and h.key = $2 and h.revision = $3`,
    [kind, key, revision],
  );
  const row = rows[0];
  if (!row) throw notFound(STUDIO_DRAFT_MESSAGES.noRevision);
  return { revision, published_by: row.published_by, published_at: row.published_at ? isoOf(row.published_at) : null, content: row.content };
}

/** The content of one kept revision: 404 when it is not in the history. */
export async function keptRevision<Content>(db: Queryable, kind: HistoryKind, key: string, revision: number): Promise<Content> {
  return (await revisionOf(db, kind, key, revision)).content as Content;
}

async function writeDraft<Content>(
  db: Queryable,
  item: Draftable<Content>,
  content: Content,
  baseRevision: number,
  memberId: number,
  now: Date,
): Promise<void> {
  // A changed draft is not the one a publisher scheduled: its time is called off (decision 133).
  await db.query(
    `insert into studio_drafts (kind, key, content, base_revision, saved_by, saved_at) values ($1, $2, $3::jsonb, $4, $5, $6)
     on conflict (kind, key) do update set content = excluded.content, base_revision = excluded.base_revision, saved_by = excluded.saved_by,
       saved_at = excluded.saved_at, publish_at = null, scheduled_by = null`,
    [item.kind, item.key, JSON.stringify(content), baseRevision, memberId, now],
  );
}

/** Saves the draft, started from `baseRevision`: 409 when a newer revision was published since. */
export async function saveDraft<Content>(db: Queryable, item: Draftable<Content>, content: Content, baseRevision: number, memberId: number, now: Date) {
  if (baseRevision !== (await item.revision(db))) throw new HttpError(409, STUDIO_DRAFT_MESSAGES.stale);
  await writeDraft(db, item, content, baseRevision, memberId, now);
}

/** The item's draft, locked for the transaction: 400 without one, 409 when a newer revision was published since it was started. */
async function currentDraft<Content>(tx: Queryable, item: Draftable<Content>): Promise<{ content: Content; current: number }> {
  const { rows } = await tx.query<{ content: Content; base_revision: number }>(
    'select content, base_revision from studio_drafts where kind = $1 and key = $2 for update',
    [item.kind, item.key],
  );
  const draft = rows[0];
  if (!draft) throw badRequest(STUDIO_DRAFT_MESSAGES.noDraft);
  const current = await item.revision(tx);
  if (draft.base_revision !== current) throw new HttpError(409, STUDIO_DRAFT_MESSAGES.stale);
  return { content: draft.content, current };
}

/** Publishes the draft as the next revision and keeps it (and, the first time, the version the site had before), in `tx`. */
async function publishIn<Content>(tx: Queryable, item: Draftable<Content>, memberId: number | null, now: Date): Promise<void> {
  const { content, current } = await currentDraft(tx, item);
  const before = (await item.unpublished?.(tx)) ? undefined : await item.live(tx);
  await item.apply(tx, content, current + 1);
  await recordPublication(tx, item.kind, item.key, { current, before, content, memberId, now });
  await tx.query('delete from studio_drafts where kind = $1 and key = $2', [item.kind, item.key]);
}

/** Publishes the draft now: 400 without one, 409 when it is stale. A time it was scheduled for goes with it. */
export async function publishDraft<Content>(db: Db, item: Draftable<Content>, memberId: number, now: Date): Promise<void> {
  await db.transaction((tx) => publishIn(tx, item, memberId, now));
}

/** Sets (or, with null, calls off) the time the draft is published at, by `memberId`: 400 without a draft, 409 when it is stale. */
export async function scheduleDraft<Content>(db: Db, item: Draftable<Content>, at: Date | null, memberId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await currentDraft(tx, item);
    await tx.query('update studio_drafts set publish_at = $3, scheduled_by = $4 where kind = $1 and key = $2', [item.kind, item.key, at, at && memberId]);
  });
}

/** A draft whose time has come, as the scheduled publisher takes it. */
export interface DueDraft {
  kind: DraftKind;
  key: string;
  scheduled_by: number | null;
}

/**
 * Publishes one draft whose scheduled time has come at `now`, as the member who scheduled it, and answers it (null when none is due).
 * Several API instances each take a different one (`skip locked`). One that cannot be published (stale, or its item gone) loses its
 * time and stays a draft, so it is not tried forever: `failed` says why.
 */
export async function publishNextDue(
  db: Db,
  itemOf: (due: DueDraft) => Draftable<unknown> | null,
  now: Date,
): Promise<(DueDraft & { failed: string | null }) | null> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.query<DueDraft>(
      `select kind, key, scheduled_by from studio_drafts where publish_at <= $1 order by publish_at, kind, key limit 1 for update skip locked`,
      [now],
    );
    const next = rows[0];
    if (!next) return null;
    const item = itemOf(next);
    try {
      await tx.query('savepoint scheduled');
      if (!item) throw new Error(`a ${next.kind} is not published at a time`);
      await publishIn(tx, item, next.scheduled_by, now);
      return { ...next, failed: null };
    } catch (error) {
      await tx.query('rollback to savepoint scheduled');
      await tx.query('update studio_drafts set publish_at = null where kind = $1 and key = $2', [next.kind, next.key]);
      return { ...next, failed: error instanceof Error ? error.message : String(error) };
    }
  });
}

export async function discardDraft<Content>(db: Queryable, item: Draftable<Content>): Promise<void> {
  await db.query('delete from studio_drafts where kind = $1 and key = $2', [item.kind, item.key]);
}

/** A revision from the history becomes the draft, based on the live revision: 404 when it is not there. */
export async function restoreRevision<Content>(db: Queryable, item: Draftable<Content>, revision: number, memberId: number, now: Date): Promise<void> {
  const content = await keptRevision<Content>(db, item.kind, item.key, revision);
  await writeDraft(db, item, content, await item.revision(db), memberId, now);
}
