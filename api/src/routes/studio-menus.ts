import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { MENU_NAMES, type MenuName } from '@valley/shared/schemas/site';
import { STUDIO_MENU_MESSAGES, type StudioMenu, type StudioMenuLink } from '@valley/shared/schemas/studio';
import { toLocalIso } from '@valley/shared/time';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { badRequest, HttpError, notFound } from '../http/errors';
import { route } from '../http/route';
import { requireStudioRole } from './studio';

const EVERY_ROLE = ['admin', 'editor', 'publisher'] as const;
const PUBLISHERS = ['admin', 'publisher'] as const;
const NAME = `nullif(trim(u.first_name || ' ' || u.last_name), '')`;

interface MenuRow {
  id: number;
  name: MenuName;
  title: string;
  revision: number;
}

const isoOf = (value: Date | string) => toLocalIso(new Date(value));

/** The live links as the studio edits them (`target` '_blank' is "opens in a new tab"). */
async function liveLinks(db: Queryable, menuId: number): Promise<StudioMenuLink[]> {
  const { rows } = await db.query<{ title: string; url: string; target: string | null }>(
    'select title, url, target from menu_links where menu_id = $1 order by position, id',
    [menuId],
  );
  return rows.map((row) => ({ title: row.title, url: row.url, new_tab: row.target === '_blank' }));
}

async function menuRow(db: Queryable, name: MenuName, lock = false): Promise<MenuRow> {
  const { rows } = await db.query<MenuRow>(`select id, name, title, revision from menus where name = $1${lock ? ' for update' : ''}`, [name]);
  if (!rows[0]) throw notFound('No such menu');
  return rows[0];
}

async function studioMenu(db: Queryable, menu: MenuRow): Promise<StudioMenu> {
  const { rows: drafts } = await db.query<{ content: StudioMenuLink[]; base_revision: number; saved_by: string | null; saved_at: Date | string }>(
    `select d.content, d.base_revision, ${NAME} as saved_by, d.saved_at from studio_drafts d left join users u on u.id = d.saved_by where d.kind = 'menu' and d.key = $1`,
    [menu.name],
  );
  const { rows: history } = await db.query<{ revision: number; published_by: string | null; published_at: Date | string | null }>(
    `select h.revision, ${NAME} as published_by, h.published_at from studio_history h left join users u on u.id = h.published_by
     where h.kind = 'menu' and h.key = $1 order by h.revision desc limit 20`,
    [menu.name],
  );
  const draft = drafts[0];
  return {
    name: menu.name,
    title: menu.title,
    revision: menu.revision,
    links: await liveLinks(db, menu.id),
    draft: draft ? { links: draft.content, base_revision: draft.base_revision, saved_by: draft.saved_by, saved_at: isoOf(draft.saved_at) } : null,
    history: history.map((row) => ({
      revision: row.revision,
      published_by: row.published_by,
      published_at: row.published_at ? isoOf(row.published_at) : null,
    })),
  };
}

async function saveDraft(db: Queryable, name: MenuName, links: StudioMenuLink[], baseRevision: number, memberId: number, now: Date): Promise<void> {
  await db.query(
    `insert into studio_drafts (kind, key, content, base_revision, saved_by, saved_at) values ('menu', $1, $2::jsonb, $3, $4, $5)
     on conflict (kind, key) do update set content = excluded.content, base_revision = excluded.base_revision, saved_by = excluded.saved_by,
       saved_at = excluded.saved_at`,
    [name, JSON.stringify(links), baseRevision, memberId, now],
  );
}

/**
 * The studio's menus (decision 095): the utility bar and the footer's two columns. Every studio role saves and discards drafts and
 * restores an older revision as a draft; publishers and the Board publish, and the site's menu changes only then.
 */
export function registerStudioMenuRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  route(app, contract.studioMenus, async ({ member }) => {
    await requireStudioRole(db, member, EVERY_ROLE);
    const menus = await Promise.all(MENU_NAMES.map((name) => menuRow(db, name).catch(() => null)));
    return Promise.all(menus.filter((menu): menu is MenuRow => menu !== null).map((menu) => studioMenu(db, menu)));
  });

  route(app, contract.studioMenuDraft, async ({ body, member }) => {
    await requireStudioRole(db, member, EVERY_ROLE);
    const menu = await menuRow(db, body.name);
    if (body.base_revision !== menu.revision) throw new HttpError(409, STUDIO_MENU_MESSAGES.stale);
    await saveDraft(db, menu.name, body.links, menu.revision, member.id, now());
    return studioMenu(db, menu);
  });

  route(app, contract.studioMenuPublish, async ({ body, member }) => {
    await requireStudioRole(db, member, PUBLISHERS);
    const published = await db.transaction(async (tx) => {
      const menu = await menuRow(tx, body.name, true);
      const { rows } = await tx.query<{ content: StudioMenuLink[]; base_revision: number }>(
        `select content, base_revision from studio_drafts where kind = 'menu' and key = $1`,
        [menu.name],
      );
      const draft = rows[0];
      if (!draft) throw badRequest(STUDIO_MENU_MESSAGES.noDraft);
      if (draft.base_revision !== menu.revision) throw new HttpError(409, STUDIO_MENU_MESSAGES.stale);
      const at = now();
      // The version the site had before the studio's first publication is kept too, so it can be restored.
      await tx.query(
        `insert into studio_history (kind, key, revision, content, published_by, published_at) values ('menu', $1, $2, $3::jsonb, null, null)
         on conflict do nothing`,
        [menu.name, menu.revision, JSON.stringify(await liveLinks(tx, menu.id))],
      );
      await tx.query('delete from menu_links where menu_id = $1', [menu.id]);
      for (const [position, link] of draft.content.entries()) {
        await tx.query('insert into menu_links (menu_id, position, title, url, target) values ($1, $2, $3, $4, $5)', [
          menu.id,
          position,
          link.title,
          link.url,
          link.new_tab ? '_blank' : null,
        ]);
      }
      const revision = menu.revision + 1;
      await tx.query('update menus set revision = $2 where id = $1', [menu.id, revision]);
      await tx.query(`insert into studio_history (kind, key, revision, content, published_by, published_at) values ('menu', $1, $2, $3::jsonb, $4, $5)`, [
        menu.name,
        revision,
        JSON.stringify(draft.content),
        member.id,
        at,
      ]);
      await tx.query(`delete from studio_drafts where kind = 'menu' and key = $1`, [menu.name]);
      return { ...menu, revision };
    });
    app.contentChanged();
    return studioMenu(db, published);
  });

  route(app, contract.studioMenuDiscard, async ({ body, member }) => {
    await requireStudioRole(db, member, EVERY_ROLE);
    const menu = await menuRow(db, body.name);
    await db.query(`delete from studio_drafts where kind = 'menu' and key = $1`, [menu.name]);
    return studioMenu(db, menu);
  });

  route(app, contract.studioMenuRestore, async ({ body, member }) => {
    await requireStudioRole(db, member, EVERY_ROLE);
    const menu = await menuRow(db, body.name);
    const { rows } = await db.query<{ content: StudioMenuLink[] }>(`select content from studio_history where kind = 'menu' and key = $1 and revision = $2`, [
      menu.name,
      body.revision,
    ]);
    if (!rows[0]) throw notFound(STUDIO_MENU_MESSAGES.noRevision);
    await saveDraft(db, menu.name, rows[0].content, menu.revision, member.id, now());
    return studioMenu(db, menu);
  });
}
