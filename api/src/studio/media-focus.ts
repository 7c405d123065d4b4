import { type ImageFocus, withImageFocus } from '@valley/shared/media';
import type { Queryable } from '../db/db';
import { mapStrings } from '../lib/media';
import { PLACE_TABLES } from '../routes/studio-places';
import { holding } from './media-uses';

// A focal point travels in the URL of each use, as the size does (decision 134): the studio's own content that shows the image is
// rewritten when the point is set, so the site's pages carry it with no lookup. Members' listings keep their own pictures' URLs.

/** The tables of the studio's own content, drafts included, that can show a library image. */
const STUDIO_TABLES = ['pages', 'news_posts', ...PLACE_TABLES.map((place) => place.table), 'nav_items', 'globals', 'studio_drafts'];

/** `value` with every string that is the image's address (with any focal point) carrying `focus`; rich text is left as it is. */
const refocused = (value: unknown, path: string, focus: ImageFocus | null) =>
  mapStrings(value, (text) => (text === path || text.startsWith(`${path}#`) ? withImageFocus(path, focus) : text));

/** Rewrites the image's uses in the studio's content to carry `focus` (or none), in `tx`; answers how many rows changed. */
export async function carryFocus(tx: Queryable, path: string, focus: ImageFocus | null): Promise<number> {
  let changed = 0;
  for (const table of STUDIO_TABLES) {
    const { rows: columns } = await tx.query<{ name: string; type: string }>(
      `select column_name as name, data_type as type from information_schema.columns
        where table_schema = current_schema() and table_name = $1 and data_type in ('text', 'jsonb')`,
      [table],
    );
    const { rows } = await tx.query<Record<string, unknown> & { row_ref: string }>(
      `select ctid::text as row_ref, ${columns.map((column) => `"${column.name}"`).join(', ')} from ${table} t
        where jsonb_path_exists(to_jsonb(t) - 'search_vector', $1::jsonpath) for update`,
      [holding(path)],
    );
    for (const row of rows) {
      const updates = columns.flatMap((column) => {
        const next = refocused(row[column.name], path, focus);
        return JSON.stringify(next) === JSON.stringify(row[column.name]) ? [] : [{ column, next }];
      });
      if (updates.length === 0) continue;
      const sets = updates.map(({ column }, index) => `"${column.name}" = $${index + 2}${column.type === 'jsonb' ? '::jsonb' : ''}`);
      const values = updates.map(({ column, next }) => (column.type === 'jsonb' && next !== null ? JSON.stringify(next) : next));
      await tx.query(`update ${table} set ${sets.join(', ')} where ctid = $1::tid`, [row.row_ref, ...values]);
      changed += 1;
    }
  }
  return changed;
}
