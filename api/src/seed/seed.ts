import type { Db, Queryable } from '../db/db';
import { localParts, zonedTime } from '../lib/dates';
import { mediaPath } from '../routes/media';
import { eventCategories, events, news, newsCategories } from './calendar';
import { activities, amenities, destinationCategories, destinations, experiences, towns } from './catalogue';
import { insertRows, json, syncSequence } from './insert';
import { createRandom, slugify } from './random';
import { globals, menus, navItems, pages } from './site-content';

const paragraph = (text: string) => `<p>${text}</p>`;

/** A calendar day `offset` days from `base` (New York), at a wall-clock time. */
function dayAt(base: Date, offset: number, hour = 0, minute = 0): Date {
  const p = localParts(base);
  const day = new Date(Date.UTC(p.year, p.month - 1, p.day + offset));
  return zonedTime(day.getUTCFullYear(), day.getUTCMonth() + 1, day.getUTCDate(), hour, minute);
}

const isoDay = (date: Date) => {
  const p = localParts(date);
  return `${p.year}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
};

async function seedSite(tx: Queryable) {
  await insertRows(tx, 'globals', [{ key: 'global', value: json(globals) }]);
  await insertRows(
    tx,
    'nav_items',
    navItems.map((item, position) => ({
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
    })),
  );
  for (const [name, menu] of Object.entries(menus)) {
    const [menuId] = await insertRows(tx, 'menus', [{ name, title: menu.title }]);
    await insertRows(tx, 'menu_links', menu.links.map((link, position) => ({ menu_id: menuId, position, ...link })));
  }
  await insertRows(
    tx,
    'pages',
    pages.map((page) => ({
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
      approved: (page as { approved?: boolean }).approved ?? true,
    })),
  );
}

async function seedCatalogue(tx: Queryable, base: Date, random: ReturnType<typeof createRandom>) {
  const townIds = await insertRows(
    tx,
    'towns',
    towns.map((town) => ({
      slug: slugify(town.name),
      name: town.name,
      main_image_url: mediaPath('towns', slugify(town.name)),
      meta_description: `Visit ${town.name}, Centre County, Pennsylvania.`,
      content: paragraph(`${town.name} is one of the communities of Happy Valley.`),
      content_blocks: json([]),
      location_latitude: town.lat,
      location_longitude: town.lng,
    })),
  );
  const townByName = new Map(towns.map((town, index) => [town.name, { ...town, id: townIds[index] }]));

  await insertRows(
    tx,
    'destination_categories',
    destinationCategories.map((category) => ({
      id: category.id,
      slug: slugify(category.name),
      name: category.name,
      description: `${category.name} around Happy Valley.`,
      content: paragraph(`Our favorite ${category.name.toLowerCase()} in Centre County.`),
      meta_description: `${category.name} in Happy Valley, Pennsylvania.`,
      main_image_url: mediaPath('categories', slugify(category.name)),
      slides: json([{ img: mediaPath('headers', slugify(category.name)), title: category.name, link: null }]),
      content_blocks: json([]),
    })),
  );
  await syncSequence(tx, 'destination_categories');
  const categoryIds = new Map(destinationCategories.map((category) => [category.name, category.id]));

  const experienceIds = await insertRows(
    tx,
    'experiences',
    experiences.map((name) => ({
      slug: slugify(name),
      name,
      description: `${name} in Happy Valley.`,
      content: paragraph(`Ideas for ${name.toLowerCase()} across the valley.`),
      experience: `${name}: handpicked places and plans.`,
      main_image_url: mediaPath('experiences', slugify(name)),
      meta_description: `${name} in Happy Valley.`,
      content_blocks: json([]),
    })),
  );
  const experienceByName = new Map(experiences.map((name, index) => [name, experienceIds[index]]));
  const activityIds = await insertRows(
    tx,
    'activities',
    activities.map((name) => ({
      slug: slugify(name),
      name,
      description: `${name} in Happy Valley.`,
      content: paragraph(`Where to go ${name.toLowerCase()} around the valley.`),
      header_image_url: mediaPath('headers', slugify(name)),
    })),
  );
  const activityByName = new Map(activities.map((name, index) => [name, activityIds[index]]));
  const amenityIds = await insertRows(tx, 'amenities', amenities.map((name) => ({ name })));

  const destinationRows = destinations.map((seed, index) => {
    const town = townByName.get(seed.town);
    if (!town) throw new Error(`Unknown town ${seed.town}`);
    const slug = slugify(seed.name);
    const latitude = Math.min(40.94, Math.max(40.71, town.lat + (random.next() - 0.5) * 0.03));
    const longitude = Math.min(-77.61, Math.max(-78.09, town.lng + (random.next() - 0.5) * 0.04));
    const site = `https://www.${slug.replace(/-/g, '').slice(0, 24)}.example`;
    return {
      slug,
      name: seed.name,
      town_id: town.id,
      main_img: mediaPath('destinations', slug),
      header_img: mediaPath('headers', slug),
      content: paragraph(seed.summary) + paragraph(`Find ${seed.name} in ${seed.town}, a short drive from downtown State College.`),
      callout_content: paragraph(`Show your Happy Valley guide for 20% off at ${seed.name}.`),
      sidebar_callout_content: index % 3 === 0 ? paragraph('Open year-round. Call ahead on game weekends.') : null,
      address: seed.street,
      city: seed.town,
      state: 'PA',
      zip: town.zip,
      phone: `814-${random.int(200, 999)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      website: site,
      map_link: `https://www.google.com/maps/search/?api=1&query=${latitude.toFixed(5)},${longitude.toFixed(5)}`,
      reservations_link: seed.rate ? `${site}/reservations` : null,
      restaurant_link: seed.categories.includes('Restaurants') ? `${site}/menu` : null,
      golf_link: seed.activities.includes('Golf') ? `${site}/golf` : null,
      facebook_link: index % 2 === 0 ? `https://www.facebook.com/${slug}` : null,
      instagram_link: index % 3 !== 1 ? `https://www.instagram.com/${slug.replace(/-/g, '')}` : null,
      twitter_link: null,
      youtube_link: index % 5 === 0 ? `https://www.youtube.com/@${slug.replace(/-/g, '')}` : null,
      pinterest_link: null,
      bd_lowest_rate: seed.rate ?? null,
      location_latitude: Number(latitude.toFixed(6)),
      location_longitude: Number(longitude.toFixed(6)),
      meta_description: seed.summary,
      scripts: null,
      package: index % 7 === 0 ? 'disabled' : index % 2 === 0 ? 'premium' : 'basic',
      approved: seed.approved ?? true,
      // Spread "last updated" over the past months so the 'updated' order is meaningful.
      updated_at: dayAt(base, -random.int(0, 180), 12),
      created_at: dayAt(base, -200 - index, 12),
    };
  });
  const destinationIds = await insertRows(tx, 'destinations', destinationRows);

  const categoryLinks: Record<string, unknown>[] = [];
  const experienceLinks: Record<string, unknown>[] = [];
  const activityLinks: Record<string, unknown>[] = [];
  const amenityLinks: Record<string, unknown>[] = [];
  const gallery: Record<string, unknown>[] = [];
  destinations.forEach((seed, index) => {
    const destinationId = destinationIds[index];
    for (const name of seed.categories) categoryLinks.push({ destination_id: destinationId, category_id: categoryIds.get(name) });
    for (const name of seed.experiences) experienceLinks.push({ destination_id: destinationId, experience_id: experienceByName.get(name) });
    for (const name of seed.activities) activityLinks.push({ destination_id: destinationId, activity_id: activityByName.get(name) });
    for (const amenityId of random.sample(amenityIds, random.int(2, 5))) amenityLinks.push({ destination_id: destinationId, amenity_id: amenityId });
    const slug = slugify(seed.name);
    for (let position = 0; position < random.int(2, 4); position += 1) {
      gallery.push({ destination_id: destinationId, position, url: mediaPath('gallery', `${slug}-${position + 1}`) });
    }
  });
  await insertRows(tx, 'destination_category_links', categoryLinks);
  await insertRows(tx, 'destination_experiences', experienceLinks);
  await insertRows(tx, 'destination_activities', activityLinks);
  await insertRows(tx, 'destination_amenities', amenityLinks);
  await insertRows(tx, 'destination_gallery_images', gallery);

  return new Map(destinations.map((seed, index) => [seed.name, destinationIds[index] as number]));
}

const WEEKDAY_NAMES = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

const RECURRENCE_COLUMNS = [
  'recurrence', 'r_daily_days', 'r_weekly_day', 'r_weekly_weeks', 'r_monthly_months', 'r_monthly_day', 'r_monthly_occurrence',
  'r_monthly_weekday', 'r_yearly_month', 'r_yearly_day', 'r_yearly_occurrence', 'r_yearly_weekday', 'r_end_type', 'r_end_date',
  'r_number_of_occurrences',
] as const;

async function seedCalendar(tx: Queryable, base: Date, destinationIds: Map<string, number>) {
  await insertRows(
    tx,
    'event_categories',
    eventCategories.map((category, position) => ({
      id: category.id,
      slug: slugify(category.name),
      name: category.name,
      description: `${category.name} events in Happy Valley.`,
      content: paragraph(`Upcoming ${category.name.toLowerCase()} events around the valley.`),
      position,
    })),
  );
  await syncSequence(tx, 'event_categories');

  const rows = events.map((seed, index) => {
    const rule = seed.recurrence ?? {};
    let day = seed.day;
    // A weekly series starts on its first listed weekday.
    const weekday = Array.isArray(rule.r_weekly_day) ? WEEKDAY_NAMES.indexOf(String(rule.r_weekly_day[0])) : -1;
    if (weekday >= 0) day += (weekday - localParts(dayAt(base, day)).weekday + 7) % 7;
    const starts = dayAt(base, day, seed.hour, seed.minute ?? 0);
    const ends = seed.days ? dayAt(base, day + seed.days, seed.hour + seed.hours, seed.minute ?? 0) : new Date(starts.getTime() + seed.hours * 3_600_000);
    const local = localParts(starts);
    const recurrence: Record<string, unknown> = Object.fromEntries(RECURRENCE_COLUMNS.map((column) => [column, rule[column] ?? null]));
    if (recurrence.recurrence === 'yearly') {
      recurrence.r_yearly_month ??= local.month;
      recurrence.r_yearly_day ??= local.day;
    }
    if (typeof rule.r_end_date === 'number') recurrence.r_end_date = isoDay(dayAt(base, rule.r_end_date));
    const slug = slugify(seed.title);
    const destinationId = seed.destination ? destinationIds.get(seed.destination) : undefined;
    if (seed.destination && destinationId === undefined) throw new Error(`Unknown destination ${seed.destination}`);
    return {
      slug,
      title: seed.title,
      summary: seed.summary,
      content: paragraph(seed.summary) + paragraph('Check the organizer’s website for tickets and weather updates.'),
      main_img: mediaPath('events', slug),
      header_img: mediaPath('headers', slug),
      starts,
      ends,
      all_day: seed.allDay ?? false,
      website: `https://events.happyvalley.example/${slug}`,
      google_link: `https://calendar.google.com/calendar/render?action=TEMPLATE&text=${encodeURIComponent(seed.title)}`,
      destination_id: destinationId ?? null,
      address: destinationId ? null : '131 S Fraser St, State College, PA 16801',
      phone: destinationId ? null : '814-231-1400',
      location_latitude: destinationId ? null : 40.7926,
      location_longitude: destinationId ? null : -77.8601,
      ...recurrence,
      approved: seed.approved ?? true,
      created_at: dayAt(base, -100 + index, 9),
      updated_at: dayAt(base, -10, 9),
    };
  });
  const eventIds = await insertRows(tx, 'events', rows);
  await insertRows(
    tx,
    'event_category_links',
    events.flatMap((seed, index) => seed.categories.map((categoryId) => ({ event_id: eventIds[index], category_id: categoryId }))),
  );

  const newsCategoryIds = await insertRows(
    tx,
    'news_categories',
    newsCategories.map((name, position) => ({ slug: slugify(name), name, position })),
  );
  const newsCategoryByName = new Map(newsCategories.map((name, index) => [name, newsCategoryIds[index]]));
  const postIds = await insertRows(
    tx,
    'news_posts',
    news.map((seed) => {
      const slug = slugify(seed.title);
      return {
        slug,
        title: seed.title,
        summary: seed.summary,
        main_img: mediaPath('news', slug),
        image_url: mediaPath('news', slug),
        header_image_url: mediaPath('headers', slug),
        source_link: seed.source ?? null,
        meta_title: `${seed.title} | The Dispatch`,
        meta_description: seed.summary,
        content: paragraph(seed.summary) + paragraph('Stories like this one come from our team and partners around Centre County.'),
        content_blocks: json([{ id: 1, extension: 'content', title: null, img: null, entry: { content: paragraph('More from the Dispatch.') } }]),
        featured: seed.featured ?? false,
        published_at: dayAt(base, -seed.ago, 9),
        approved: seed.approved ?? true,
      };
    }),
  );
  await insertRows(
    tx,
    'news_post_categories',
    news.flatMap((seed, index) => seed.categories.map((name) => ({ post_id: postIds[index], category_id: newsCategoryByName.get(name) }))),
  );
}

export interface SeedOptions {
  /** The day event and news dates are relative to; today by default. */
  baseDate?: Date;
  seed?: number;
}

/** Writes the whole content set in one transaction. */
export async function seedDatabase(db: Db, { baseDate = new Date(), seed: seedNumber = 1855 }: SeedOptions = {}): Promise<void> {
  const random = createRandom(seedNumber);
  await db.transaction(async (tx) => {
    await seedSite(tx);
    const destinationIds = await seedCatalogue(tx, baseDate, random);
    await seedCalendar(tx, baseDate, destinationIds);
  });
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
