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

const literal = (text: string) => text.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');

/**
 * An SQL/JSON path that finds a link to `path` in any string of a value (decision 124): the whole value, the value with a query or
 * fragment, or an `href` in rich text; not `/c/x-more` or `/c/x/y`.
 */
export const linksTo = (path: string) => `$.** ? (@ like_regex ${JSON.stringify(`(^|href=")${literal(path)}([?#"]|$)`)})`;

/** Every string inside `value` with its links to `from` pointed at `to`: a whole value (query and fragment kept), or `href` in rich text. */
function followedIn(value: unknown, from: string, to: string, href: RegExp): unknown {
  if (typeof value === 'string') return followed(value, from, to)!.replace(href, `href="${to}`);
  if (Array.isArray(value)) return value.map((item) => followedIn(item, from, to, href));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, followedIn(item, from, to, href)]));
  return value;
}

interface PageLinks {
  id: number;
  entry: unknown;
  content_blocks: unknown;
  home_blocks: unknown;
  draft: unknown;
  content_rendered: string | null;
}

/**
 * The pages' links to `from` point at `to` (decision 130): their blocks, home blocks, text and drafts, the way decision 124 counts a
 * page as linking to a place. Nothing else of a page changes, so no revision is made for it, as for the menus.
 */
async function followInPages(tx: Queryable, from: string, to: string): Promise<void> {
  const { rows } = await tx.query<PageLinks>(
    `select id, entry, content_blocks, home_blocks, draft, content_rendered from pages
      where jsonb_path_exists(jsonb_build_array(content_blocks, home_blocks, entry, draft, content_rendered), $1::jsonpath)`,
    [linksTo(from)],
  );
  const href = new RegExp(`href="${literal(from)}(?=["?#])`, 'g');
  for (const row of rows) {
    const [entry, blocks, home, draft, rendered] = [row.entry, row.content_blocks, row.home_blocks, row.draft, row.content_rendered].map((value) =>
      followedIn(value, from, to, href),
    );
    await tx.query(
      'update pages set entry = $2::jsonb, content_blocks = $3::jsonb, home_blocks = $4::jsonb, draft = $5::jsonb, content_rendered = $6 where id = $1',
      [
        row.id,
        JSON.stringify(entry),
        JSON.stringify(blocks),
        home === null ? null : JSON.stringify(home),
        draft === null ? null : JSON.stringify(draft),
        rendered,
      ],
    );
  }
}

/** `from` answers 301 to `to` (older moves to `from` go straight to `to`), and the menus, the main navigation and the pages link to `to`. */
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
  await followInPages(tx, from, to);
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
