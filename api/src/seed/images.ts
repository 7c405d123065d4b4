import { mediaPath } from '../media/paths';
import type { Subject } from '../media/subjects';
import { activities, destinationCategories, experiences } from './catalogue';
import { eventCategories, type EventSeed } from './calendar';
import { destinations } from './destinations';
import { itineraries } from './members';
import { slugify } from '../lib/slug';

// The seed's pictures: one function per kind of pictured thing, so every row and block that shows it names the same file (and subject).

/**
 * What the seed's pictures show, from words in a name and then in its categories: earlier rules win, so a specific word (a cave, a
 * stadium, a brewery) beats a broad category (Attractions, Restaurants). Town names are avoided as words ('Centre Hall', 'Snow Shoe').
 */
const RULES: readonly [RegExp, Subject][] = [
  [/\bcaves?\b|cavern/, 'cavern'],
  [/christmas|holiday|tree lighting|winter lights|ice sculpture|winter carnival|seasonal/, 'holiday'],
  [/\bski|nordic|snowmobile|chairlift|winter sports|winter in/, 'ski'],
  [/railroad|\btrain\b|depot|railway/, 'train'],
  [/golf|country club|greens|\blinks\b|pitch & putt/, 'golf'],
  [/museum|gallery|mansion|historical|history|library|furnace|bell tower|arts? & culture/, 'museum'],
  [
    /stadium|arena|rec hall|sportsplex|fieldhouse|field at|football|baseball|hockey|wrestling|tailgate|white out|spring game|home opener|game day|\bsports\b|sports facilities/,
    'stadium',
  ],
  [/\btheat(re|er)\b|auditorium|film|broadway|arts scene/, 'theatre'],
  [/concert|jazz|bluegrass|symphony|music|comedy|speakeasy|nightlife/, 'concert'],
  [/balloon|tours & transportation/, 'balloon'],
  [/winery|vineyard|\bwine\b|cellars|meadery|wineries/, 'vineyard'],
  [/brew|aleworks|\bpub\b|\btap\b|barrel|cider|spirits|distill|craft beer|cocktail/, 'brewery'],
  [/caf[eé]|coffee|bakery|bakehouse|bakeries|doughnut|pie shop|bagel|creamery|roasters/, 'cafe'],
  [
    /diner|pizza|grill|kitchen|bistro|restaurant|taqueria|noodle|dumpling|smokehouse|bbq|roadhouse|sub shop|\bdeli\b|hearth|casual eats|chili|\bfood\b|foodie/,
    'diner',
  ],
  [/\bspa\b|spas|wellness|yoga|massage|salt room/, 'spa'],
  [/putt & play|escape room|trampoline|lanes|bowling|climbing|family/, 'family'],
  [/star party|stargazing|night hike/, 'trail'],
  [/festival|\bfest\b|\bevents\b|\bfair\b|fairgrounds|parade|celebration|carnival|heritage days|ag progress|car show|crawl|party|unveiling/, 'festival'],
  [/market|auction|makers|produce|plant sale|quilt/, 'market'],
  [/cabin|campground|camping|glamping/, 'cabin'],
  [/conference|convention|ballroom|community hall|sportsmen|meeting|airport|terminal/, 'hall'],
  [/\binn\b|hotel|motel|suites|lodge|bed & breakfast|farmhouse stay|lodging|retreat|romantic|\bstay\b/, 'inn'],
  [/farm|orchard|berry|pumpkin|dairy|lavender|sheep|harvest|maple|barn tour|equestrian|llama/, 'farm'],
  [/\bbarn\b|wedding|pavilion/, 'barn'],
  [/\blake|\bdam\b|marina|kayak|canoe|boating|swimming|paddl/, 'lake'],
  [/\bfly\b|fly-tying|fly fishing|angler|fisherman|fishing|trout|hatchery|\bstream\b|creek access|float trip|outfitters|canyon/, 'stream'],
  [/shop|store|mercantile|books|antique|pottery|woodcraft|studio|glassworks|bike works|granary/, 'shop'],
  [
    /trail|hike|hiking|\bpark\b|forest|barrens|\bgap\b|overlook|lookout|vista|ridge|nature|marsh|bird|raptor|arboretum|outdoor|bik(e|ing)|\bride\b|earth day|cleanup|wildlife/,
    'trail',
  ],
];

function ruleFor(text: string): Subject | null {
  const lower = text.toLowerCase();
  for (const [pattern, subject] of RULES) if (pattern.test(lower)) return subject;
  return null;
}

/** The subject of a picture of `name`: its own words first, then those of its categories (or description), in order; null for the plain valley. */
export function subjectFor(name: string, ...contexts: readonly string[]): Subject | null {
  return ruleFor(name) ?? (contexts.length > 0 ? ruleFor(contexts.join(' | ')) : null);
}

const bySlug = <T>(items: readonly T[], name: (item: T) => string) => new Map(items.map((item) => [slugify(name(item)), item]));
const CATEGORIES = bySlug(destinationCategories, (category) => category.name);
const DESTINATIONS = bySlug(destinations, (destination) => destination.name);
const EXPERIENCES = bySlug(experiences, (experience) => experience.name);
const ITINERARIES = bySlug(itineraries, (itinerary) => itinerary.title);

function known<T>(map: Map<string, T>, slug: string, what: string): T {
  const item = map.get(slug);
  if (!item) throw new Error(`No seeded ${what} '${slug}' to picture`);
  return item;
}

/** A destination's subject, by the slug of the seeded destination whose pictures it shows (scaled branches show their original's). */
export function destinationSubject(slug: string): Subject | null {
  const destination = known(DESTINATIONS, slug, 'destination');
  return subjectFor(destination.name, ...destination.categories);
}

export const destinationImage = (slug: string) => mediaPath('destinations', slug, destinationSubject(slug));
export const destinationHeader = (slug: string) => mediaPath('headers', slug, destinationSubject(slug));
export const galleryImage = (slug: string, position: number) => mediaPath('gallery', `${slug}-${position}`, destinationSubject(slug));

function categorySubject(slug: string): Subject | null {
  const category = known(CATEGORIES, slug, 'category');
  return subjectFor(category.name, category.description);
}

export const categoryImage = (slug: string) => mediaPath('categories', slug, categorySubject(slug));
export const categoryHeader = (slug: string) => mediaPath('headers', `category-${slug}`, categorySubject(slug));

export function experienceImage(slug: string): string {
  const experience = known(EXPERIENCES, slug, 'experience');
  return mediaPath('experiences', slug, subjectFor(experience.name, experience.text));
}

export function activityHeader(name: string): string {
  const activity = activities.find((candidate) => candidate.name === name);
  return mediaPath('headers', `activity-${slugify(name)}`, activity ? subjectFor(activity.name, activity.text) : null);
}

/** An itinerary's picture shows its first stop's kind of place. */
export function itineraryImage(slug: string): string {
  const itinerary = known(ITINERARIES, slug, 'itinerary');
  return mediaPath('itineraries', slug, destinationSubject(slugify(itinerary.destination)));
}

export const tipImage = (slug: string, destinationSlug: string) => mediaPath('tips', slug, destinationSubject(destinationSlug));

const eventCategoryNames = (ids: readonly number[]) => ids.flatMap((id) => eventCategories.find((category) => category.id === id)?.name ?? []);

export function eventCategoryHeader(name: string): string {
  const category = eventCategories.find((candidate) => candidate.name === name);
  return mediaPath('headers', `event-category-${slugify(name)}`, category ? subjectFor(category.name, category.description) : null);
}

/** An event's own words, then its venue's, then its categories'. */
export const eventSubject = (seed: Pick<EventSeed, 'title' | 'destination' | 'categories'>) =>
  subjectFor(seed.title, ...(seed.destination ? [seed.destination] : []), ...eventCategoryNames(seed.categories));
