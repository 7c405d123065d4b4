import type { MediaUse, MediaUseKind } from '@valley/shared/schemas/studio-media';
import type { PlaceKind } from '@valley/shared/schemas/studio-places';
import type { Queryable } from '../db/db';
import { pageLink } from '../routes/pages';
import { postLink } from '../routes/news';
import { PLACE_TABLES } from '../routes/studio-places';

/** A table whose rows can show an image anywhere in their columns: a picture column, a block's field, a link in rich text. */
interface Holder {
  kind: MediaUseKind;
  table: string;
  name: string;
  /** Its own column for an unpublished draft (else its drafts are in studio_drafts). */
  draft: boolean;
  link(row: { id: number; slug: string; approved: boolean }): string | null;
}

const onSite = (path: (slug: string) => string) => (row: { slug: string; approved: boolean }) => (row.approved ? path(row.slug) : null);

const HOLDERS: Holder[] = [
  { kind: 'page', table: 'pages', name: 'title', draft: true, link: (row) => pageLink(row.slug) },
  { kind: 'post', table: 'news_posts', name: 'title', draft: true, link: onSite(postLink) },
  ...PLACE_TABLES.map((place) => ({
    kind: place.kind,
    table: place.table,
    name: 'name',
    draft: false,
    link: (row: { id: number; slug: string; approved: boolean }) => (row.approved ? place.path(row) : null),
  })),
  { kind: 'destination', table: 'destinations', name: 'name', draft: true, link: onSite((slug) => `/d/${slug}`) },
  { kind: 'event', table: 'events', name: 'title', draft: true, link: onSite((slug) => `/events/${slug}`) },
  { kind: 'tip', table: 'tips', name: 'title', draft: true, link: onSite((slug) => `/tips/${slug}`) },
  { kind: 'itinerary', table: 'itineraries', name: 'title', draft: true, link: onSite((slug) => `/itineraries/${slug}`) },
];

/** studio_drafts' kinds as uses; a place's name is read from its table. */
const DRAFT_KINDS: Record<string, MediaUseKind> = {
  nav: 'navigation',
  settings: 'settings',
  menu: 'menu',
  page: 'page',
  ...Object.fromEntries(PLACE_TABLES.map((place) => [place.kind, place.kind])),
};

/** A jsonpath that finds the image's address inside any string: a column's whole value, a block's field, `src="…"` in rich text. */
export function holding(path: string): string {
  const literal = path.replace(/[.*+?^$()|[\]{}\\]/g, '\\$&');
  return `$.** ? (@ like_regex ${JSON.stringify(literal)})`;
}

/**
 * Everything that shows the image at `path` (decision 126), on the site or only in a draft: pages, posts, places, members' listings and
 * profiles, the navigation and the site settings. Whole rows are searched, so a new picture column is found without a change here.
 */
export async function mediaUses(db: Queryable, path: string): Promise<MediaUse[]> {
  const jsonpath = holding(path);
  const uses: MediaUse[] = [];
  for (const holder of HOLDERS) {
    const slug = holder.kind === 'page' ? 'path' : holder.kind === 'activity' ? 'id::text' : 'slug';
    const { rows } = await db.query<{ id: number; name: string; slug: string; approved: boolean; live: boolean }>(
      `select id, ${holder.name} as name, ${slug} as slug, approved,
              jsonb_path_exists(to_jsonb(t) - 'draft' - 'search_vector', $1::jsonpath) as live
         from ${holder.table} t
        where jsonb_path_exists(to_jsonb(t) - 'search_vector', $1::jsonpath)
        order by ${holder.name}, id`,
      [jsonpath],
    );
    for (const row of rows) uses.push({ kind: holder.kind, id: row.id, name: row.name, link: holder.link(row), draft: !row.live });
  }

  const { rows: galleries } = await db.query<{ id: number; name: string; slug: string; approved: boolean }>(
    `select distinct d.id, d.name, d.slug, d.approved from destination_gallery_images g join destinations d on d.id = g.destination_id
      where g.url = $1 order by d.name, d.id`,
    [path],
  );
  for (const row of galleries) {
    if (!uses.some((use) => use.kind === 'destination' && use.id === row.id)) {
      uses.push({ kind: 'destination', id: row.id, name: row.name, link: row.approved ? `/d/${row.slug}` : null, draft: false });
    }
  }

  const { rows: profiles } = await db.query<{ id: number; name: string }>(
    `select id, coalesce(nullif(company_name, ''), trim(first_name || ' ' || last_name)) as name from users
      where img = $1 or company_image = $1 order by name, id`,
    [path],
  );
  for (const row of profiles) uses.push({ kind: 'profile', id: row.id, name: row.name, link: null, draft: false });

  const { rows: tabs } = await db.query<{ id: number; title: string }>(
    `select id, title from nav_items t where jsonb_path_exists(to_jsonb(t), $1::jsonpath) order by position, id`,
    [jsonpath],
  );
  for (const row of tabs) uses.push({ kind: 'navigation', id: row.id, name: row.title, link: null, draft: false });

  const { rows: settings } = await db.query<{ key: string }>(`select key from globals where jsonb_path_exists(value, $1::jsonpath) order by key`, [jsonpath]);
  for (const row of settings) uses.push({ kind: 'settings', id: null, name: row.key, link: null, draft: false });

  const { rows: drafts } = await db.query<{ kind: string; key: string }>(
    `select kind, key from studio_drafts where jsonb_path_exists(content, $1::jsonpath) order by kind, key`,
    [jsonpath],
  );
  for (const draft of drafts) {
    const kind = DRAFT_KINDS[draft.kind];
    if (!kind) continue;
    const id = /^\d+$/.test(draft.key) ? Number(draft.key) : null;
    if (uses.some((use) => use.kind === kind && use.id === id)) continue;
    const place = PLACE_TABLES.find((table) => table.kind === (kind as PlaceKind));
    const named = place && id !== null ? await db.query<{ name: string }>(`select name from ${place.table} where id = $1`, [id]) : null;
    uses.push({ kind, id, name: named?.rows[0]?.name ?? draft.key, link: null, draft: true });
  }
  return uses;
}
