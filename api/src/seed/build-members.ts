import { mediaPath } from '../media/paths';
import type { PlacedDestination } from './build-catalogue';
import { itineraryImage, tipImage } from './images';
import { p, ul } from './content';
import { addDays, instantAt, type DayKey } from '@valley/shared/time';
import { emailOf, itineraries, tips, users } from './members';
import { slugify } from '../lib/slug';
import type { Random } from './random';
import type { Row, Stamp } from './rows';

export function buildUsers(base: DayKey, random: Random): { rows: Row[]; ids: Map<string, number> } {
  const ids = new Map<string, number>();
  const rows = users.map((user, index) => {
    const id = index + 1;
    const email = emailOf(user);
    ids.set(email, id);
    const joined = addDays(base, -user.joined);
    return {
      id,
      email,
      first_name: user.first,
      last_name: user.last,
      role: user.role,
      phone: `814-${random.int(230, 880)}-${String(random.int(0, 9999)).padStart(4, '0')}`,
      city: user.city,
      state: 'PA',
      zip_code: user.zip,
      country: 'US',
      img: mediaPath('avatars', slugify(`${user.first} ${user.last}`)),
      password_hash: null,
      activated_at: instantAt(joined, 10, 5),
      profile_started: instantAt(joined, 10, 20),
      created_at: instantAt(joined, 10),
      updated_at: instantAt(addDays(base, -Math.min(user.joined, 10 + index)), 10),
    };
  });
  return { rows, ids };
}

const approvedDestination = (placed: Map<string, PlacedDestination>, name: string, where: string) => {
  const destination = placed.get(name);
  if (!destination?.approved) throw new Error(`${where}: unknown or unapproved destination ${name}`);
  return destination;
};

const amp = (text: string) => text.replace(/&/g, '&amp;');

export function buildTips(stamp: Stamp, placed: Map<string, PlacedDestination>, userIds: Map<string, number>): Row[] {
  return tips.map((tip, index) => {
    const destination = placed.get(tip.destination);
    if (!destination) throw new Error(`${tip.title}: unknown destination ${tip.destination}`);
    const owner = userIds.get(tip.author);
    if (owner === undefined) throw new Error(`${tip.title}: unknown author ${tip.author}`);
    const slug = slugify(tip.title);
    const handle = tip.author.split('@')[0]?.replace('.', '') ?? 'local';
    return {
      id: index + 1,
      slug,
      title: tip.title,
      tip: p(amp(tip.tip)) + (index % 3 === 0 ? p(`<em>Local favorite:</em> ${amp(destination.name)}, ${destination.town}.`) : ''),
      main_img: tipImage(slug, destination.slug),
      // The tip's page wears its destination's header.
      header_img: destination.header_img,
      destination_id: destination.id,
      website: index % 2 === 0 ? `https://www.${destination.slug.replace(/-/g, '').slice(0, 24)}.example` : null,
      social_link: `https://www.instagram.com/${handle}`,
      meta_description: tip.tip.length > 150 ? `${tip.tip.slice(0, 147)}...` : tip.tip,
      approved: tip.approved ?? true,
      owner_id: owner,
      ...stamp(tip.ago, Math.max(0, tip.ago - 2), 14),
    };
  });
}

export function buildItineraries(
  stamp: Stamp,
  placed: Map<string, PlacedDestination>,
  userIds: Map<string, number>,
  eventIds: Map<string, { id: number; approved: boolean }>,
): { itineraries: Row[]; itinerary_items: Row[] } {
  const items: Row[] = [];
  const rows = itineraries.map((itinerary, index) => {
    const id = index + 1;
    const main = approvedDestination(placed, itinerary.destination, itinerary.title);
    const owner = userIds.get(itinerary.author);
    if (owner === undefined) throw new Error(`${itinerary.title}: unknown author ${itinerary.author}`);
    if (itinerary.steps.length < 3) throw new Error(`${itinerary.title}: an itinerary needs three stops`);
    const slug = slugify(itinerary.title);
    itinerary.steps.forEach((step, position) => {
      const destination = approvedDestination(placed, step.destination, itinerary.title);
      const event = step.event ? eventIds.get(step.event) : undefined;
      if (step.event && !event?.approved) throw new Error(`${itinerary.title}: unknown or unapproved event ${step.event}`);
      items.push({ itinerary_id: id, position, destination_id: destination.id, event_id: event?.id ?? null, content: p(amp(step.content)) });
    });
    return {
      id,
      slug,
      title: itinerary.title,
      content:
        p(amp(itinerary.summary)) +
        '<h2>The stops</h2>' +
        ul(itinerary.steps.map((step) => `<strong>${amp(step.destination)}</strong>: ${amp(step.content)}`)) +
        p('Open each stop for hours and directions, and save the ones you like to your favorites.'),
      main_img: itineraryImage(slug),
      header_img: main.header_img,
      destination_id: main.id,
      meta_description: itinerary.summary,
      approved: itinerary.approved ?? true,
      owner_id: owner,
      ...stamp(itinerary.ago, Math.max(0, itinerary.ago - 5), 15),
    };
  });
  return { itineraries: rows, itinerary_items: items.map((item, index) => ({ id: index + 1, ...item })) };
}
