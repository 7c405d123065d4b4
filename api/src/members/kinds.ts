import { normaliseRecurrence, RECURRENCE_FIELDS, type RecurrenceFields } from '@valley/shared/schemas/recurrence';
import type { Queryable } from '../db/db';
import type { ContentKind } from './review-flow';

// ---------------------------------------------------------------- destinations

export interface DestinationDoc {
  name: string;
  email: string | null;
  phone: string | null;
  address: string | null;
  city: string | null;
  zip: string | null;
  content: string | null;
  google_calendar: string | null;
  ics_calendar: string | null;
  website: string | null;
  map_link: string | null;
  reservations_link: string | null;
  restaurant_link: string | null;
  golf_link: string | null;
  facebook_link: string | null;
  twitter_link: string | null;
  instagram_link: string | null;
  youtube_link: string | null;
  pinterest_link: string | null;
  main_img: string | null;
  header_img: string | null;
  categories: number[];
  amenities: number[];
  photos: string[];
}

const DESTINATION_COLUMNS = [
  'name',
  'email',
  'phone',
  'address',
  'city',
  'zip',
  'content',
  'google_calendar',
  'ics_calendar',
  'website',
  'map_link',
  'reservations_link',
  'restaurant_link',
  'golf_link',
  'facebook_link',
  'twitter_link',
  'instagram_link',
  'youtube_link',
  'pinterest_link',
  'main_img',
  'header_img',
] as const;

async function setColumns(db: Queryable, table: string, id: number, values: Record<string, unknown>): Promise<void> {
  const names = Object.keys(values);
  await db.query(`update ${table} set ${names.map((name, index) => `${name} = $${index + 2}`).join(', ')}, updated_at = now() where id = $1`, [
    id,
    ...Object.values(values),
  ]);
}

/** A link to a retired category or amenity, kept through a partner's save, which neither shows nor sends it (decision 127). */
const retiredIn = (table: string, column: string) => `${column} in (select id from ${table} where not approved)`;

/**
 * Replaces an item's ordered link list (owner, target, position); the links `kept` matches (an SQL condition on a link) stay whatever
 * the form sent, and a target sent that is kept already is not linked twice (a draft approved after its amenity was retired).
 */
async function relink(db: Queryable, table: string, ownerColumn: string, targetColumn: string, id: number, targets: number[], kept = 'false'): Promise<void> {
  await db.query(`delete from ${table} where ${ownerColumn} = $1 and not (${kept})`, [id]);
  const unique = [...new Set(targets)];
  if (unique.length === 0) return;
  await db.query(
    `insert into ${table} (${ownerColumn}, ${targetColumn}, position)
       select $1, target, position - 1 from unnest($2::int[]) with ordinality as t(target, position)
     on conflict do nothing`,
    [id, unique],
  );
}

export const destinationKind: ContentKind<DestinationDoc> = {
  table: 'destinations',
  label: 'Destination',
  titleColumn: 'name',
  title: (doc) => doc.name,
  async load(db, id) {
    const { rows } = await db.query<Omit<DestinationDoc, 'categories' | 'amenities' | 'photos'>>(
      `select ${DESTINATION_COLUMNS.join(', ')} from destinations where id = $1`,
      [id],
    );
    const [categories, amenities, photos] = await Promise.all([
      db.query<{ id: number }>(
        `select category_id as id from destination_category_links l join destination_categories c on c.id = l.category_id
          where destination_id = $1 and c.approved order by l.position, category_id`,
        [id],
      ),
      // A retired amenity or category is off the form (decision 127): neither shown nor sent, and kept for when it is brought back.
      db.query<{ id: number }>(
        `select amenity_id as id from destination_amenities l join amenities a on a.id = l.amenity_id
          where destination_id = $1 and a.approved order by l.position, amenity_id`,
        [id],
      ),
      db.query<{ url: string }>('select url from destination_gallery_images where destination_id = $1 order by position, id', [id]),
    ]);
    const row = rows[0];
    if (!row) throw new Error(`destination ${id} vanished`);
    return {
      ...row,
      categories: categories.rows.map((item) => Number(item.id)),
      amenities: amenities.rows.map((item) => Number(item.id)),
      photos: photos.rows.map((item) => item.url),
    };
  },
  async write(db, id, doc) {
    const columns = Object.fromEntries(DESTINATION_COLUMNS.map((column) => [column, doc[column]]));
    await setColumns(db, 'destinations', id, columns);
    // No geocoder offline: a destination sits at its town's centre until the board places it.
    await db.query(
      `update destinations d set town_id = t.id,
              location_latitude = coalesce(d.location_latitude, t.location_latitude),
              location_longitude = coalesce(d.location_longitude, t.location_longitude)
         from towns t where d.id = $1 and lower(t.name) = lower(d.city)`,
      [id],
    );
    await relink(db, 'destination_category_links', 'destination_id', 'category_id', id, doc.categories, retiredIn('destination_categories', 'category_id'));
    await relink(db, 'destination_amenities', 'destination_id', 'amenity_id', id, doc.amenities, retiredIn('amenities', 'amenity_id'));
    await db.query('delete from destination_gallery_images where destination_id = $1', [id]);
    if (doc.photos.length > 0) {
      await db.query(
        `insert into destination_gallery_images (destination_id, url, position)
           select $1, url, position - 1 from unnest($2::text[]) with ordinality as t(url, position)`,
        [id, doc.photos],
      );
    }
  },
};

// ---------------------------------------------------------------- events

export interface EventDoc extends RecurrenceFields {
  title: string;
  summary: string | null;
  content: string | null;
  /** ISO instants. */
  starts: string;
  ends: string;
  all_day: boolean;
  destination_id: number | null;
  categories: number[];
  email: string | null;
  phone: string | null;
  website: string | null;
  social_link: string | null;
  main_img: string | null;
}

const EVENT_COLUMNS = [
  'title',
  'summary',
  'content',
  'starts',
  'ends',
  'all_day',
  'destination_id',
  'email',
  'phone',
  'website',
  'social_link',
  'main_img',
] as const;

export const eventKind: ContentKind<EventDoc> = {
  table: 'events',
  label: 'Event',
  titleColumn: 'title',
  title: (doc) => doc.title,
  async load(db, id) {
    const { rows } = await db.query<Record<string, unknown>>(
      `select ${EVENT_COLUMNS.join(', ')}, ${RECURRENCE_FIELDS.map((column) => (column === 'r_end_date' ? 'r_end_date::text' : column)).join(', ')}
         from events where id = $1`,
      [id],
    );
    const categories = await db.query<{ id: number }>(
      `select category_id as id from event_category_links l join event_categories c on c.id = l.category_id
        where event_id = $1 and c.approved order by l.position, category_id`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new Error(`event ${id} vanished`);
    return {
      ...(row as unknown as EventDoc),
      ...normaliseRecurrence(row),
      starts: new Date(row.starts as string).toISOString(),
      ends: new Date(row.ends as string).toISOString(),
      categories: categories.rows.map((item) => Number(item.id)),
    };
  },
  async write(db, id, doc) {
    const values: Record<string, unknown> = Object.fromEntries([...EVENT_COLUMNS, ...RECURRENCE_FIELDS].map((column) => [column, doc[column]]));
    await setColumns(db, 'events', id, values);
    await relink(db, 'event_category_links', 'event_id', 'category_id', id, doc.categories, retiredIn('event_categories', 'category_id'));
  },
};

// ---------------------------------------------------------------- tips

export interface TipDoc {
  title: string;
  tip: string;
  destination_id: number;
  website: string | null;
  social_link: string | null;
  main_img: string | null;
}

export const tipKind: ContentKind<TipDoc> = {
  table: 'tips',
  label: 'Tip',
  titleColumn: 'title',
  title: (doc) => doc.title,
  async load(db, id) {
    const { rows } = await db.query<TipDoc>('select title, tip, destination_id, website, social_link, main_img from tips where id = $1', [id]);
    const row = rows[0];
    if (!row) throw new Error(`tip ${id} vanished`);
    return row;
  },
  async write(db, id, doc) {
    await setColumns(db, 'tips', id, { ...doc });
  },
};

// ---------------------------------------------------------------- itineraries

export interface ItineraryDoc {
  title: string;
  content: string;
  destination_id: number;
  main_img: string | null;
  items: { destination_id: number; event_id: number | null; content: string | null }[];
}

export const itineraryKind: ContentKind<ItineraryDoc> = {
  table: 'itineraries',
  label: 'Itinerary',
  titleColumn: 'title',
  title: (doc) => doc.title,
  async load(db, id) {
    const { rows } = await db.query<Omit<ItineraryDoc, 'items'>>('select title, content, destination_id, main_img from itineraries where id = $1', [id]);
    const items = await db.query<ItineraryDoc['items'][number]>(
      'select destination_id, event_id, content from itinerary_items where itinerary_id = $1 order by position, id',
      [id],
    );
    const row = rows[0];
    if (!row) throw new Error(`itinerary ${id} vanished`);
    return { ...row, items: items.rows };
  },
  async write(db, id, doc) {
    const { items, ...columns } = doc;
    await setColumns(db, 'itineraries', id, columns);
    await db.query('delete from itinerary_items where itinerary_id = $1', [id]);
    for (const [position, item] of items.entries()) {
      await db.query('insert into itinerary_items (itinerary_id, position, destination_id, event_id, content) values ($1, $2, $3, $4, $5)', [
        id,
        position,
        item.destination_id,
        item.event_id,
        item.content,
      ]);
    }
  },
};
