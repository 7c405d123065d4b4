import { createHash } from 'node:crypto';
import { hashPassword, verifyPassword } from '../auth/passwords';
import type { Db, Queryable } from '../db/db';
import { collectMediaPaths, parseMediaPath } from '../media/paths';
import { DEFAULT_MEDIA_DIR, MediaStore } from '../media/store';
import { buildCalendar } from './build-calendar';
import { buildCatalogue } from './build-catalogue';
import { buildItineraries, buildTips, buildUsers } from './build-members';
import { dayKeyOf, instantAt } from '@valley/shared/time';
import { insertRows, json, syncSequence } from './insert';
import { emailOf, users as seededUsers } from './members';
import { createRandom } from './random';
import { stamper, type Row } from './rows';
import { seedInsightHistory } from './insights-history';
import { buildPages, globals, menus, navItems } from './site-content';

export interface SeedOptions {
  /** The day event and news dates are relative to (its New York calendar day); today by default. */
  baseDate?: Date;
  seed?: number;
  /** How many times over the valley's destinations are written (SEED_SCALE; 1 by default): load tests of a bigger valley. */
  scale?: number;
  /** Where generated images go; `api/.data/media` (or MEDIA_DIR) by default. */
  mediaDir?: string;
  /** Images drawn at once (each uses a core). */
  concurrency?: number;
  log?: (message: string) => void;
  /** Seeded members sign in with SEED_MEMBER_PASSWORD; false leaves them without a password (outside local development). */
  memberPasswords?: boolean;
}

export interface SeedReport {
  images: number;
  /** Images drawn now; the rest were already on disk. */
  generated: number;
  imageMs: number;
  totalMs: number;
}

/** Every table's rows in insertion order (foreign keys first). Pure: the same day and seed give the same rows. */
export interface SeedPlan {
  tables: [table: string, rows: Row[]][];
}

/** Seeded members sign in with this password in local development only (api/README.md, "Production"). */
export const SEED_MEMBER_PASSWORD = 'valley-member-2026';

/** Tables whose rows carry explicit ids, so their sequences move past them afterwards. */
const WITH_IDS = [
  'users',
  'towns',
  'destination_categories',
  'experiences',
  'activities',
  'amenities',
  'destinations',
  'destination_gallery_images',
  'event_categories',
  'events',
  'news_categories',
  'news_posts',
  'tips',
  'itineraries',
  'itinerary_items',
  'nav_items',
  'menus',
  'menu_links',
  'pages',
];

export function buildSeedPlan(baseDate: Date, seedNumber = 1855, scale = 1): SeedPlan {
  const base = dayKeyOf(baseDate);
  const random = createRandom(seedNumber);
  const stamp = stamper(base);

  const users = buildUsers(base, random);
  const catalogue = buildCatalogue(random, stamp, users.ids, scale);
  const calendar = buildCalendar(base, stamp, catalogue.placed, users.ids);
  const tips = buildTips(stamp, catalogue.placed, users.ids);
  const itineraries = buildItineraries(stamp, catalogue.placed, users.ids, calendar.eventIds);

  const approved = [...catalogue.placed.values()].filter((destination) => destination.approved);
  const pages = buildPages({
    destinations: approved.map((destination) => ({
      name: destination.name,
      slug: destination.slug,
      lat: destination.lat,
      lng: destination.lng,
      address: destination.address,
      city: destination.town,
      state: 'PA',
      zip: destination.zip,
      phone: destination.phone,
      category: destination.category,
      main_img: destination.main_img,
    })),
    towns: catalogue.placedTowns.map((town) => ({
      name: town.name,
      slug: town.slug,
      lat: town.lat,
      lng: town.lng,
      address: null,
      city: town.name,
      state: 'PA',
      zip: town.zip,
      phone: null,
      img: town.img,
    })),
  });

  const menuRows: Row[] = [];
  const linkRows: Row[] = [];
  Object.entries(menus).forEach(([name, menu], index) => {
    menuRows.push({ id: index + 1, name, title: menu.title });
    for (const [position, menuLink] of menu.links.entries()) linkRows.push({ id: linkRows.length + 1, menu_id: index + 1, position, ...menuLink });
  });

  return {
    tables: [
      ['users', users.rows],
      ['towns', catalogue.towns],
      ['destination_categories', catalogue.destination_categories],
      ['experiences', catalogue.experiences],
      ['activities', catalogue.activities],
      ['amenities', catalogue.amenities],
      ['destinations', catalogue.destinations],
      ['destination_category_links', catalogue.destination_category_links],
      ['destination_experiences', catalogue.destination_experiences],
      ['destination_activities', catalogue.destination_activities],
      ['destination_amenities', catalogue.destination_amenities],
      ['destination_gallery_images', catalogue.destination_gallery_images.map((row, index) => ({ id: index + 1, ...row }))],
      ['event_categories', calendar.event_categories],
      ['events', calendar.events],
      ['event_category_links', calendar.event_category_links],
      ['news_categories', calendar.news_categories],
      ['news_posts', calendar.news_posts],
      ['news_post_categories', calendar.news_post_categories],
      ['tips', tips],
      ['itineraries', itineraries.itineraries],
      ['itinerary_items', itineraries.itinerary_items],
      ['globals', [{ key: 'global', value: json(globals), updated_at: instantAt(base, 6) }]],
      [
        'nav_items',
        navItems.map((item, position) => ({
          id: position + 1,
          position,
          title: item.title,
          text_color: item.text_color,
          background_color: item.background_color,
          alternate_color: item.alternate_color,
          content: item.content,
          link: item.link,
          featured_links: json(item.featured_links),
          featured_blocks: json(item.featured_blocks),
          sticky_menu_categories: json(item.sticky_menu_categories),
          ...stamp(900, 30),
        })),
      ],
      ['menus', menuRows],
      ['menu_links', linkRows],
      [
        'pages',
        pages.map((page, index) => ({
          id: index + 1,
          path: page.path,
          slug: page.slug,
          title: page.title,
          meta_title: page.meta_title,
          meta_description: page.meta_description,
          header_image_url: page.header_image_url,
          entry: json(page.entry),
          content_rendered: page.content_rendered,
          content_blocks: json(page.content_blocks),
          home_blocks: page.home_blocks ? json(page.home_blocks) : null,
          approved: page.approved,
          draft: page.draft ? json(page.draft) : null,
          ...stamp(900, 20 + index),
        })),
      ],
    ],
  };
}

/** Builds the rows, draws the images they name (missing files only), then writes everything, `media` rows included, in one transaction. */
export async function seedDatabase(db: Db, options: SeedOptions = {}): Promise<SeedReport> {
  const started = performance.now();
  const baseDate = options.baseDate ?? new Date();
  const plan = buildSeedPlan(baseDate, options.seed, options.scale);
  const paths = collectMediaPaths(plan.tables.map(([, rows]) => rows));
  const store = new MediaStore(options.mediaDir ?? DEFAULT_MEDIA_DIR);
  const imagesStarted = performance.now();
  const { records, generated } = await store.ensure(paths, { concurrency: options.concurrency ?? 2 });
  const imageMs = performance.now() - imagesStarted;
  const createdAt = instantAt(dayKeyOf(baseDate), 6);
  // One argon2 hash shared by every seeded member (hashing 13 times would slow seeding), with a salt
  // fixed by the seed so the rows stay the same run after run.
  const memberPasswordHash =
    options.memberPasswords === false
      ? null
      : await hashPassword(
          SEED_MEMBER_PASSWORD,
          createHash('sha256')
            .update(`valley-seed-${options.seed ?? 1855}`)
            .digest()
            .subarray(0, 16),
        );
  const withPassword = (rows: Row[]) => rows.map((row) => ({ ...row, password_hash: memberPasswordHash, activated_at: row.activated_at ?? createdAt }));

  await db.transaction(async (tx) => {
    for (const [table, rows] of plan.tables) await insertRows(tx, table, table === 'users' ? withPassword(rows) : rows);
    await insertRows(
      tx,
      'media',
      records.map((record) => ({ ...record, created_at: createdAt })),
    );
    for (const table of WITH_IDS) await syncSequence(tx, table);
    await seedInsightHistory(tx, dayKeyOf(baseDate));
  });
  const report = { images: records.length, generated, imageMs: Math.round(imageMs), totalMs: Math.round(performance.now() - started) };
  options.log?.(
    `Seeded ${plan.tables.reduce((sum, [, rows]) => sum + rows.length, 0)} rows and ${report.images} images (${report.generated} drawn in ${(report.imageMs / 1000).toFixed(1)} s) in ${(report.totalMs / 1000).toFixed(1)} s`,
  );
  return report;
}

export async function isEmpty(db: Queryable): Promise<boolean> {
  const { rows } = await db.query<{ count: number }>('select count(*)::int as count from globals');
  return Number(rows[0]?.count ?? 0) === 0;
}

/** Seeds only a database without content; returns whether it seeded. */
export async function seedIfEmpty(db: Db, options: SeedOptions = {}): Promise<boolean> {
  if (!(await isEmpty(db))) return false;
  await seedDatabase(db, options);
  return true;
}

/** Outside local development the published seed password must not work: seeded members still on it lose it. Answers how many. */
export async function disablePublishedPasswords(db: Queryable): Promise<number> {
  const { rows } = await db.query<{ id: number; password_hash: string | null }>(
    'select id, password_hash from users where password_hash is not null and email = any($1::text[])',
    [seededUsers.map(emailOf)],
  );
  let disabled = 0;
  for (const row of rows) {
    if (!(await verifyPassword(row.password_hash, SEED_MEMBER_PASSWORD))) continue;
    await db.query('update users set password_hash = null where id = $1', [row.id]);
    disabled += 1;
  }
  return disabled;
}

/** Draws again any image the `media` table lists but the media folder lacks (a wiped or new folder). */
export async function restoreMediaFiles(db: Queryable, options: Pick<SeedOptions, 'mediaDir' | 'concurrency'> = {}): Promise<number> {
  const { rows } = await db.query<{ path: string }>('select path from media order by path');
  const store = new MediaStore(options.mediaDir ?? DEFAULT_MEDIA_DIR);
  const generatable = rows
    .map((row) => row.path)
    .filter((path) => {
      const ref = parseMediaPath(path);
      return ref !== null && store.canGenerate(ref);
    });
  const { generated } = await store.ensure(generatable, { concurrency: options.concurrency ?? 2 });
  return generated;
}
