import type { PendingReview } from '@valley/shared/schemas/common';
import type { Member } from '../auth/tokens';
import type { Db, Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { type ContentKind, memberDocument, type OwnedRow } from './review-flow';

/** Carries the page read inside the preview's transaction out of it: throwing is what rolls the transaction back. */
class Preview<T> {
  constructor(readonly page: T) {}
}

/**
 * A draft call (member-area §4 draft pages): the item's public page as its owner or the board should see it. While the board has
 * not published the member's version (new, edited or sent back), that version is laid over the row and marked approved inside a
 * transaction, the public reader reads it exactly as approval would publish it, and the transaction is rolled back: nothing is written
 * and nobody else sees it. Anyone else, and an item with nothing pending, gets the published page.
 */
export async function ownerPreview<T>(
  db: Db,
  kind: ContentKind<unknown>,
  key: { column: 'id' | 'slug'; value: string | number },
  member: Member,
  readPage: (q: Queryable, id: number) => Promise<T | undefined>,
): Promise<T & { pending_review: PendingReview }> {
  const { rows } = await db.query<OwnedRow>(
    `select id, slug, approved, draft, review_status, review_note, owner_id from ${kind.table} where ${key.column} = $1`,
    [key.value],
  );
  const row = rows[0];
  const mayPreview = row !== undefined && (member.role === 'Board' || (row.owner_id !== null && Number(row.owner_id) === member.id));
  const pending = row !== undefined && (!row.approved || (row.draft !== null && row.draft !== undefined));
  if (row && mayPreview && pending) {
    try {
      await db.transaction(async (tx) => {
        if (row.approved && row.draft) await kind.write(tx, row.id, await memberDocument(tx, kind, row));
        await tx.query(`update ${kind.table} set approved = true where id = $1`, [row.id]);
        throw new Preview(await readPage(tx, row.id));
      });
    } catch (outcome) {
      if (!(outcome instanceof Preview)) throw outcome;
      const page = outcome.page as T | undefined;
      if (page)
        return { ...page, pending_review: { status: row.review_status === 'rejected' ? 'rejected' : 'pending', note: row.review_note, live: row.approved } };
    }
  }
  const published = row?.approved ? await readPage(db, row.id) : undefined;
  if (!published) throw notFound(`${kind.label} not found`);
  return { ...published, pending_review: null };
}
