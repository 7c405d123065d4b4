import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { MENU_NAMES, type MenuName } from '@valley/shared/schemas/site';
import { STUDIO_ROLES, type StudioMenu, type StudioMenuLink } from '@valley/shared/schemas/studio';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { notFound } from '../http/errors';
import { route } from '../http/route';
import { registerDraftedCalls } from '../studio/drafted-calls';
import { type Draftable, versioned } from '../studio/drafts';
import { requireStudioRole } from './studio';

interface MenuRow {
  id: number;
  name: MenuName;
  title: string;
}

/** A menu as a draftable item: its links (`target` '_blank' is "opens in a new tab") and the revision kept on `menus`. */
function menuItem(menu: MenuRow): Draftable<StudioMenuLink[]> {
  return {
    kind: 'menu',
    key: menu.name,
    async revision(db) {
      const { rows } = await db.query<{ revision: number }>('select revision from menus where id = $1', [menu.id]);
      return rows[0]!.revision;
    },
    async live(db) {
      const { rows } = await db.query<{ title: string; url: string; target: string | null }>(
        'select title, url, target from menu_links where menu_id = $1 order by position, id',
        [menu.id],
      );
      return rows.map((row) => ({ title: row.title, url: row.url, new_tab: row.target === '_blank' }));
    },
    async apply(tx, links, revision) {
      await tx.query('delete from menu_links where menu_id = $1', [menu.id]);
      for (const [position, link] of links.entries()) {
        await tx.query('insert into menu_links (menu_id, position, title, url, target) values ($1, $2, $3, $4, $5)', [
          menu.id,
          position,
          link.title,
          link.url,
          link.new_tab ? '_blank' : null,
        ]);
      }
      await tx.query('update menus set revision = $2 where id = $1', [menu.id, revision]);
    },
  };
}

async function menuRow(db: Queryable, name: MenuName): Promise<MenuRow> {
  const { rows } = await db.query<MenuRow>('select id, name, title from menus where name = $1', [name]);
  if (!rows[0]) throw notFound('No such menu');
  return rows[0];
}

async function studioMenu(db: Queryable, menu: MenuRow): Promise<StudioMenu> {
  const { revision, live, draft, history } = await versioned(db, menuItem(menu));
  return {
    name: menu.name,
    title: menu.title,
    revision,
    links: live,
    draft: draft && { links: draft.content, base_revision: draft.base_revision, saved_by: draft.saved_by, saved_at: draft.saved_at },
    history,
  };
}

/**
 * The studio's menus (decision 095): the utility bar and the footer's two columns. Every studio role saves and discards drafts and
 * restores an older revision as a draft; publishers and the Board publish, and the site's menu changes only then.
 */
export function registerStudioMenuRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;
  route(app, contract.studioMenus, async ({ member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const { rows } = await db.query<MenuRow>('select id, name, title from menus where name = any($1::text[])', [[...MENU_NAMES]]);
    const ordered = MENU_NAMES.flatMap((name) => rows.filter((row) => row.name === name));
    return Promise.all(ordered.map((menu) => studioMenu(db, menu)));
  });

  registerDraftedCalls(app, ctx, 'studioMenu', {
    item: async ({ name }) => menuItem(await menuRow(db, name)),
    draft: (body) => body.links,
    view: async ({ name }) => studioMenu(db, await menuRow(db, name)),
  });
}
