import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { NavItem } from '@valley/shared/schemas/site';
import { STUDIO_ROLES } from '@valley/shared/schemas/studio';
import { STUDIO_PLACE_MESSAGES, type StudioCategory, type StudioCategoryContent } from '@valley/shared/schemas/studio-places';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { registerDraftedCalls } from '../studio/drafted-calls';
import { type Draftable, recordedRevision, versioned } from '../studio/drafts';
import { movePath } from '../studio/moved-paths';
import { requireStudioRole } from './studio';

/** A destination category's page (mf-discover's `/c/:slug`). */
const categoryPath = (slug: string) => `/c/${slug}`;

async function slugFree(db: Queryable, id: number, slug: string): Promise<void> {
  const { rows } = await db.query('select 1 from destination_categories where slug = $1 and id <> $2', [slug, id]);
  if (rows.length > 0) throw badRequest(`slug: ${STUDIO_PLACE_MESSAGES.slugTaken}`);
}

/** A category's new address and name: the path moves (301 from the old one), and the navigation's panels name it anew. */
async function moveCategory(tx: Queryable, before: StudioCategoryContent, after: StudioCategoryContent, now: Date): Promise<void> {
  await movePath(tx, categoryPath(before.slug), categoryPath(after.slug), now);
  const { rows } = await tx.query<Pick<NavItem, 'id' | 'sticky_menu_categories'>>('select id, sticky_menu_categories from nav_items');
  for (const row of rows) {
    if (!row.sticky_menu_categories.some((category) => category.slug === before.slug)) continue;
    const categories = row.sticky_menu_categories.map((category) =>
      category.slug === before.slug ? { ...category, name: after.name, slug: after.slug } : category,
    );
    await tx.query('update nav_items set sticky_menu_categories = $2::jsonb, updated_at = $3 where id = $1', [row.id, JSON.stringify(categories), now]);
  }
}

async function liveCategory(db: Queryable, id: number): Promise<StudioCategoryContent> {
  const { rows } = await db.query<StudioCategoryContent>('select name, slug, description from destination_categories where id = $1', [id]);
  if (!rows[0]) throw notFound('No such category');
  return rows[0];
}

/** A destination category as a draftable item: its name, address and description, kept in the studio's history. */
function categoryItem(id: number, now: () => Date): Draftable<StudioCategoryContent> {
  return {
    kind: 'category',
    key: String(id),
    revision: (db) => recordedRevision(db, 'category', String(id)),
    live: (db) => liveCategory(db, id),
    async apply(tx, content) {
      await slugFree(tx, id, content.slug);
      const before = await liveCategory(tx, id);
      await tx.query('update destination_categories set name = $2, slug = $3, description = $4, updated_at = $5 where id = $1', [
        id,
        content.name,
        content.slug,
        content.description,
        now(),
      ]);
      await moveCategory(tx, before, content, now());
    },
  };
}

async function studioCategory(db: Queryable, id: number, now: () => Date): Promise<StudioCategory> {
  const view = await versioned(db, categoryItem(id, now));
  const path = categoryPath(view.live.slug);
  const { rows } = await db.query<{ destinations: number; navigation: number }>(
    `select (select count(*)::int from destination_category_links l join destinations d on d.id = l.destination_id
              where l.category_id = $1 and d.approved) as destinations,
            (select count(*)::int from menu_links where url = $2)
              + (select count(*)::int from nav_items n
                  where n.link = $2 or n.featured_links @> jsonb_build_array(jsonb_build_object('link', $2::text))
                     or n.sticky_menu_categories @> jsonb_build_array(jsonb_build_object('slug', $3::text)))
              as navigation`,
    [id, path, view.live.slug],
  );
  return { id, ...view, used_by: rows[0]! };
}

/**
 * The studio's places (decision 097): destination categories, drafted by every studio role and published by publishers and the
 * Board. A published new address answers the old one with 301 and the navigation follows it.
 */
export function registerStudioPlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, now } = ctx;
  route(app, contract.studioCategories, async ({ member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const { rows } = await db.query<{ id: number; name: string; slug: string; destinations: number; drafted: boolean }>(
      `select c.id, c.name, c.slug,
              (select count(*)::int from destination_category_links l join destinations d on d.id = l.destination_id
                where l.category_id = c.id and d.approved) as destinations,
              exists (select 1 from studio_drafts s where s.kind = 'category' and s.key = c.id::text) as drafted
         from destination_categories c where c.approved order by c.name, c.id`,
    );
    return rows;
  });

  route(app, contract.studioCategory, async ({ params, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return studioCategory(db, params.id, now);
  });

  registerDraftedCalls(app, ctx, 'studioCategory', {
    item: async ({ id }) => (await liveCategory(db, id), categoryItem(id, now)),
    draft: async ({ id, category }) => (await slugFree(db, id, category.slug), category),
    view: ({ id }) => studioCategory(db, id, now),
  });
}
