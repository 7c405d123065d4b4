import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { MapMarker } from '@valley/shared/schemas/blocks';
import type { Destination, DestinationCard, DestinationCardPage, DestinationPageBody, DestinationSearchBody } from '@valley/shared/schemas/destination';
import { paginationOf } from '@valley/shared/schemas/common';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { route } from '../http/route';
import { notFound } from '../http/errors';
import { idOrSlug, textMatch } from '../lib/search';
import { isListed, listedCondition, listedSince } from '../members/freshness';
import { destinationKind } from '../members/kinds';
import { ownerPreview } from '../members/owner-preview';
import { Conditions, formatCoordinate, toNumber } from '../lib/sql';

export type DestinationRow = Omit<
  Destination,
  | 'd_experiences'
  | 'd_amenities'
  | 'd_gallery_images'
  | 'd_categories'
  | 'favorited'
  | 'location_formatted_latitude'
  | 'location_formatted_longitude'
  | 'bd_lowest_rate'
  | 'recently_confirmed'
> & { bd_lowest_rate: string | number | null };

export const DESTINATION_COLUMNS = `d.id, d.slug, d.name, d.main_img, d.header_img, d.content, d.callout_content,
  d.sidebar_callout_content, d.address, d.city, d.state, d.zip, d.phone, d.website, d.map_link, d.reservations_link,
  d.restaurant_link, d.golf_link, d.facebook_link, d.instagram_link, d.twitter_link, d.youtube_link, d.pinterest_link,
  d.bd_lowest_rate, d.location_latitude, d.location_longitude, d.meta_description, d.scripts, d.package,
  d.owner_id is not null as claimed, (d.owner_id is not null and d.verified_at is not null) as verified`;

/** The columns of a DestinationCard (decision 032): no rich text, no related lists. */
const CARD_COLUMNS = `d.id, d.slug, d.name, d.main_img, d.address, d.city, d.state, d.zip, d.bd_lowest_rate, d.location_latitude, d.location_longitude`;
type CardRow = Omit<DestinationCard, 'bd_lowest_rate'> & { bd_lowest_rate: string | number | null };

function toCard(row: CardRow, mediaUrl: AppContext['mediaUrl']): DestinationCard {
  return {
    ...row,
    main_img: mediaUrl(row.main_img),
    bd_lowest_rate: toNumber(row.bd_lowest_rate),
    location_latitude: toNumber(row.location_latitude),
    location_longitude: toNumber(row.location_longitude),
  };
}

function group<T extends { destination_id: number }, R>(list: T[], pick: (item: T) => R): Map<number, R[]> {
  const map = new Map<number, R[]>();
  for (const item of list) map.set(item.destination_id, [...(map.get(item.destination_id) ?? []), pick(item)]);
  return map;
}

/** Loads the related lists of many destinations at once and maps rows to the §3 shape (all but its freshness, which needs the time). */
export async function toDestinations(
  db: Queryable,
  rows: DestinationRow[],
  mediaUrl: AppContext['mediaUrl'],
): Promise<Omit<Destination, 'recently_confirmed'>[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const [experienceRows, amenityRows, galleryRows, categoryRows] = await Promise.all([
    db.query<{ destination_id: number; name: string; slug: string }>(
      `select de.destination_id, e.name, e.slug from destination_experiences de
         join experiences e on e.id = de.experience_id
        where de.destination_id = any($1::int[]) and e.approved order by e.name`,
      [ids],
    ),
    db.query<{ destination_id: number; name: string }>(
      `select da.destination_id, a.name from destination_amenities da join amenities a on a.id = da.amenity_id
        where da.destination_id = any($1::int[]) and a.approved order by a.name`,
      [ids],
    ),
    db.query<{ destination_id: number; url: string }>(
      `select destination_id, url from destination_gallery_images
        where destination_id = any($1::int[]) order by position, id`,
      [ids],
    ),
    db.query<{ destination_id: number; name: string; slug: string }>(
      `select l.destination_id, c.name, c.slug from destination_category_links l
         join destination_categories c on c.id = l.category_id
        where l.destination_id = any($1::int[]) and c.approved order by l.position, c.id`,
      [ids],
    ),
  ]);
  const byExperience = group(experienceRows.rows, ({ name, slug }) => ({ name, slug }));
  const byAmenity = group(amenityRows.rows, ({ name }) => ({ name }));
  const byImage = group(galleryRows.rows, ({ url }) => mediaUrl(url) ?? url);
  const byCategory = group(categoryRows.rows, ({ name, slug }) => ({ name, slug }));
  return rows.map((row) => {
    const latitude = toNumber(row.location_latitude);
    const longitude = toNumber(row.location_longitude);
    return {
      ...row,
      main_img: mediaUrl(row.main_img),
      header_img: mediaUrl(row.header_img),
      bd_lowest_rate: toNumber(row.bd_lowest_rate),
      location_latitude: latitude,
      location_longitude: longitude,
      location_formatted_latitude: formatCoordinate(latitude),
      location_formatted_longitude: formatCoordinate(longitude),
      d_experiences: byExperience.get(row.id) ?? [],
      d_amenities: byAmenity.get(row.id) ?? [],
      d_gallery_images: byImage.get(row.id) ?? [],
      d_categories: byCategory.get(row.id) ?? [],
      favorited: false,
    };
  });
}

const links = {
  experiences: ['destination_experiences', 'experience_id'],
  activities: ['destination_activities', 'activity_id'],
  categories: ['destination_category_links', 'category_id'],
} as const;

/** The WHERE and ORDER BY of a destination search: listed at `now`, OR within one list of ids, AND across lists. */
function searchQuery(body: DestinationSearchBody, now: Date): { where: Conditions; order: string } {
  const where = new Conditions();
  where.add(listedCondition(where.param(listedSince(now))));
  let relevance: string | null = null;
  if (body.name) {
    const match = textMatch(where, body.name, { vector: 'd.search_vector', text: 'd.name' });
    where.add(match.condition);
    relevance = match.score;
  }
  for (const key of ['experiences', 'activities', 'categories'] as const) {
    const ids = body[key];
    if (!ids || ids.length === 0) continue;
    const [table, column] = links[key];
    where.add(`exists (select 1 from ${table} l where l.destination_id = d.id and l.${column} = any(${where.param(ids)}::int[]))`);
  }
  // A name search without an explicit order lists the best matches first.
  const order =
    body.order === 'name' ? 'lower(d.name), d.id' : body.order === undefined && relevance ? `${relevance} desc, d.id` : 'd.updated_at desc, d.id desc';
  return { where, order };
}

/** Listed destinations as cards, every match. */
export async function searchDestinations(db: Queryable, body: DestinationSearchBody, mediaUrl: AppContext['mediaUrl'], now: Date): Promise<DestinationCard[]> {
  const { where, order } = searchQuery(body, now);
  const { rows } = await db.query<CardRow>(`select ${CARD_COLUMNS} from destinations d ${where.where()} order by ${order}`, where.params);
  return rows.map((row) => toCard(row, mediaUrl));
}

/** Cards a listing shows at a time (decision 047). */
export const CARDS_PAGE_SIZE = 24;

/** One page of the same search, with the count of every match. */
async function searchDestinationPage(db: Queryable, body: DestinationPageBody, mediaUrl: AppContext['mediaUrl'], now: Date): Promise<DestinationCardPage> {
  const { page, limit = CARDS_PAGE_SIZE, ...filters } = body;
  const { where, order } = searchQuery(filters, now);
  const at = where.params.length;
  const { rows } = await db.query<CardRow & { total: number }>(
    `select ${CARD_COLUMNS}, count(*) over ()::int as total from destinations d ${where.where()} order by ${order} limit $${at + 1} offset $${at + 2}`,
    [...where.params, limit, (page - 1) * limit],
  );
  let total = rows[0]?.total;
  // Past the last page no row carries the count: ask for it alone.
  if (total === undefined && page > 1) {
    total = (await db.query<{ total: number }>(`select count(*)::int as total from destinations d ${where.where()}`, where.params)).rows[0]?.total;
  }
  const data = rows.map(({ total: _total, ...row }) => toCard(row, mediaUrl));
  return { data, pagination: paginationOf(page, limit, total ?? 0, data.length) };
}

/** Listed destinations by a WHERE condition on `d` (a category, experience, town...), by name, as cards. */
export async function destinationCardsWhere(
  db: Queryable,
  condition: string,
  params: unknown[],
  mediaUrl: AppContext['mediaUrl'],
  now: Date,
): Promise<DestinationCard[]> {
  const listed = listedCondition(`$${params.length + 1}`);
  const { rows } = await db.query<CardRow>(`select ${CARD_COLUMNS} from destinations d where ${listed} and ${condition} order by lower(d.name), d.id`, [
    ...params,
    listedSince(now),
  ]);
  return rows.map((row) => toCard(row, mediaUrl));
}

/** Whole approved destinations by a WHERE condition on `d` (one by id or slug), by name: a page answers whether listed or not. */
export async function destinationsWhere(
  db: Queryable,
  condition: string,
  params: unknown[],
  mediaUrl: AppContext['mediaUrl'],
  now: Date,
): Promise<Destination[]> {
  const { rows } = await db.query<DestinationRow & { last_confirmed_at: Date | string }>(
    `select ${DESTINATION_COLUMNS}, d.last_confirmed_at from destinations d where d.approved and ${condition} order by lower(d.name), d.id`,
    params,
  );
  const destinations = await toDestinations(db, rows, mediaUrl);
  return destinations.map((destination, index) => ({ ...destination, recently_confirmed: rows[index] ? isListed(rows[index].last_confirmed_at, now) : true }));
}

export function registerDestinationRoutes(app: FastifyInstance, { db, mediaUrl, now }: AppContext): void {
  route(app, contract.destinationsSearch, async ({ body }) => searchDestinations(db, body, mediaUrl, now()));
  route(app, contract.destinationsSearchPage, async ({ body }) => searchDestinationPage(db, body, mediaUrl, now()));

  // A listing's map and count: every match, but only what a marker needs, so a valley of thousands stays a small answer.
  route(app, contract.destinationsSearchPins, async ({ body }) => {
    const { where, order } = searchQuery(body, now());
    const { rows } = await db.query<{ id: number; slug: string; name: string; location_latitude: unknown; location_longitude: unknown }>(
      `select d.id, d.slug, d.name, d.location_latitude, d.location_longitude from destinations d ${where.where()} order by ${order}`,
      where.params,
    );
    return {
      id: rows.map((row) => row.id),
      slug: rows.map((row) => row.slug),
      name: rows.map((row) => row.name),
      lat: rows.map((row) => toNumber(row.location_latitude)),
      lng: rows.map((row) => toNumber(row.location_longitude)),
    };
  });

  // A map block of every destination loads its markers here, so the page's own answer stays small.
  route(app, contract.destinationMarkers, async () => {
    const { rows } = await db.query<Omit<MapMarker, 'lat' | 'lng'> & { lat: string | number; lng: string | number }>(
      `select d.name, d.slug, d.location_latitude lat, d.location_longitude lng, d.address, d.city, d.state, d.zip, d.phone
         from destinations d
        where ${listedCondition('$1')} and d.location_latitude is not null and d.location_longitude is not null
        order by lower(d.name), d.id`,
      [listedSince(now())],
    );
    return rows.map((row) => ({ ...row, lat: Number(row.lat), lng: Number(row.lng) }));
  });

  route(app, contract.destinationGet, async ({ params }) => {
    const key = idOrSlug(params.id);
    const [destination] = await destinationsWhere(db, `d.${key.column} = $1`, [key.value], mediaUrl, now());
    if (!destination) throw notFound('Destination not found');
    return destination;
  });

  route(app, contract.destinationDraft, async ({ params, member }) =>
    ownerPreview(db, destinationKind, idOrSlug(params.id), member, async (q, id) => (await destinationsWhere(q, 'd.id = $1', [id], mediaUrl, now()))[0]),
  );
}
