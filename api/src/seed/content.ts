import type { PlaceKind } from './catalogue';
import type { Random } from './random';
import { slugify } from '../lib/slug';

// Rich-text copy for seeded records, only in tags the site's sanitiser keeps: p, h2, h3, ul, li, strong, em, a.

export const p = (text: string) => `<p>${text}</p>`;

/** A category's first columns, destination or event alike: its address from its name, and a page of its description and `blurb`. */
export const categoryColumns = (category: { id: number; name: string; description: string }, blurb: string) => ({
  id: category.id,
  slug: slugify(category.name),
  name: category.name,
  description: category.description,
  content: p(category.description) + p(blurb),
});
export const ul = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;
export const link = (href: string, text: string) => `<a href="${href}">${text}</a>`;

const escapeHtml = (text: string) => text.replace(/&(?!amp;)/g, '&amp;');

const HEADINGS: Record<PlaceKind, string[]> = {
  lodging: ['Why guests come back', 'Your home base in the valley', 'Stay a while'],
  dining: ['What to order', 'At the table', 'From the kitchen'],
  drinks: ['On tap and in the glass', 'Raise a glass', 'The tasting room'],
  outdoors: ['Get outside', 'On the trail', 'Know before you go'],
  culture: ['What you will see', 'Behind the doors', 'Stories on display'],
  venue: ['Host your event', 'Spaces and capacity', 'Plan your gathering'],
  sports: ['Game day and beyond', 'For fans and teams', 'Facilities'],
  golf: ['The course', 'Tee times and play', 'On the links'],
  shopping: ['Browse and buy', 'What you will find', 'Shop local'],
  farm: ['On the farm', 'In season', 'Pick, taste, take home'],
  wellness: ['Slow down', 'Treatments and classes', 'Time for you'],
  tours: ['How it works', 'See the valley', 'Getting around'],
  family: ['Fun for everyone', 'What to expect', 'A day out'],
};

const KIND_PARAGRAPHS: Record<PlaceKind, ((name: string, town: string) => string)[]> = {
  lodging: [
    (name, town) =>
      `Rooms at ${name} fill early on home-game weekends and during Arts Fest, so <strong>book ahead</strong>. Midweek stays in ${town} are quieter and often cheaper.`,
    (name) => `Every stay at ${name} includes parking and Wi-Fi; ask the front desk for trail maps, dinner reservations and the best route to Beaver Stadium.`,
  ],
  dining: [
    (name, town) => `Locals in ${town} send visitors to ${name} for the seasonal specials. Come hungry, and <em>save room for dessert</em>.`,
    (name) => `${name} buys from valley farms when it can: sweet corn in August, apples in October and maple syrup in March.`,
  ],
  drinks: [
    (name) => `The taps and bottles at ${name} change with the seasons. Flights are the best way to try a little of everything.`,
    (name, town) => `${name} is a relaxed stop after a day around ${town}; there is usually food nearby and a patio when the weather allows.`,
  ],
  outdoors: [
    (name) => `Trails and water around ${name} are open dawn to dusk. Pack layers: ridge-top weather changes fast, even in summer.`,
    (name, town) => `${name} is one of the reasons people fall for the valley. From ${town}, the drive is short and the views start almost at once.`,
  ],
  culture: [
    (name) => `${name} changes its exhibits and programs through the year; check the calendar for talks, tours and family days.`,
    (name, town) => `Give yourself an hour or two at ${name}, then walk ${town} for lunch and a coffee.`,
  ],
  venue: [
    (name) => `${name} hosts meetings, receptions and reunions. The events team can arrange catering, audio-visual gear and room blocks nearby.`,
    (name, town) => `Planners like ${name} for its parking and its place in ${town}, a short drive from State College hotels.`,
  ],
  sports: [
    (name) => `${name} welcomes fans, tournaments and visiting teams. Arrive early on event days: lots fill fast.`,
    (name) => `Ask about group tickets, team rates and tournament packages at ${name}.`,
  ],
  golf: [
    (name) => `${name} rewards accuracy more than length. Tee times open two weeks ahead; twilight rates start at 4 p.m.`,
    (name, town) => `After the round, the clubhouse at ${name} serves lunch with a view across ${town}.`,
  ],
  shopping: [
    (name, town) => `${name} is a browsing stop: give yourself time, then explore the rest of ${town}.`,
    (name) => `Most of what you will find at ${name} is made in Pennsylvania, much of it within a few miles.`,
  ],
  farm: [
    (name) => `What is ready at ${name} depends on the week: call ahead or follow their page for picking reports.`,
    (name, town) => `${name} has been part of the farm country around ${town} for generations. Bring cash for the honor stand.`,
  ],
  wellness: [
    (name) => `Book treatments at ${name} a few days ahead, especially on football and graduation weekends.`,
    (name) => `${name} offers gift cards and packages for couples and groups.`,
  ],
  tours: [
    (name) => `${name} runs year-round, with extra departures on game weekends and during festivals.`,
    (name, town) => `Departures leave from ${town}; groups of ten or more can arrange private trips with ${name}.`,
  ],
  family: [
    (name) => `Kids love ${name}, and grown-ups usually do too. Plan two hours, more on rainy days when everyone has the same idea.`,
    (name, town) => `${name} is an easy half-day from anywhere in the valley, and ${town} has lunch spots nearby.`,
  ],
};

const HOURS = [
  'Open daily; hours change with the seasons.',
  'Open Wednesday through Sunday; closed major holidays.',
  'Open year-round. Call ahead on home-game weekends.',
  'Open seasonally, April through November.',
  'Open every day from 10 a.m.; late hours on Fridays and Saturdays.',
];

export interface PlaceCopy {
  name: string;
  town: string;
  address: string;
  summary: string;
  kind: PlaceKind;
  website: string;
  miles: number;
  direction: string;
  highlights: string[];
}

/** Two to four paragraphs, a heading or two and a list. */
export function destinationHtml(place: PlaceCopy, random: Random): string {
  const paragraphs = KIND_PARAGRAPHS[place.kind];
  const where = place.miles < 1.5 ? `right in downtown State College` : `about ${Math.round(place.miles)} miles ${place.direction} of downtown State College`;
  const parts = [p(escapeHtml(place.summary)), `<h2>${random.pick(HEADINGS[place.kind])}</h2>`, p(random.pick(paragraphs)(escapeHtml(place.name), place.town))];
  if (place.highlights.length > 0) parts.push(ul(place.highlights.map(escapeHtml)));
  // Not 'Plan your visit': the destination page's own panel has that title beside this copy.
  parts.push('<h3>Getting here</h3>');
  parts.push(
    p(
      `Find us at <strong>${escapeHtml(place.address)}, ${place.town}</strong>, ${where}. ${random.pick(HOURS)} ${link(place.website, 'Visit the website')} for the latest news.`,
    ),
  );
  if (random.next() < 0.4) parts.push(p(`<em>Tip:</em> show your Happy Valley guide at ${escapeHtml(place.name)} for 20% off.`));
  return parts.join('');
}

/** A town page: what it is, what to do, and a list of nearby places. */
export function townHtml(name: string, about: string, nearby: string[]): string {
  return [
    p(about),
    `<h2>Things to do in ${name}</h2>`,
    p(`${name} is part of Happy Valley, the ridges and farm valleys of Centre County around State College.`),
    nearby.length > 0 ? ul(nearby.map(escapeHtml)) : '',
  ].join('');
}
