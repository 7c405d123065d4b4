import { mediaPath } from '../media/paths';
import type { PlacedDestination } from './build-catalogue';
import { eventCategories, events } from './calendar';
import { categoryColumns, link, p, ul } from './content';
import { addDays, dayKeyOf, daysBetween, instantAt, type DayKey } from '@valley/shared/time';
import { eventCategoryHeader, eventSubject, subjectFor } from './images';
import { json } from './insert';
import { categoryParagraphs, news, newsCategories, type NewsSeed } from './news';
import { slugify } from '../lib/slug';
import type { Row, Stamp } from './rows';
import { schedule } from './schedule';
import { endDateFromCount } from '@valley/shared/recurrence';

const YOUTUBE = 'https://www.youtube-nocookie.com/embed/M7lc1UVf-VE';
const DOWNTOWN_ADDRESS = { address: '131 S Fraser St, State College, PA 16801', phone: '814-231-1400', lat: 40.7926, lng: -77.8601 };

export interface CalendarRows {
  event_categories: Row[];
  events: Row[];
  event_category_links: Row[];
  news_categories: Row[];
  news_posts: Row[];
  news_post_categories: Row[];
  /** Title → id and approval, for itinerary steps. */
  eventIds: Map<string, { id: number; slug: string; approved: boolean }>;
}

const amp = (text: string) => text.replace(/&/g, '&amp;');

const EVENT_DETAILS: Record<number, string> = {
  1: 'Galleries and stages across the county take part; most programs are free.',
  2: 'Expect crowds, street closures and plenty of food stands. Shuttles run from the park-and-ride lots.',
  3: 'Come hungry. Vendors take cards, but a little cash speeds up the lines.',
  4: 'Bring a lawn chair for outdoor shows; indoor seating is first come, first served.',
  5: 'Gates open two hours early. Clear-bag rules apply at university venues.',
  6: 'Dress for the weather and wear sturdy shoes. Programs run rain or shine unless noted.',
  7: 'One of the season’s highlights: plan ahead for parking and rooms.',
  8: 'Kids are welcome, and strollers fit on most paths.',
  9: 'A valley tradition that comes back every year.',
  10: 'Run by neighbours and volunteers; proceeds stay in the community.',
};

export function buildCalendar(base: DayKey, stamp: Stamp, placed: Map<string, PlacedDestination>, userIds: Map<string, number>): CalendarRows {
  const eventCategoryRows = eventCategories.map((category, position) => ({
    ...categoryColumns(category, `Upcoming ${category.name.toLowerCase()} around the valley, updated every week.`),
    position,
    header_image_url: eventCategoryHeader(category.name),
    ...stamp(900, 300 - position),
  }));

  const eventRows: Row[] = [];
  const links: Row[] = [];
  const eventIds = new Map<string, { id: number; slug: string; approved: boolean }>();
  events.forEach((seed, index) => {
    const id = index + 1;
    const slug = slugify(seed.title);
    if ([...eventIds.values()].some((event) => event.slug === slug)) throw new Error(`Duplicate event ${seed.title}`);
    const { starts, ends, columns: ruleColumns } = schedule(seed, base);
    // An 'After N' series also stores the date of its last occurrence, as member writes do, so a
    // window search (which answers with the in-window occurrence) never shows it past its end.
    const columns = ruleColumns.r_end_type === 'After' ? { ...ruleColumns, r_end_date: endDateFromCount({ ...ruleColumns, starts, ends }) } : ruleColumns;
    const destination = seed.destination ? placed.get(seed.destination) : undefined;
    if (seed.destination && !destination) throw new Error(`${seed.title}: unknown destination ${seed.destination}`);
    const owner = seed.owner ? userIds.get(seed.owner) : undefined;
    if (seed.owner && owner === undefined) throw new Error(`${seed.title}: unknown owner ${seed.owner}`);
    const where = destination ? `${amp(destination.name)}, ${destination.address}, ${destination.town}` : DOWNTOWN_ADDRESS.address;
    const details = seed.categories.map((category) => EVENT_DETAILS[category]).filter((text): text is string => Boolean(text));
    const website = `https://events.happyvalley.example/${slug}`;
    const content = [
      p(amp(seed.summary)),
      p(details[0] ?? 'Check the organizer’s website for tickets and weather updates.'),
      '<h3>Good to know</h3>',
      ul([`<strong>Where:</strong> ${where}`, ...details.slice(1, 3), `${link(website, 'Tickets and updates')} from the organizer`]),
    ].join('');
    const createdAgo = Math.max(0, daysBetween(dayKeyOf(starts), base)) + 30 + (index % 20);
    eventRows.push({
      id,
      slug,
      title: seed.title,
      summary: seed.summary,
      content,
      main_img: mediaPath('events', slug, eventSubject(seed)),
      // Event pages share their first category's banner (one header per category, not per event).
      header_img: eventCategoryHeader(eventCategories.find((category) => category.id === seed.categories[0])?.name ?? 'events'),
      starts,
      ends,
      all_day: seed.allDay ?? false,
      website,
      google_link: `https://calendar.google.com/calendar/render?action=TEMPLATE&text=${encodeURIComponent(seed.title)}`,
      destination_id: destination?.id ?? null,
      address: destination ? `${destination.address}, ${destination.town}, PA ${destination.zip}` : DOWNTOWN_ADDRESS.address,
      phone: destination?.phone ?? DOWNTOWN_ADDRESS.phone,
      location_latitude: destination?.lat ?? DOWNTOWN_ADDRESS.lat,
      location_longitude: destination?.lng ?? DOWNTOWN_ADDRESS.lng,
      ...columns,
      approved: seed.approved ?? true,
      owner_id: owner ?? null,
      draft: seed.draft ? json(seed.draft) : null,
      ...stamp(createdAgo, Math.min(createdAgo, index % 15), 10),
    });
    for (const categoryId of seed.categories) {
      if (!eventCategories.some((category) => category.id === categoryId)) throw new Error(`${seed.title}: unknown category ${categoryId}`);
      links.push({ event_id: id, category_id: categoryId });
    }
    eventIds.set(seed.title, { id, slug, approved: seed.approved ?? true });
  });

  const newsCategoryIds = new Map(newsCategories.map((name, index) => [name, index + 1]));
  const postRows: Row[] = [];
  const postLinks: Row[] = [];
  const slugs = new Set<string>();
  news.forEach((seed, index) => {
    const id = index + 1;
    const slug = slugify(seed.title);
    if (slugs.has(slug)) throw new Error(`Duplicate post ${seed.title}`);
    slugs.add(slug);
    const mentions = (seed.mentions ?? []).map((name) => {
      const destination = placed.get(name);
      if (!destination?.approved) throw new Error(`${seed.title}: unknown or unapproved destination ${name}`);
      return destination;
    });
    const [first, second] = seed.categories.flatMap(categoryParagraphs);
    const content = [
      p(amp(seed.summary)),
      first ? p(first) : '',
      mentions.length > 0
        ? `<h2>Where to go</h2>${ul(mentions.map((destination) => `${link(`/d/${destination.slug}`, amp(destination.name))}, ${destination.town}`))}`
        : '',
      second ? p(second) : p('Stories like this one come from our team and partners around Centre County.'),
      seed.source ? p(`Read the full story at ${link(seed.source, new URL(seed.source).hostname.replace(/^www\./, ''))}.`) : '',
    ].join('');
    const published = addDays(base, -seed.ago);
    const createdAgo = Math.max(seed.ago, 0) + 3;
    postRows.push({
      id,
      slug,
      title: seed.title,
      summary: seed.summary,
      main_img: mediaPath('news', slug, postSubject(seed)),
      image_url: mediaPath('news', slug, postSubject(seed)),
      header_image_url: mediaPath('headers', `news-category-${slugify(seed.categories[0] ?? 'news')}`, subjectFor(seed.categories[0] ?? 'news')),
      source_link: seed.source ?? null,
      meta_title: `${seed.title} | The Dispatch`,
      meta_description: seed.summary,
      content,
      content_blocks: json(newsBlocks(seed, slug, id)),
      featured: seed.featured ?? false,
      published_at: instantAt(published, 7 + (index % 5), 30),
      approved: seed.approved ?? true,
      draft: seed.draft ? json(seed.draft) : null,
      ...stamp(createdAgo, Math.max(seed.ago, 0), 8),
    });
    for (const name of seed.categories) {
      const categoryId = newsCategoryIds.get(name);
      if (!categoryId) throw new Error(`${seed.title}: unknown category ${name}`);
      postLinks.push({ post_id: id, category_id: categoryId });
    }
  });

  return {
    event_categories: eventCategoryRows,
    events: eventRows,
    event_category_links: links,
    news_categories: newsCategories.map((name, position) => ({ id: position + 1, slug: slugify(name), name, position, ...stamp(900, 300) })),
    news_posts: postRows,
    news_post_categories: postLinks,
    eventIds,
  };
}

const postSubject = (seed: NewsSeed) => subjectFor(seed.title, ...seed.categories);

function newsBlocks(seed: NewsSeed, slug: string, postId: number) {
  return (seed.blocks ?? []).map((kind, index) => {
    const id = 2000 + postId * 10 + index;
    switch (kind) {
      case 'images':
        return {
          id,
          extension: 'images',
          title: 'In Pictures',
          img: null,
          entry: {
            images: [1, 2, 3].map((n) => ({
              img: mediaPath('blocks', `${slug}-${n}`, postSubject(seed)),
              title: null,
              caption: `${seed.title}, photo ${n}`,
              link: null,
            })),
          },
        };
      case 'cta':
        return {
          id,
          extension: 'cta',
          title: 'Plan Your Visit',
          img: mediaPath('blocks', `${slug}-cta`, postSubject(seed)),
          entry: {
            subtitle: 'Everything in this story, on one map.',
            content: p('Save the places you like to your favorites.'),
            link: '/destinations',
            button_text: 'Find Places',
            target: null,
          },
        };
      case 'embed':
        return {
          id,
          extension: 'embed',
          title: 'Watch',
          img: null,
          entry: {
            html: `<iframe src="${YOUTUBE}" title="${seed.title.replace(/"/g, '')}" width="560" height="315" loading="lazy" allowfullscreen></iframe>`,
            caption: seed.summary,
            aspect_ratio: '16:9',
          },
        };
      case 'tabs':
        return {
          id,
          extension: 'tabs',
          title: 'Pick Your Plan',
          img: null,
          entry: {
            tabs: [
              { title: 'Morning', content: p('Start with a museum or the cavern tour.') },
              { title: 'Afternoon', content: p('Bowling, then ice cream.') },
              { title: 'Evening', content: p('A film at the State Theatre.') },
            ],
          },
        };
    }
  });
}
