import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { slugify } from '../lib/slug';

/**
 * How a member's write becomes public (member-area §4, decision 008): new items and edits of never-approved items wait in review;
 * an edit of an approved item waits in `draft` while the row the public sees stays as approved.
 */
export interface ContentKind<Doc> {
  /** Table of the item. */
  table: 'destinations' | 'events' | 'tips' | 'itineraries';
  /** 'Destination': used in messages ('Destination not found'). */
  label: string;
  /** Column holding the name shown in lists and slugs. */
  titleColumn: 'name' | 'title';
  /** The item as stored (row + lists). */
  load(db: Queryable, id: number): Promise<Doc>;
  /** Writes a document over the row and its lists (the row exists). */
  write(db: Queryable, id: number, doc: Doc): Promise<void>;
  /** The document's title (for the slug and messages). */
  title(doc: Doc): string;
}

export interface OwnedRow {
  id: number;
  slug: string;
  approved: boolean;
  draft: unknown;
  review_status: 'pending' | 'approved' | 'rejected';
  review_note: string | null;
  owner_id: number | null;
}

/** The member's own item, or a 404 worded like a missing one: another member's id must not reveal that it exists. */
export async function ownedRow(db: Queryable, kind: ContentKind<unknown>, id: number, memberId: number): Promise<OwnedRow> {
  const { rows } = await db.query<OwnedRow>(
    `select id, slug, approved, draft, review_status, review_note, owner_id from ${kind.table} where id = $1 and owner_id = $2`,
    [id, memberId],
  );
  const row = rows[0];
  if (!row) throw notFound(`${kind.label} not found`);
  return row;
}

/** A slug no other row of the table has: 'elk-creek-cafe', then 'elk-creek-cafe-2'. */
export async function uniqueSlug(db: Queryable, table: string, title: string): Promise<string> {
  const base = slugify(title).slice(0, 80) || 'item';
  const { rows } = await db.query<{ slug: string }>(`select slug from ${table} where slug = $1 or slug like $2`, [base, `${base}-%`]);
  const taken = new Set(rows.map((row) => row.slug));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** Creates the row with the bare minimum, then writes the document over it. */
export async function createItem<Doc>(db: Queryable, kind: ContentKind<Doc>, doc: Doc, ownerId: number, required: Record<string, unknown>): Promise<number> {
  const slug = await uniqueSlug(db, kind.table, kind.title(doc));
  const columns = { ...required, slug, [kind.titleColumn]: kind.title(doc), owner_id: ownerId, approved: false, review_status: 'pending' };
  const names = Object.keys(columns);
  const { rows } = await db.query<{ id: number }>(
    `insert into ${kind.table} (${names.join(', ')}) values (${names.map((_, index) => `$${index + 1}`).join(', ')}) returning id`,
    Object.values(columns),
  );
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`insert into ${kind.table} returned no id`);
  await kind.write(db, id, doc);
  return id;
}

/** Saves a member's edit: over the row when it was never public, as a pending draft when it is. */
export async function saveEdit<Doc>(db: Queryable, kind: ContentKind<Doc>, row: OwnedRow, doc: Doc): Promise<void> {
  if (row.approved) {
    await db.query(`update ${kind.table} set draft = $2, review_status = 'pending', review_note = null, updated_at = now() where id = $1`, [
      row.id,
      JSON.stringify(doc),
    ]);
    return;
  }
  await kind.write(db, row.id, doc);
  await db.query(`update ${kind.table} set review_status = 'pending', review_note = null, updated_at = now() where id = $1`, [row.id]);
}

/** Whether the board trusts the member: their edits of approved items publish at once (decision 087). */
export async function isTrusted(db: Queryable, memberId: number): Promise<boolean> {
  const { rows } = await db.query<{ trusted: boolean }>('select trusted_at is not null as trusted from users where id = $1', [memberId]);
  return rows[0]?.trusted === true;
}

/**
 * A trusted partner's edit of an approved item: written over the row at once, any pending draft dropped, and logged in `edit_audit`
 * with the public version it replaced, for the board to see and revert (decision 087).
 */
export async function publishTrustedEdit<Doc>(
  db: Queryable,
  { review, kind, row, doc, memberId, now }: { review: string; kind: ContentKind<Doc>; row: OwnedRow; doc: Doc; memberId: number; now: Date },
): Promise<void> {
  const before = await kind.load(db, row.id);
  await kind.write(db, row.id, doc);
  await db.query(`update ${kind.table} set draft = null, review_status = 'approved', review_note = null where id = $1`, [row.id]);
  await db.query('insert into edit_audit (kind, item_id, member_id, before, after, published_at) values ($1, $2, $3, $4, $5, $6)', [
    review,
    row.id,
    memberId,
    JSON.stringify(before),
    JSON.stringify(doc),
    now,
  ]);
}

/** What the member sees of their item: the pending edit (which may hold only the fields it changes) laid over the stored item. */
export async function memberDocument<Doc>(db: Queryable, kind: ContentKind<Doc>, row: Pick<OwnedRow, 'id' | 'draft'>): Promise<Doc> {
  const stored = await kind.load(db, row.id);
  return row.draft && typeof row.draft === 'object' ? { ...stored, ...(row.draft as Partial<Doc>) } : stored;
}

/** The review fields every dashboard item carries. */
export function reviewFields(row: OwnedRow) {
  return {
    approved: (row.approved ? 1 : 0) as 0 | 1,
    review_status: row.review_status,
    review_note: row.review_note,
    has_pending_changes: row.approved && row.draft !== null && row.draft !== undefined,
  };
}
