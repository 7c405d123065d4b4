import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { NavItem } from '@valley/shared/schemas/site';
import { STUDIO_ROLES } from '@valley/shared/schemas/studio';
import { type PlaceKind, STUDIO_PLACE_MESSAGES, type StudioPlace, type StudioPlaceContent } from '@valley/shared/schemas/studio-places';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { registerDraftedCalls } from '../studio/drafted-calls';
import { type Draftable, recordedRevision, versioned } from '../studio/drafts';
import { movePath, navigationLinksTo } from '../studio/moved-paths';
import { requireStudioRole } from './studio';

/** Where one kind of place is kept and shown, and what follows it when it moves (decision 119). */
interface PlaceTable {
  kind: PlaceKind;
  table: 'destination_categories' | 'experiences' | 'towns' | 'event_categories';
  /** The column its introducing line is kept in. */
  description: 'description' | 'meta_description';
  /** Its page on the site. */
  path(slug: string): string;
  /** Approved listings (destinations, or events) filed under the place whose id is `id` (an SQL expression). */
  listings(id: string): string;
  missing: string;
  /** Links to it the navigation keeps by name and address rather than by path: they follow a move, and count as uses. */
  panels?: {
    count(db: Queryable, slug: string): Promise<number>;
    follow(tx: Queryable, before: StudioPlaceContent, after: StudioPlaceContent, now: Date): Promise<void>;
  };
}

type StickyCategories = Pick<NavItem, 'id' | 'sticky_menu_categories'>;

/** A destination category (mf-discover's `/c/:slug`): the main navigation's hover panels list categories by name and slug. */
const CATEGORIES: PlaceTable = {
  kind: 'category',
  table: 'destination_categories',
  description: 'description',
  path: (slug) => `/c/${slug}`,
  listings: (id) =>
    `(select count(*)::int from destination_category_links l join destinations d on d.id = l.destination_id where l.category_id = ${id} and d.approved)`,
  missing: 'No such category',
  panels: {
    async count(db, slug) {
      const { rows } = await db.query<{ count: number }>(
        `select count(*)::int as count from nav_items where sticky_menu_categories @> jsonb_build_array(jsonb_build_object('slug', $1::text))`,
        [slug],
      );
      return rows[0]!.count;
    },
    async follow(tx, before, after, now) {
      const { rows } = await tx.query<StickyCategories>('select id, sticky_menu_categories from nav_items');
      for (const row of rows) {
        if (!row.sticky_menu_categories.some((category) => category.slug === before.slug)) continue;
        const categories = row.sticky_menu_categories.map((category) =>
          category.slug === before.slug ? { ...category, name: after.name, slug: after.slug } : category,
        );
        await tx.query('update nav_items set sticky_menu_categories = $2::jsonb, updated_at = $3 where id = $1', [row.id, JSON.stringify(categories), now]);
      }
    },
  },
};

/** An experience (mf-discover's `/experiences/:slug`): a theme listings are filed under, like a category. */
const EXPERIENCES: PlaceTable = {
  kind: 'experience',
  table: 'experiences',
  description: 'description',
  path: (slug) => `/experiences/${slug}`,
  listings: (id) =>
    `(select count(*)::int from destination_experiences l join destinations d on d.id = l.destination_id where l.experience_id = ${id} and d.approved)`,
  missing: 'No such experience',
};

/** A town (mf-discover's `/towns/:slug`), whose listings name it by id. */
const TOWNS: PlaceTable = {
  kind: 'town',
  table: 'towns',
  description: 'meta_description',
  path: (slug) => `/towns/${slug}`,
  listings: (id) => `(select count(*)::int from destinations d where d.town_id = ${id} and d.approved)`,
  missing: 'No such town',
};

/** An event category (mf-events' `/events/category/:slug`): its listings are the approved events filed under it. */
const EVENT_CATEGORIES: PlaceTable = {
  kind: 'event-category',
  table: 'event_categories',
  description: 'description',
  path: (slug) => `/events/category/${slug}`,
  listings: (id) => `(select count(*)::int from event_category_links l join events e on e.id = l.event_id where l.category_id = ${id} and e.approved)`,
  missing: 'No such event category',
};

async function slugFree(db: Queryable, place: PlaceTable, id: number, slug: string): Promise<void> {
  const { rows } = await db.query(`select 1 from ${place.table} where slug = $1 and id <> $2`, [slug, id]);
  if (rows.length > 0) throw badRequest(`slug: ${STUDIO_PLACE_MESSAGES.slugTaken[place.kind]}`);
}

async function livePlace(db: Queryable, place: PlaceTable, id: number): Promise<StudioPlaceContent> {
  const { rows } = await db.query<StudioPlaceContent>(`select name, slug, ${place.description} as description from ${place.table} where id = $1`, [id]);
  if (!rows[0]) throw notFound(place.missing);
  return rows[0];
}

/** A place as a draftable item: its name, address and description, kept in the studio's history. A new address moves its page. */
function placeItem(place: PlaceTable, id: number, now: () => Date): Draftable<StudioPlaceContent> {
  return {
    kind: place.kind,
    key: String(id),
    revision: (db) => recordedRevision(db, place.kind, String(id)),
    live: (db) => livePlace(db, place, id),
    async apply(tx, content) {
      await slugFree(tx, place, id, content.slug);
      const before = await livePlace(tx, place, id);
      await tx.query(`update ${place.table} set name = $2, slug = $3, ${place.description} = $4, updated_at = $5 where id = $1`, [
        id,
        content.name,
        content.slug,
        content.description,
        now(),
      ]);
      await movePath(tx, place.path(before.slug), place.path(content.slug), now());
      await place.panels?.follow(tx, before, content, now());
    },
  };
}

async function studioPlace(db: Queryable, place: PlaceTable, id: number, now: () => Date): Promise<StudioPlace> {
  const view = await versioned(db, placeItem(place, id, now));
  const { rows } = await db.query<{ listings: number }>(`select ${place.listings('$1')} as listings`, [id]);
  const navigation = (await navigationLinksTo(db, place.path(view.live.slug))) + ((await place.panels?.count(db, view.live.slug)) ?? 0);
  return { id, ...view, used_by: { listings: rows[0]!.listings, navigation } };
}

/** The approved places of one kind by name, with their listings and whether a draft waits. */
async function placeRows(db: Queryable, place: PlaceTable) {
  const { rows } = await db.query<{ id: number; name: string; slug: string; listings: number; drafted: boolean }>(
    `select p.id, p.name, p.slug, ${place.listings('p.id')} as listings,
            exists (select 1 from studio_drafts s where s.kind = $1 and s.key = p.id::text) as drafted
       from ${place.table} p where p.approved order by p.name, p.id`,
    [place.kind],
  );
  return rows;
}

/**
 * The studio's places (decisions 097, 119): destination categories, experiences, towns and event categories, drafted by every studio role and published by publishers
 * and the Board. A published new address answers the old one with 301 and the navigation follows it.
 */
export function registerStudioPlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, now } = ctx;
  const drafted = (place: PlaceTable) => ({
    item: async ({ id }: { id: number }) => (await livePlace(db, place, id), placeItem(place, id, now)),
    view: ({ id }: { id: number }) => studioPlace(db, place, id, now),
  });

  route(app, contract.studioCategories, async ({ member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return placeRows(db, CATEGORIES);
  });
  route(app, contract.studioCategory, async ({ params, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return studioPlace(db, CATEGORIES, params.id, now);
  });
  registerDraftedCalls(app, ctx, 'studioCategory', {
    ...drafted(CATEGORIES),
    draft: async ({ id, category }) => (await slugFree(db, CATEGORIES, id, category.slug), category),
  });

  route(app, contract.studioExperiences, async ({ member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return placeRows(db, EXPERIENCES);
  });
  route(app, contract.studioExperience, async ({ params, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return studioPlace(db, EXPERIENCES, params.id, now);
  });
  registerDraftedCalls(app, ctx, 'studioExperience', {
    ...drafted(EXPERIENCES),
    draft: async ({ id, experience }) => (await slugFree(db, EXPERIENCES, id, experience.slug), experience),
  });

  route(app, contract.studioTowns, async ({ member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return placeRows(db, TOWNS);
  });
  route(app, contract.studioTown, async ({ params, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return studioPlace(db, TOWNS, params.id, now);
  });
  registerDraftedCalls(app, ctx, 'studioTown', {
    ...drafted(TOWNS),
    draft: async ({ id, town }) => (await slugFree(db, TOWNS, id, town.slug), town),
  });

  route(app, contract.studioEventCategories, async ({ member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return placeRows(db, EVENT_CATEGORIES);
  });
  route(app, contract.studioEventCategory, async ({ params, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return studioPlace(db, EVENT_CATEGORIES, params.id, now);
  });
  registerDraftedCalls(app, ctx, 'studioEventCategory', {
    ...drafted(EVENT_CATEGORIES),
    draft: async ({ id, event_category }) => (await slugFree(db, EVENT_CATEGORIES, id, event_category.slug), event_category),
  });
}
