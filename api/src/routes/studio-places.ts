import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import { contract } from '@valley/shared/api/contract';
import type { NavItem } from '@valley/shared/schemas/site';
import { STUDIO_ROLES } from '@valley/shared/schemas/studio';
import {
  type PlaceKind,
  type PlaceStatus,
  STUDIO_PLACE_MESSAGES,
  type StudioPlace,
  type StudioPlaceContent,
  StudioPlaceFormSchema,
} from '@valley/shared/schemas/studio-places';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { uniqueSlug } from '../members/review-flow';
import { registerDraftedCalls } from '../studio/drafted-calls';
import { type Draftable, recordedRevision, saveDraft, versioned } from '../studio/drafts';
import { movePath, navigationLinksTo } from '../studio/moved-paths';
import { categoriesIn, type PlaceBlocks, townMarkers } from '../studio/place-blocks';
import { resolveImageField } from '../uploads/images';
import { pagesLinkingTo } from './pages';
import { PUBLISHING_ROLES, requireStudioRole } from './studio';

/** Where one kind of place is kept and shown, and what follows it when it moves (decision 119). */
export interface PlaceTable {
  kind: PlaceKind;
  table: 'destination_categories' | 'experiences' | 'towns' | 'event_categories' | 'activities';
  /** The column its introducing line is kept in. */
  description: 'description' | 'meta_description';
  /** The column of the picture its page leads with. */
  image: 'main_image_url' | 'header_image_url';
  /** Its page on the site: by its address, or by its id for an activity (whose address then moves nothing). */
  path(place: { id: number; slug: string }): string;
  /** Approved listings (destinations, or events) filed under the place whose id is `id` (an SQL expression). */
  listings(id: string): string;
  /** Where its listings are filed under it: the table, the listing's column and the place's (a merge moves them, decision 129). */
  filed: { table: string; owner: string; column: string };
  missing: string;
  /** Links to it the navigation keeps by name and address rather than by path: they follow a move, and count as uses. */
  panels?: {
    count(db: Queryable, slug: string): Promise<number>;
    follow(tx: Queryable, before: StudioPlaceContent, after: StudioPlaceContent, now: Date): Promise<void>;
  };
  /** Blocks that name it by id or by a map marker: they follow a rename and a merge (decision 131). */
  blocks?: PlaceBlocks;
}

/** A place as a save sends it. */
type PlaceSent = z.output<typeof StudioPlaceFormSchema>;

type StickyCategories = Pick<NavItem, 'id' | 'sticky_menu_categories'>;

/** A destination category (mf-discover's `/c/:slug`): the main navigation's hover panels list categories by name and slug. */
const CATEGORIES: PlaceTable = {
  kind: 'category',
  table: 'destination_categories',
  description: 'description',
  image: 'main_image_url',
  path: ({ slug }) => `/c/${slug}`,
  listings: (id) =>
    `(select count(*)::int from destination_category_links l join destinations d on d.id = l.destination_id where l.category_id = ${id} and d.approved)`,
  filed: { table: 'destination_category_links', owner: 'destination_id', column: 'category_id' },
  missing: 'No such category',
  blocks: categoriesIn('meetings'),
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
  image: 'main_image_url',
  path: ({ slug }) => `/experiences/${slug}`,
  listings: (id) =>
    `(select count(*)::int from destination_experiences l join destinations d on d.id = l.destination_id where l.experience_id = ${id} and d.approved)`,
  filed: { table: 'destination_experiences', owner: 'destination_id', column: 'experience_id' },
  missing: 'No such experience',
};

/** A town (mf-discover's `/towns/:slug`), whose listings name it by id. */
const TOWNS: PlaceTable = {
  kind: 'town',
  table: 'towns',
  description: 'meta_description',
  image: 'main_image_url',
  path: ({ slug }) => `/towns/${slug}`,
  listings: (id) => `(select count(*)::int from destinations d where d.town_id = ${id} and d.approved)`,
  filed: { table: 'destinations', owner: 'id', column: 'town_id' },
  missing: 'No such town',
  blocks: townMarkers,
};

/** An event category (mf-events' `/events/category/:slug`): its listings are the approved events filed under it. */
const EVENT_CATEGORIES: PlaceTable = {
  kind: 'event-category',
  table: 'event_categories',
  description: 'description',
  image: 'header_image_url',
  path: ({ slug }) => `/events/category/${slug}`,
  listings: (id) => `(select count(*)::int from event_category_links l join events e on e.id = l.event_id where l.category_id = ${id} and e.approved)`,
  filed: { table: 'event_category_links', owner: 'event_id', column: 'category_id' },
  missing: 'No such event category',
  blocks: categoriesIn('events', 'events_slider'),
};

/** An activity (mf-discover's `/activity/:id`): its page is found by id, so a new address moves nothing. */
const ACTIVITIES: PlaceTable = {
  kind: 'activity',
  table: 'activities',
  description: 'description',
  image: 'header_image_url',
  path: ({ id }) => `/activity/${id}`,
  listings: (id) =>
    `(select count(*)::int from destination_activities l join destinations d on d.id = l.destination_id where l.activity_id = ${id} and d.approved)`,
  filed: { table: 'destination_activities', owner: 'destination_id', column: 'activity_id' },
  missing: 'No such activity',
};

/** Where a place stands (decision 123), as SQL over the place's row `p`: never published, on the site, or taken off it. */
const STATUS = `case when p.never_published then 'new' when p.approved then 'live' else 'retired' end`;

async function placeStatus(db: Queryable, place: PlaceTable, id: number): Promise<PlaceStatus> {
  const { rows } = await db.query<{ status: PlaceStatus }>(`select ${STATUS} as status from ${place.table} p where id = $1`, [id]);
  if (!rows[0]) throw notFound(place.missing);
  return rows[0].status;
}

async function slugFree(db: Queryable, place: PlaceTable, id: number, slug: string): Promise<void> {
  const { rows } = await db.query(`select 1 from ${place.table} where slug = $1 and id <> $2`, [slug, id]);
  if (rows.length > 0) throw badRequest(`slug: ${STUDIO_PLACE_MESSAGES.slugTaken[place.kind]}`);
}

async function livePlace(db: Queryable, place: PlaceTable, id: number): Promise<StudioPlaceContent> {
  const { rows } = await db.query<StudioPlaceContent>(
    `select name, slug, ${place.description} as description, ${place.image} as image from ${place.table} where id = $1`,
    [id],
  );
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
    unpublished: async (db) => (await placeStatus(db, place, id)) === 'new',
    async apply(tx, content) {
      await slugFree(tx, place, id, content.slug);
      const before = await livePlace(tx, place, id);
      const first = (await placeStatus(tx, place, id)) === 'new';
      // A revision kept before pictures were drafted (decision 121) has no picture: the page keeps the one it has.
      const image = content.image === undefined ? before.image : content.image;
      // Its first publication puts a new place on the site (decision 123).
      await tx.query(
        `update ${place.table} set name = $2, slug = $3, ${place.description} = $4, ${place.image} = $5, updated_at = $6,
                approved = approved or never_published, never_published = false where id = $1`,
        [id, content.name, content.slug, content.description, image, now()],
      );
      const path = place.path({ id, slug: content.slug });
      if (first) {
        // Nobody has seen a new place's earlier address; an old page's 301 from its own address would hide it.
        await tx.query('delete from moved_paths where from_path = $1', [path]);
        return;
      }
      await movePath(tx, place.path({ id, slug: before.slug }), path, now());
      await place.panels?.follow(tx, before, content, now());
      if (before.name !== content.name || before.slug !== content.slug) await place.blocks?.renamed?.(tx, { id, ...before }, { id, ...content });
    },
  };
}

/** The navigation's links to a place: tabs and menu links to its page, and (for a category) hover panels naming it. */
async function navigationUses(db: Queryable, place: PlaceTable, id: number, slug: string): Promise<number> {
  return (await navigationLinksTo(db, place.path({ id, slug }))) + ((await place.panels?.count(db, slug)) ?? 0);
}

async function studioPlace(db: Queryable, place: PlaceTable, id: number, { now, mediaUrl }: Pick<AppContext, 'now' | 'mediaUrl'>): Promise<StudioPlace> {
  const view = await versioned(db, placeItem(place, id, now));
  const { rows } = await db.query<{ listings: number; status: PlaceStatus }>(
    `select ${place.listings('$1')} as listings, ${STATUS} as status from ${place.table} p where id = $1`,
    [id],
  );
  const path = place.path({ id, slug: view.live.slug });
  const [navigation, pages] = await Promise.all([
    navigationUses(db, place, id, view.live.slug),
    pagesLinkingTo(db, path, now(), place.blocks?.naming({ id, ...view.live })),
  ]);
  const shown = (content: StudioPlaceContent) => (content.image === undefined ? content : { ...content, image: mediaUrl(content.image) });
  return {
    id,
    ...view,
    live: shown(view.live),
    draft: view.draft && { ...view.draft, content: shown(view.draft.content) },
    used_by: { listings: rows[0]!.listings, navigation, pages },
    status: rows[0]!.status,
  };
}

/**
 * A draft as it is kept (decision 121): the picture sent back as the studio showed it stays; a new upload goes through the checked,
 * re-encoded pipeline and is kept by its path; '' takes it away.
 */
async function draftOf(ctx: AppContext, place: PlaceTable, id: number, form: PlaceSent, memberId: number): Promise<StudioPlaceContent> {
  await slugFree(ctx.db, place, id, form.slug);
  const { image: sent, ...rest } = form;
  const view = await versioned(ctx.db, placeItem(place, id, ctx.now));
  const current = view.draft?.content.image === undefined ? view.live.image : view.draft.content.image;
  const unchanged = sent === undefined || sent === null || (current != null && (sent === current || sent === ctx.mediaUrl(current)));
  const image = unchanged ? (current ?? null) : await resolveImageField({ ...ctx.uploads, db: ctx.db }, sent, 'header', memberId, 'image');
  return { ...rest, image };
}

/** The places of one kind by name, the new first and the retired last, with their listings and whether a draft waits. */
async function placeRows(db: Queryable, place: PlaceTable) {
  const { rows } = await db.query<{ id: number; name: string; slug: string; listings: number; drafted: boolean; status: PlaceStatus }>(
    `select p.id, p.name, p.slug, ${place.listings('p.id')} as listings,
            exists (select 1 from studio_drafts s where s.kind = $1 and s.key = p.id::text) as drafted, ${STATUS} as status
       from ${place.table} p order by p.never_published desc, p.approved desc, p.name, p.id`,
    [place.kind],
  );
  return rows;
}

/** The five kinds of place: what else needs their tables, kinds and pages (the media library's uses, decision 126) reads them here. */
export const PLACE_TABLES: readonly PlaceTable[] = [CATEGORIES, EXPERIENCES, TOWNS, EVENT_CATEGORIES, ACTIVITIES];

/** Each kind of place with its calls' names and the field its draft comes in (decision 119). */
const PLACE_CALLS = [
  [CATEGORIES, 'studioCategories', 'studioCategory', 'category'],
  [EXPERIENCES, 'studioExperiences', 'studioExperience', 'experience'],
  [TOWNS, 'studioTowns', 'studioTown', 'town'],
  [EVENT_CATEGORIES, 'studioEventCategories', 'studioEventCategory', 'event_category'],
  [ACTIVITIES, 'studioActivities', 'studioActivity', 'activity'],
] as const;

/**
 * The studio's places (decisions 097, 119, 121, 123): destination categories, experiences, towns, event categories and activities, made and drafted by every studio
 * role and published by publishers and the Board; a new one is off the site until its first publication. A published new address answers the old one with 301 and the navigation follows it. Publishers retire a place and bring
 * it back (decision 122).
 */
export function registerStudioPlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, now } = ctx;

  // Every kind's calls take and answer the same shapes (`placeCalls`, one schema for places), so the category's names type them; each
  // kind's own calls are the ones registered, and its draft is read from its own field.
  for (const [place, list, item, field] of PLACE_CALLS) {
    route(app, contract[list] as typeof contract.studioCategories, async ({ member }) => {
      await requireStudioRole(db, member, STUDIO_ROLES);
      return placeRows(db, place);
    });
    route(app, contract[item] as typeof contract.studioCategory, async ({ params, member }) => {
      await requireStudioRole(db, member, STUDIO_ROLES);
      return studioPlace(db, place, params.id, ctx);
    });
    // A new place (decision 123) is off the site with its first draft waiting, so a publisher can put it on the site at once.
    route(app, contract[`${item}Create`] as typeof contract.studioCategoryCreate, async ({ body, member }) => {
      await requireStudioRole(db, member, STUDIO_ROLES);
      const slug = body.slug ?? (await uniqueSlug(db, place.table, body.name));
      await slugFree(db, place, 0, slug);
      const { rows } = await db.query<{ id: number }>(
        `insert into ${place.table} (name, slug, approved, never_published, created_at, updated_at) values ($1, $2, false, true, $3, $3)
         on conflict (slug) do nothing returning id`,
        [body.name, slug, now()],
      );
      if (!rows[0]) throw badRequest(`slug: ${STUDIO_PLACE_MESSAGES.slugTaken[place.kind]}`);
      const content: StudioPlaceContent = { name: body.name, slug, description: null, image: null };
      await saveDraft(db, placeItem(place, rows[0].id, now), content, 1, member.id, now());
      return studioPlace(db, place, rows[0].id, ctx);
    });
    registerDraftedCalls(app, ctx, item as 'studioCategory', {
      item: async ({ id }) => (await livePlace(db, place, id), placeItem(place, id, now)),
      view: ({ id }) => studioPlace(db, place, id, ctx),
      draft: (body, member) => draftOf(ctx, place, body.id, (body as unknown as Record<typeof field, PlaceSent>)[field], member.id),
    });
    // Retired, a place is off the site (decision 122): its page answers 404 and the site's lists and filters leave it out, as they
    // leave out anything not approved. Its listings stay, without it. The navigation must not link to it first.
    route(app, contract[`${item}Retire`] as typeof contract.studioCategoryRetire, async ({ body, member }) => {
      await requireStudioRole(db, member, PUBLISHING_ROLES);
      const { slug } = await livePlace(db, place, body.id);
      if ((await placeStatus(db, place, body.id)) === 'new') throw badRequest(STUDIO_PLACE_MESSAGES.unpublished);
      const links = await navigationUses(db, place, body.id, slug);
      if (links > 0) throw badRequest(STUDIO_PLACE_MESSAGES.inNavigation(links, place.path({ id: body.id, slug })));
      await db.query(`update ${place.table} set approved = false, updated_at = $2 where id = $1`, [body.id, now()]);
      await app.contentChanged();
      return studioPlace(db, place, body.id, ctx);
    });
    // Merged (decision 129), a place's listings are filed under the other (each once), its address answers 301 there and the
    // navigation follows, as after a move; then it is deleted, its draft with it. Its history stays in the audit log.
    route(app, contract[`${item}Merge`] as typeof contract.studioCategoryMerge, async ({ body, member }) => {
      await requireStudioRole(db, member, PUBLISHING_ROLES);
      if (body.id === body.into) throw badRequest(`into: ${STUDIO_PLACE_MESSAGES.mergeSelf}`);
      const from = await livePlace(db, place, body.id);
      const fromStatus = await placeStatus(db, place, body.id);
      const { rows: target } = await db.query<{ status: PlaceStatus }>(`select ${STATUS} as status from ${place.table} p where id = $1`, [body.into]);
      if (target[0]?.status !== 'live') throw badRequest(`into: ${STUDIO_PLACE_MESSAGES.mergeInto}`);
      const into = await livePlace(db, place, body.into);
      const { table, owner, column } = place.filed;
      await db.transaction(async (tx) => {
        await tx.query(
          `update ${table} l set ${column} = $2 where ${column} = $1
             and not exists (select 1 from ${table} o where o.${owner} = l.${owner} and o.${column} = $2)`,
          [body.id, body.into],
        );
        if (fromStatus !== 'new') await movePath(tx, place.path({ id: body.id, slug: from.slug }), place.path({ id: body.into, slug: into.slug }), now());
        await place.panels?.follow(tx, from, into, now());
        await place.blocks?.merged(tx, { id: body.id, ...from }, { id: body.into, ...into });
        await tx.query('delete from studio_drafts where kind = $1 and key = $2', [place.kind, String(body.id)]);
        // Listings filed under both keep one link: the other goes with the place.
        await tx.query(`delete from ${place.table} where id = $1`, [body.id]);
      });
      await app.contentChanged();
      return { ...(await studioPlace(db, place, body.into, ctx)), merged: { id: body.id, name: from.name } };
    });
    route(app, contract[`${item}Reinstate`] as typeof contract.studioCategoryReinstate, async ({ body, member }) => {
      await requireStudioRole(db, member, PUBLISHING_ROLES);
      if ((await placeStatus(db, place, body.id)) === 'new') throw badRequest(STUDIO_PLACE_MESSAGES.unpublished);
      await db.query(`update ${place.table} set approved = true, updated_at = $2 where id = $1`, [body.id, now()]);
      await app.contentChanged();
      return studioPlace(db, place, body.id, ctx);
    });
  }
}
