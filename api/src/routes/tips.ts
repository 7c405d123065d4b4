import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { DestinationSummary } from '@valley/shared/schemas/destination';
import type { Itinerary } from '@valley/shared/schemas/itinerary';
import type { Tip, TipListBody } from '@valley/shared/schemas/tip';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { route } from '../http/route';
import { notFound } from '../http/errors';
import { likePattern } from '../lib/media';
import { Conditions } from '../lib/sql';
import { DESTINATION_COLUMNS, type DestinationRow, toDestinations } from './destinations';
import { itineraryKind, tipKind } from '../members/kinds';
import { ownerPreview } from '../members/owner-preview';

interface AuthorColumns {
  first_name: string | null;
  last_name: string | null;
  author_city: string | null;
  author_img: string | null;
}

/** 'Maria K.': members are named by first name and initial on public pages. */
export const displayName = (row: AuthorColumns) => (row.first_name ? `${row.first_name}${row.last_name ? ` ${row.last_name.charAt(0)}.` : ''}` : 'A local');

/** Summaries of approved destinations by id (unapproved ones are simply absent). */
async function destinationSummaries(db: Queryable, ids: number[], mediaUrl: AppContext['mediaUrl']): Promise<Map<number, DestinationSummary>> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map();
  const { rows } = await db.query<DestinationRow>(`select ${DESTINATION_COLUMNS} from destinations d where d.approved and d.id = any($1::int[])`, [unique]);
  const destinations = await toDestinations(db, rows, mediaUrl);
  return new Map(
    destinations.map((d) => [
      d.id,
      {
        id: d.id,
        slug: d.slug,
        name: d.name,
        main_img: d.main_img,
        address: d.address,
        city: d.city,
        state: d.state,
        zip: d.zip,
        phone: d.phone,
        website: d.website,
        location_latitude: d.location_latitude,
        location_longitude: d.location_longitude,
        d_gallery_images: d.d_gallery_images,
      },
    ]),
  );
}

const AUTHOR_COLUMNS = 'u.first_name, u.last_name, u.city as author_city, u.img as author_img';

/** WHERE + ORDER BY shared by both lists: title of the item, name of its destination. */
function listConditions(alias: 't' | 'i', body: TipListBody): { where: Conditions; order: string } {
  const where = new Conditions().add(`${alias}.approved`);
  if (body.title) where.add(`${alias}.title ilike ${where.param(likePattern(body.title))}`);
  if (body.name) where.add(`d.name ilike ${where.param(likePattern(body.name))}`);
  const order = body.order === 'title' ? `lower(${alias}.title), ${alias}.id` : `${alias}.created_at desc, ${alias}.id desc`;
  return { where, order };
}

/** The columns a tip and an itinerary share: a member's story about a place, with its author and its destination. */
interface StoryRow extends AuthorColumns {
  id: number;
  title: string;
  slug: string;
  main_img: string | null;
  header_img: string | null;
  meta_description: string | null;
  destination_id: number | null;
}

/** A list's stories (`t` tips, `i` itineraries) with their story's own text column, their author and whether their destination is public. */
async function storyRows<Text extends 'tip' | 'content'>(
  db: Queryable,
  alias: 't' | 'i',
  text: Text,
  where: Conditions,
  order: string,
): Promise<(StoryRow & Record<Text, string>)[]> {
  const table = alias === 't' ? 'tips' : 'itineraries';
  const { rows } = await db.query<StoryRow & Record<Text, string>>(
    `select ${alias}.id, ${alias}.title, ${alias}.slug, ${alias}.main_img, ${alias}.header_img, ${alias}.${text}, ${alias}.meta_description,
            ${alias}.destination_id, ${AUTHOR_COLUMNS}
       from ${table} ${alias} left join users u on u.id = ${alias}.owner_id
       left join destinations d on d.id = ${alias}.destination_id and d.approved
       ${where.where()} order by ${order}`,
    where.params,
  );
  return rows;
}

/** A story's public fields: its picture falls back to its destination's, its author is named by first name and initial. */
function storyFields(row: StoryRow, destination: DestinationSummary | null, mediaUrl: AppContext['mediaUrl']) {
  return {
    id: row.id,
    title: row.title,
    slug: row.slug,
    main_img: mediaUrl(row.main_img) ?? destination?.main_img ?? null,
    header_img: mediaUrl(row.header_img),
    meta_description: row.meta_description,
    destination,
    destination_name: destination?.name ?? null,
    user_data: { display_name: displayName(row), city: row.author_city },
    user_img: mediaUrl(row.author_img),
    favorited: false,
  };
}

async function tips(db: Queryable, where: Conditions, order: string, mediaUrl: AppContext['mediaUrl']): Promise<Tip[]> {
  const rows = await storyRows(db, 't', 'tip', where, order);
  const destinations = await destinationSummaries(
    db,
    rows.flatMap((row) => (row.destination_id ? [row.destination_id] : [])),
    mediaUrl,
  );
  return rows.map((row) => ({ ...storyFields(row, row.destination_id ? (destinations.get(row.destination_id) ?? null) : null, mediaUrl), tip: row.tip }));
}

async function itineraries(db: Queryable, where: Conditions, order: string, mediaUrl: AppContext['mediaUrl']): Promise<Itinerary[]> {
  const rows = await storyRows(db, 'i', 'content', where, order);
  if (rows.length === 0) return [];
  const { rows: items } = await db.query<{
    itinerary_id: number;
    destination_id: number | null;
    content: string | null;
    event_title: string | null;
    event_slug: string | null;
  }>(
    `select it.itinerary_id, it.destination_id, it.content, e.title as event_title, e.slug as event_slug
       from itinerary_items it left join events e on e.id = it.event_id and e.approved
      where it.itinerary_id = any($1::int[]) order by it.itinerary_id, it.position, it.id`,
    [rows.map((row) => row.id)],
  );
  const destinations = await destinationSummaries(
    db,
    [...rows, ...items].flatMap((row) => (row.destination_id ? [row.destination_id] : [])),
    mediaUrl,
  );
  return rows.map((row) => {
    const destination = row.destination_id ? (destinations.get(row.destination_id) ?? null) : null;
    return {
      ...storyFields(row, destination, mediaUrl),
      content: row.content,
      items_list: items
        .filter((item) => item.itinerary_id === row.id)
        .map((item) => {
          const stop = item.destination_id ? (destinations.get(item.destination_id) ?? null) : null;
          return {
            destination_name: stop?.name ?? null,
            content: item.content,
            main_img: stop?.main_img ?? null,
            destination: stop,
            event: item.event_title && item.event_slug ? { title: item.event_title, slug: item.event_slug } : null,
          };
        }),
    };
  });
}

/** A story's key in its table by slug, as an owner's draft is asked for. */
const slugKey = (slug: string) => ({ column: 'slug' as const, value: slug.toLowerCase() });

type StoryLoader<Story> = (db: Queryable, where: Conditions, order: string, mediaUrl: AppContext['mediaUrl']) => Promise<Story[]>;

/** Local tips and itineraries written by members, public once the board approves them. */
export function registerTipRoutes(app: FastifyInstance, { db, mediaUrl }: AppContext): void {
  /** The approved stories of a list call (tips `t`, itineraries `i`), as `load` reads them. */
  const listed = <Story>(alias: 't' | 'i', load: StoryLoader<Story>, body: TipListBody) => {
    const { where, order } = listConditions(alias, body);
    return load(db, where, order, mediaUrl);
  };
  /** One approved story by a column of its table. */
  const approvedWhere =
    <Story>(alias: 't' | 'i', load: StoryLoader<Story>) =>
    async (q: Queryable, column: 'slug' | 'id', value: string | number) => {
      const where = new Conditions().add(`${alias}.approved`);
      where.add(`${alias}.${column} = ${where.param(value)}`);
      return (await load(q, where, `${alias}.id`, mediaUrl))[0];
    };
  /** A story's public page by its slug, or a 404 '{what} not found'. */
  const bySlug = async <Story>(find: (q: Queryable, column: 'slug', value: string) => Promise<Story | undefined>, slug: string, what: string) => {
    const story = await find(db, 'slug', slug.toLowerCase());
    if (!story) throw notFound(`${what} not found`);
    return story;
  };

  const tipWhere = approvedWhere('t', tips);
  route(app, contract.tipsList, ({ body }) => listed('t', tips, body));
  route(app, contract.tipGet, ({ params }) => bySlug(tipWhere, params.slug, 'Tip'));
  route(app, contract.tipDraft, ({ params, member }) => ownerPreview(db, tipKind, slugKey(params.slug), member, (q, id) => tipWhere(q, 'id', id)));

  const itineraryWhere = approvedWhere('i', itineraries);
  route(app, contract.itinerariesList, ({ body }) => listed('i', itineraries, body));
  route(app, contract.itineraryGet, ({ params }) => bySlug(itineraryWhere, params.slug, 'Itinerary'));
  route(app, contract.itineraryDraft, ({ params, member }) =>
    ownerPreview(db, itineraryKind, slugKey(params.slug), member, (q, id) => itineraryWhere(q, 'id', id)),
  );
}
