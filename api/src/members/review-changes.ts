import { describeRecurrence } from '@valley/shared/recurrence';
import { DESTINATION_LINK_LABELS, GOOGLE_CALENDAR_LABEL, type FieldChange } from '@valley/shared/schemas/member';
import { dayKeyOf, formatDateTime, formatDay } from '@valley/shared/time';
import type { Queryable } from '../db/db';
import { readableLines, sanitizeRichText } from '../lib/rich-text';
import { diffFields, type ShownEntry, type ShownField } from './field-diff';
import type { DestinationDoc, EventDoc, ItineraryDoc, TipDoc } from './kinds';
import type { ContentReviewKind } from './review-queue';

/**
 * Each reviewable kind's fields as a reader sees them, in the member form's order and with its labels, so that `diffFields` can
 * compare two versions (decision 086). Names of categories, amenities, destinations and events are read here, in one query per list.
 */

type MediaUrl = (path: string | null | undefined) => string | null;

interface Names {
  of(table: 'destination_categories' | 'amenities' | 'event_categories' | 'destinations' | 'events', id: number | null): string | null;
}

/** Loads every name the documents point at, once. */
async function namesFor(db: Queryable, wanted: Partial<Record<Parameters<Names['of']>[0], (number | null)[]>>): Promise<Names> {
  const found = new Map<string, string>();
  for (const [table, ids] of Object.entries(wanted)) {
    const known = [...new Set(ids.filter((id): id is number => id !== null))];
    if (known.length === 0) continue;
    const column = table === 'events' ? 'title' : 'name';
    const { rows } = await db.query<{ id: number; name: string }>(`select id, ${column} as name from ${table} where id = any($1::int[])`, [known]);
    for (const row of rows) found.set(`${table}:${Number(row.id)}`, row.name);
  }
  return { of: (table, id) => (id === null ? null : (found.get(`${table}:${id}`) ?? `#${id}`)) };
}

const value = (field: string, label: string, shown: string | null | undefined): ShownField => ({ field, label, type: 'value', value: shown || null });
const text = (field: string, label: string, html: string | null | undefined): ShownField => ({
  field,
  label,
  type: 'text',
  value: readableLines(html) || null,
  // Compared as the API would store it now: older rows (the seed's) differ from their re-save in markup alone.
  source: sanitizeRichText(html) || null,
});
const image = (field: string, label: string, src: string | null): ShownField => ({ field, label, type: 'image', value: src });
const named = (field: string, label: string, ids: number[], name: (id: number) => string | null): ShownField => ({
  field,
  label,
  type: 'list',
  value: ids.map((id) => ({ key: String(id), label: name(id) ?? `#${id}` })),
});

/** The link fields of a destination, labelled and ordered as the member's form shows them. */
const DESTINATION_LINKS = [['google_calendar', GOOGLE_CALENDAR_LABEL], ...Object.entries(DESTINATION_LINK_LABELS)] as [
  keyof typeof DESTINATION_LINK_LABELS | 'google_calendar',
  string,
][];

function destinationFields(doc: DestinationDoc, names: Names, mediaUrl: MediaUrl): ShownField[] {
  return [
    value('name', 'Business Name', doc.name),
    value('email', 'Email', doc.email),
    value('phone', 'Phone Number', doc.phone),
    value('address', 'Address', doc.address),
    value('city', 'City', doc.city),
    value('zip', 'Zip', doc.zip),
    text('content', 'Description', doc.content),
    ...DESTINATION_LINKS.map(([field, label]) => value(field, label, doc[field])),
    image('main_img', 'Logo', mediaUrl(doc.main_img)),
    image('header_img', 'Header Photo', mediaUrl(doc.header_img)),
    {
      field: 'photos',
      label: 'Gallery Photos',
      type: 'list',
      value: counted(doc.photos).map((key, index): ShownEntry => ({ key, label: `Photo ${index + 1}`, src: mediaUrl(doc.photos[index]) })),
    },
    named('categories', 'Categories', doc.categories, (id) => names.of('destination_categories', id)),
    named('amenities', 'Amenities', doc.amenities, (id) => names.of('amenities', id)),
  ];
}

/** 'Sat, Jun 5, 2027, 7:00 PM – Sat, Jun 5, 2027, 9:00 PM'; an all-day event by its days. */
function eventWhen(doc: EventDoc): string {
  const [starts, ends] = [new Date(doc.starts), new Date(doc.ends)];
  if (doc.all_day) {
    const [first, last] = [dayKeyOf(starts), dayKeyOf(ends)];
    return first === last ? `${formatDay(first, 'weekday')}, all day` : `${formatDay(first, 'weekday')} – ${formatDay(last, 'weekday')}, all day`;
  }
  return `${formatDateTime(starts)} – ${formatDateTime(ends)}`;
}

function eventFields(doc: EventDoc, names: Names, mediaUrl: MediaUrl): ShownField[] {
  return [
    value('title', 'Title', doc.title),
    value('when', 'When', eventWhen(doc)),
    value('recurrence', 'Repeats', describeRecurrence(doc) || 'Does not repeat'),
    text('summary', 'Summary', doc.summary),
    text('content', 'Event Information', doc.content),
    value('destination_id', 'Destination', names.of('destinations', doc.destination_id)),
    named('categories', 'Categories', doc.categories, (id) => names.of('event_categories', id)),
    value('email', 'Email', doc.email),
    value('phone', 'Phone Number', doc.phone),
    value('website', 'Website', doc.website),
    value('social_link', 'Social Link', doc.social_link),
    image('main_img', 'Image', mediaUrl(doc.main_img)),
  ];
}

function tipFields(doc: TipDoc, names: Names, mediaUrl: MediaUrl): ShownField[] {
  return [
    value('title', 'Title', doc.title),
    text('tip', 'Tip', doc.tip),
    value('destination_id', 'Destination', names.of('destinations', doc.destination_id)),
    value('website', 'Website', doc.website),
    value('social_link', 'Social Link', doc.social_link),
    image('main_img', 'Image', mediaUrl(doc.main_img)),
  ];
}

/** Keys that say which entries are the same thing on both sides; a repeat is told apart by its count ('12#2'). */
function counted(keys: string[]): string[] {
  const seen = new Map<string, number>();
  return keys.map((key) => {
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return `${key}#${count}`;
  });
}

/** A stop is the same stop on both sides when it names the same place and event. */
const stopKeys = (items: ItineraryDoc['items']) => counted(items.map((item) => `${item.destination_id}:${item.event_id ?? ''}`));

function itineraryFields(doc: ItineraryDoc, names: Names, mediaUrl: MediaUrl, other: ItineraryDoc): ShownField[] {
  const keys = stopKeys(doc.items);
  const stopName = (item: ItineraryDoc['items'][number]) =>
    [names.of('destinations', item.destination_id), names.of('events', item.event_id)].filter(Boolean).join(' — ');
  // Each stop on both sides has its information compared; a stop on one side only is the list's added or removed entry.
  const shared = new Set(stopKeys(other.items));
  return [
    value('title', 'Title', doc.title),
    text('content', 'Itinerary Information', doc.content),
    value('destination_id', 'Destination', names.of('destinations', doc.destination_id)),
    image('main_img', 'Image', mediaUrl(doc.main_img)),
    { field: 'items', label: 'Stops', type: 'list', value: doc.items.map((item, index) => ({ key: keys[index] ?? String(index), label: stopName(item) })) },
    ...doc.items.flatMap((item, index) => {
      const key = keys[index] ?? String(index);
      return shared.has(key) ? [text(`items.${key}`, `Stop: ${stopName(item)}`, item.content)] : [];
    }),
  ];
}

/** Every field of an edit, old (`before`, what the public sees) and new (`after`): two documents of `kind`, in the form's order. */
export async function reviewChanges(db: Queryable, kind: ContentReviewKind, before: unknown, after: unknown, mediaUrl: MediaUrl): Promise<FieldChange[]> {
  switch (kind) {
    case 'destination': {
      const [a, b] = [before as DestinationDoc, after as DestinationDoc];
      const names = await namesFor(db, { destination_categories: [...a.categories, ...b.categories], amenities: [...a.amenities, ...b.amenities] });
      return diffFields(destinationFields(a, names, mediaUrl), destinationFields(b, names, mediaUrl));
    }
    case 'event': {
      const [a, b] = [before as EventDoc, after as EventDoc];
      const names = await namesFor(db, { event_categories: [...a.categories, ...b.categories], destinations: [a.destination_id, b.destination_id] });
      return diffFields(eventFields(a, names, mediaUrl), eventFields(b, names, mediaUrl));
    }
    case 'tip': {
      const [a, b] = [before as TipDoc, after as TipDoc];
      const names = await namesFor(db, { destinations: [a.destination_id, b.destination_id] });
      return diffFields(tipFields(a, names, mediaUrl), tipFields(b, names, mediaUrl));
    }
    case 'itinerary': {
      const [a, b] = [before as ItineraryDoc, after as ItineraryDoc];
      const stops = [...a.items, ...b.items];
      const names = await namesFor(db, {
        destinations: [a.destination_id, b.destination_id, ...stops.map((item) => item.destination_id)],
        events: stops.map((item) => item.event_id),
      });
      return diffFields(itineraryFields(a, names, mediaUrl, b), itineraryFields(b, names, mediaUrl, a));
    }
  }
}
