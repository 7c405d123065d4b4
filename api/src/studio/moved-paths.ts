import type { NavItem } from '@valley/shared/schemas/site';
import type { Queryable } from '../db/db';

// A page of the site moved to a new address by the studio (decisions 097, 104): the old one answers 301 (moved_paths, read by the
// render server), and the links the studio manages — the menus and the main navigation — follow it.

/** `link` when it is the page at `from` (its query and fragment kept), moved to `to`; otherwise `link` itself. */
function followed(link: string | null, from: string, to: string): string | null {
  if (link === null) return null;
  return link === from || link.startsWith(`${from}?`) || link.startsWith(`${from}#`) ? `${to}${link.slice(from.length)}` : link;
}

type NavLinks = Pick<NavItem, 'id' | 'featured_links' | 'featured_blocks'> & { link: string | null };

/** `from` answers 301 to `to` (older moves to `from` go straight to `to`), and the menus and the main navigation link to `to`. */
export async function movePath(tx: Queryable, from: string, to: string, now: Date): Promise<void> {
  if (from === to) return;
  await tx.query('delete from moved_paths where from_path = $1', [to]);
  await tx.query('update moved_paths set to_path = $2, moved_at = $3 where to_path = $1', [from, to, now]);
  await tx.query(
    `insert into moved_paths (from_path, to_path, moved_at) values ($1, $2, $3)
     on conflict (from_path) do update set to_path = excluded.to_path, moved_at = excluded.moved_at`,
    [from, to, now],
  );
  await tx.query(`update menu_links set url = $2 || substr(url, length($1) + 1) where url = $1 or url like $1 || '?%' or url like $1 || '#%'`, [from, to]);
  const { rows } = await tx.query<NavLinks>('select id, link, featured_links, featured_blocks from nav_items');
  for (const row of rows) {
    const next = {
      link: followed(row.link, from, to),
      featured_links: row.featured_links.map((item) => ({ ...item, link: followed(item.link, from, to) ?? item.link })),
      featured_blocks: row.featured_blocks.map((block) => ({ ...block, fields: { ...block.fields, link: followed(block.fields.link, from, to) } })),
    };
    const { link, featured_links, featured_blocks } = row;
    if (JSON.stringify(next) === JSON.stringify({ link, featured_links, featured_blocks })) continue;
    await tx.query('update nav_items set link = $2, featured_links = $3::jsonb, featured_blocks = $4::jsonb, updated_at = $5 where id = $1', [
      row.id,
      next.link,
      JSON.stringify(next.featured_links),
      JSON.stringify(next.featured_blocks),
      now,
    ]);
  }
}

/** How many menu links and navigation tabs (their own link, or a featured link in their panel) point to `path`. */
export async function navigationLinksTo(db: Queryable, path: string): Promise<number> {
  const { rows } = await db.query<{ count: number }>(
    `select (select count(*)::int from menu_links where url = $1)
            + (select count(*)::int from nav_items n
                where n.link = $1 or n.featured_links @> jsonb_build_array(jsonb_build_object('link', $1::text))) as count`,
    [path],
  );
  return rows[0]!.count;
}
