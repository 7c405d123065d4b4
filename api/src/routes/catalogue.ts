import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { ContentBlock } from '@valley/shared/schemas/page';
import type { AppContext } from '../app';
import { route } from '../http/route';
import { absoluteMedia } from '../lib/media';
import { approvedByIdOrSlug, textMatch } from '../lib/search';
import { Conditions, toNumber } from '../lib/sql';
import { listedCondition, listedSince } from '../members/freshness';
import { destinationCardsWhere } from './destinations';

/** What every catalogue page has. */
interface PlaceRow {
  id: number;
  slug: string;
  name: string;
  content: string | null;
}
type Described = { description: string | null };
/** A page's lead picture, its description for search engines and its content blocks. */
type Paged = { main_image_url: string | null; meta_description: string | null; content_blocks: ContentBlock[] };

/** Destination categories, experiences, activities, amenities and towns: the lookups and their pages. */
export function registerCatalogueRoutes(app: FastifyInstance, { db, mediaUrl, now }: AppContext): void {
  const blocks = (value: ContentBlock[] | null) => absoluteMedia(value ?? [], (path) => mediaUrl(path));

  /** A lookup's approved entries by name: the member forms' choices and the listings' filters. */
  const approvedNames = (table: 'destination_categories' | 'amenities' | 'experiences' | 'activities') => async () =>
    (await db.query<{ id: number; name: string }>(`select id, name from ${table} where approved order by name, id`)).rows;
  route(app, contract.categoriesList, approvedNames('destination_categories'));
  route(app, contract.categoriesListPost, approvedNames('destination_categories'));
  route(app, contract.amenitiesList, approvedNames('amenities'));
  route(app, contract.experiencesList, approvedNames('experiences'));
  route(app, contract.activitiesList, approvedNames('activities'));

  route(app, contract.destinationCategoriesSearch, async ({ body }) => {
    if (!body.q) return [];
    const where = new Conditions().add('c.approved');
    const match = textMatch(where, body.q, { vector: 'c.search_vector', text: 'c.name' });
    where.add(match.condition);
    const { rows } = await db.query<PlaceRow & Described>(
      `select c.id, c.name, c.slug, c.description, c.content from destination_categories c ${where.where()}
        order by ${match.score} desc, c.name limit 20`,
      where.params,
    );
    return rows;
  });

  /** The listed destinations a lookup links to through `link`'s `column`. */
  const linkedDestinations = (link: string, column: string, id: number) =>
    destinationCardsWhere(db, `exists (select 1 from ${link} l where l.destination_id = d.id and l.${column} = $1)`, [id], mediaUrl, now());

  route(app, contract.categoryGet, async ({ params }) => {
    const row = await approvedByIdOrSlug<
      PlaceRow & Described & Paged & { slides: { img: string; title?: string | null; link?: string | null }[]; number_id: string | null }
    >(
      db,
      'destination_categories',
      'id, name, slug, description, content, meta_description, main_image_url, slides, content_blocks, number_id',
      params.slug,
      'Category',
    );
    const destinations = await linkedDestinations('destination_category_links', 'category_id', row.id);
    return {
      ...row,
      main_image_url: mediaUrl(row.main_image_url),
      slides: row.slides.map((slide) => ({ img: mediaUrl(slide.img) ?? slide.img, title: slide.title ?? null, link: slide.link ?? null })),
      content_blocks: blocks(row.content_blocks),
      number_id: row.number_id ?? `9${row.id}`,
      destinations,
    };
  });

  route(app, contract.experienceGet, async ({ params }) => {
    const row = await approvedByIdOrSlug<PlaceRow & Described & Paged & { experience: string | null }>(
      db,
      'experiences',
      'id, slug, name, description, content, main_image_url, meta_description, experience, content_blocks',
      params.id,
      'Experience',
    );
    const destinations = await linkedDestinations('destination_experiences', 'experience_id', row.id);
    return { ...row, main_image_url: mediaUrl(row.main_image_url), content_blocks: blocks(row.content_blocks), destinations };
  });

  route(app, contract.activityGet, async ({ params }) => {
    const row = await approvedByIdOrSlug<PlaceRow & Described & { header_image_url: string | null }>(
      db,
      'activities',
      'id, slug, name, description, content, header_image_url',
      params.id,
      'Activity',
    );
    const { rows: destinations } = await db.query<{ id: number; slug: string; name: string; main_image: string | null }>(
      `select d.id, d.slug, d.name, d.main_img as main_image from destinations d
         join destination_activities l on l.destination_id = d.id
        where ${listedCondition('$2')} and l.activity_id = $1 order by lower(d.name), d.id`,
      [row.id, listedSince(now())],
    );
    return {
      ...row,
      header_image_url: mediaUrl(row.header_image_url),
      destinations: destinations.map((destination) => ({ ...destination, main_image: mediaUrl(destination.main_image) })),
    };
  });

  route(app, contract.cityGet, async ({ params }) => {
    const row = await approvedByIdOrSlug<PlaceRow & Paged & { location_latitude: number | null; location_longitude: number | null }>(
      db,
      'towns',
      'id, slug, name, main_image_url, meta_description, content, content_blocks, location_latitude, location_longitude',
      params.id,
      'Town',
    );
    const destinations = await destinationCardsWhere(db, 'd.town_id = $1', [row.id], mediaUrl, now());
    return {
      ...row,
      main_image_url: mediaUrl(row.main_image_url),
      content_blocks: blocks(row.content_blocks),
      location_latitude: toNumber(row.location_latitude),
      location_longitude: toNumber(row.location_longitude),
      destinations,
    };
  });
}
