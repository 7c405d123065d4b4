import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { Globals, MenuLink, NavItem } from '@valley/shared/schemas/site';
import type { AppContext } from '../app';
import { readContentVersion } from '../http/content-version';
import { route } from '../http/route';
import { notFound } from '../http/errors';
import { absoluteMedia } from '../lib/media';

interface NavRow {
  id: number;
  title: string;
  text_color: string | null;
  background_color: string | null;
  alternate_color: string | null;
  content: string | null;
  link: string | null;
  featured_links: NavItem['featured_links'];
  featured_blocks: NavItem['featured_blocks'];
  sticky_menu_categories: NavItem['sticky_menu_categories'];
}

export function registerSiteRoutes(app: FastifyInstance, { db, mediaUrl }: AppContext): void {
  const toUrl = (path: string) => mediaUrl(path);

  route(app, contract.nav, async () => {
    const { rows } = await db.query<NavRow>(
      `select id, title, text_color, background_color, alternate_color, content, link,
              featured_links, featured_blocks, sticky_menu_categories
         from nav_items where approved order by position, id`,
    );
    return rows.map((row): NavItem => ({
      id: row.id,
      title: row.title,
      fields: {
        text_color: row.text_color,
        background_color: row.background_color,
        alternate_color: row.alternate_color,
        content: row.content,
        link: row.link,
      },
      featured_links: row.featured_links,
      featured_blocks: absoluteMedia(row.featured_blocks, toUrl),
      sticky_menu_categories: row.sticky_menu_categories,
    }));
  });

  route(app, contract.menu, async ({ params }) => {
    const { rows } = await db.query<MenuLink>(
      `select l.title, l.url, l.target
         from menu_links l join menus m on m.id = l.menu_id
        where m.name = $1 order by l.position, l.id`,
      [params.name],
    );
    return rows;
  });

  // Asked only for a page that would answer 404 (the render server, the 404 screen); a publication clears the cached answers. Not
  // moved is an answer, not an error: the 404 screen's browser console stays clean.
  route(app, contract.moved, async ({ query }) => {
    const { rows } = await db.query<{ to_path: string }>('select to_path from moved_paths where from_path = $1', [query.path]);
    return { location: rows[0]?.to_path ?? null };
  });

  // Read from the database each time: a render server keys its page cache by it (decision 111).
  route(app, contract.contentVersion, async () => readContentVersion(db), { fresh: true });

  route(app, contract.globals, async () => {
    const { rows } = await db.query<{ value: Globals }>(`select value from globals where key = 'global'`);
    const row = rows[0];
    if (!row) throw notFound('Global variables not found');
    return absoluteMedia(row.value, toUrl);
  });
}
