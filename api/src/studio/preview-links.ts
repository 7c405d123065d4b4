import { randomBytes } from 'node:crypto';
import { PREVIEW_PARAM } from '@valley/shared/api/preview';
import { PREVIEW_LINK_DAYS, type StudioPreviewLink } from '@valley/shared/schemas/studio-pages';
import { toLocalIso } from '@valley/shared/time';
import { hashToken } from '../auth/tokens';
import type { Queryable } from '../db/db';

// Preview links (decisions 115, 125): a random token of which only the SHA-256 is kept, for one page or one post, for a week.

/** What a link shows: a page or a dispatch post, by id. */
export type PreviewOf = { page_id: number } | { post_id: number };

const columnOf = (item: PreviewOf) => ('page_id' in item ? { column: 'page_id', id: item.page_id } : { column: 'post_id', id: item.post_id });

/** A new link to `link` (the item's address on the site) that shows `item` with its draft; links gone by are deleted as it is made. */
export async function makePreviewLink(db: Queryable, item: PreviewOf, link: string, memberId: number, at: Date): Promise<StudioPreviewLink> {
  const { column, id } = columnOf(item);
  const token = randomBytes(32).toString('base64url');
  const expires = new Date(at.getTime() + PREVIEW_LINK_DAYS * 86_400_000);
  await db.query('delete from preview_links where expires_at <= $1', [at]);
  await db.query(`insert into preview_links (token_hash, ${column}, created_by, created_at, expires_at) values ($1, $2, $3, $4, $5)`, [
    hashToken(token),
    id,
    memberId,
    at,
    expires,
  ]);
  return { link: `${link}?${PREVIEW_PARAM}=${token}`, expires_at: toLocalIso(expires) };
}

/** Every link of the item stops working: how many there were. */
export async function withdrawPreviewLinks(db: Queryable, item: PreviewOf): Promise<{ withdrawn: number }> {
  const { column, id } = columnOf(item);
  const { rows } = await db.query(`delete from preview_links where ${column} = $1 returning 1`, [id]);
  return { withdrawn: rows.length };
}
