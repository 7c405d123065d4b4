import type { MonthDay, RepeatingRule } from '@valley/shared/schemas/recurrence';

/** Event categories and events of the valley; event dates are relative to the seed day. */

export const eventCategories = [
  { id: 1, name: 'Arts & Culture', description: 'Gallery nights, theatre, film and museum days.' },
  { id: 2, name: 'Festivals', description: 'Arts Fest, the Grange Fair and every street party in between.' },
  { id: 3, name: 'Food & Drink', description: 'Markets, tastings, wine dinners and restaurant weeks.' },
  { id: 4, name: 'Music', description: 'Concerts, jams and jazz on the porch.' },
  { id: 5, name: 'Sports', description: 'Nittany Lions games, races and tournaments.' },
  { id: 6, name: 'Outdoors', description: 'Guided hikes, bird walks, star parties and fishing clinics.' },
  { id: 7, name: 'Featured Events', description: 'The events we would not miss this season.' },
  { id: 8, name: 'Family', description: 'Days out for kids, parents and grandparents.' },
  { id: 9, name: 'Seasonal & Holidays', description: 'Lights, parades and celebrations through the year.' },
  { id: 10, name: 'Markets & Community', description: 'Farmers markets, makers markets and community gatherings.' },
];

type WithoutEnd<Rule> = Rule extends unknown ? Omit<Rule, 'end'> : never;

/**
 * A rule as RecurrenceSchema states it, without its end; the first occurrence is the event's
 * `starts`. A yearly rule's month and day default to the first occurrence's; an nth weekday without
 * a month falls in the first month with one on or after `day`.
 */
export type SeedRule = WithoutEnd<Exclude<RepeatingRule, { kind: 'yearly' }>> | { kind: 'yearly'; month?: number; on?: MonthDay };

/** End after N occurrences, or by a day (days from the seed day); no end means never. */
export type RuleEnd = { after: number } | { by: number };

export interface EventSeed {
  title: string;
  summary: string;
  /** Days from the seed day (negative: in the past) of the earliest day the event may start. */
  day: number;
  /** One-offs: move forward to this weekday. */
  on?: 'Sunday' | 'Monday' | 'Tuesday' | 'Wednesday' | 'Thursday' | 'Friday' | 'Saturday';
  hour: number;
  minute?: number;
  hours: number;
  /** Multi-day events: extra days after the first. */
  days?: number;
  allDay?: boolean;
  destination?: string;
  categories: number[];
  rule?: SeedRule;
  end?: RuleEnd;
  approved?: boolean;
  /** E-mail of the member who submitted it. */
  owner?: string;
  /** A pending revision: changed columns. */
  draft?: Record<string, unknown>;
}

export const events: EventSeed[] = [
  // Recurring series
  { title: 'Central Pennsylvania Festival of the Arts', day: 40, on: 'Wednesday', hour: 10, hours: 8, days: 4, categories: [1, 2, 7], destination: 'Downtown State College Shops', summary: 'Sidewalk sale, juried crafts and music downtown.', rule: { kind: 'yearly' } },
  { title: 'Downtown State College Farmers Market', day: 2, hour: 11, minute: 30, hours: 4, categories: [3, 8, 10], destination: 'Downtown State College Shops', summary: 'Local produce, bread and flowers on Locust Lane.', rule: { kind: 'weekly', interval: 1, days: ['Fri'] } },
  { title: 'Boalsburg Farmers Market', day: 4, hour: 14, hours: 4, categories: [3, 10], destination: 'Pennsylvania Military Museum', summary: 'Tuesday afternoons on the museum grounds.', rule: { kind: 'weekly', interval: 1, days: ['Tue'] }, end: { by: 150 } },
  { title: 'Trivia Night at Otto’s', day: 9, hour: 19, hours: 2, categories: [3, 4], destination: "Otto's Pub & Brewery", summary: 'Teams of up to six; prizes from the brewery.', rule: { kind: 'monthly', interval: 1, on: { by: 'weekday', occurrence: 'Third', weekday: 'Thursday' } } },
  { title: 'Bellefonte Cruise Car Show', day: 25, hour: 17, hours: 4, categories: [2, 7, 8], destination: 'Talleyrand Park', summary: 'Classic cars line the streets of Bellefonte.', rule: { kind: 'monthly', interval: 1, on: { by: 'day', day: 15 } }, end: { after: 6 } },
  { title: 'Sunrise Yoga at Rhoneymeade', day: 1, hour: 7, hours: 1, categories: [6], destination: 'Rhoneymeade Arboretum', summary: 'Bring a mat; every few days through the season.', rule: { kind: 'daily', interval: 3 }, end: { by: 60 } },
  { title: 'Millbrook Marsh Bird Walk', day: -90, hour: 8, hours: 2, categories: [6, 8], destination: 'Millbrook Marsh Nature Center', summary: 'Binoculars to lend; beginners welcome every Saturday.', rule: { kind: 'weekly', interval: 1, days: ['Sat'] } },
  { title: 'Lemont Village Market', day: 3, hour: 9, hours: 3, categories: [3, 10], destination: 'The Granary at Lemont', summary: 'Bread, eggs and crafts on the green, every other Wednesday and Saturday.', rule: { kind: 'weekly', interval: 2, days: ['Wed', 'Sat'] }, end: { after: 20 } },
  { title: 'First Friday Gallery Night', day: 0, hour: 17, hours: 4, categories: [1, 7, 10], destination: 'Bellefonte Art Museum for Centre County', summary: 'Galleries and shops stay open late on the first Friday of the month.', rule: { kind: 'monthly', interval: 1, on: { by: 'weekday', occurrence: 'First', weekday: 'Friday' } } },
  { title: 'Lunch & Learn at Centre Furnace', day: 0, hour: 12, hours: 1, categories: [1], destination: 'Centre Furnace Mansion', summary: 'A local-history talk on the last weekday of each month; bring a lunch.', rule: { kind: 'monthly', interval: 1, on: { by: 'weekday', occurrence: 'Last', weekday: 'Weekday' } }, end: { by: 300 } },
  { title: 'Black Moshannon Star Party', day: 10, hour: 21, hours: 3, categories: [6, 8], destination: 'Black Moshannon State Park', summary: 'Telescopes on the dark-sky field on the first weekend day of the month.', rule: { kind: 'monthly', interval: 1, on: { by: 'weekday', occurrence: 'First', weekday: 'Weekend Day' } }, end: { after: 8 } },
  { title: 'Quilt Guild Show & Tell', day: 5, hour: 18, minute: 30, hours: 2, categories: [1, 10], destination: 'Penns Valley Quilt Barn', summary: 'Every other month: bring a finished quilt or a problem one.', rule: { kind: 'monthly', interval: 2, on: { by: 'day', day: 10 } }, end: { after: 6 } },
  { title: 'Rhoneymeade Spring Plant Sale', day: 100, hour: 9, hours: 5, categories: [6, 10], destination: 'Rhoneymeade Arboretum', summary: 'Native perennials and heirloom tomatoes, once a year.', rule: { kind: 'yearly', on: { by: 'weekday', occurrence: 'Second', weekday: 'Saturday' } } },
  { title: 'Boalsburg Memorial Day Celebration', day: -400, hour: 10, hours: 6, categories: [2, 7, 9], destination: 'Pennsylvania Military Museum', summary: 'The village that claims the first Memorial Day remembers with a parade and a fair.', rule: { kind: 'yearly', month: 5, on: { by: 'weekday', occurrence: 'Last', weekday: 'Monday' } } },
  { title: 'Victorian Christmas Weekend', day: -365, hour: 11, hours: 7, days: 1, categories: [2, 9], destination: 'Bellefonte Antique Row', summary: 'Carolers, horse-drawn rides and open houses on the hill.', rule: { kind: 'yearly', month: 12, on: { by: 'day', day: 6 } } },
  { title: 'Wednesday Night Group Ride', day: -200, hour: 18, hours: 2, categories: [5, 6], destination: 'Lemont Bike Works', summary: 'A no-drop road ride through the farm country (season over).', rule: { kind: 'weekly', interval: 1, days: ['Wed'] }, end: { by: -20 } },
  { title: 'Summer Concert Series at Tussey', day: -160, hour: 19, hours: 3, categories: [4], destination: 'Tussey Mountain', summary: 'Ten Thursday concerts at the amphitheater (this season is over).', rule: { kind: 'weekly', interval: 1, days: ['Thu'] }, end: { after: 10 } },
  { title: 'Wildlife Park Feeding Tour', day: -10, hour: 11, hours: 1, categories: [6, 8], destination: "Penn's Cave & Wildlife Park", summary: 'Ride along as the keepers feed the bison, elk and wolves.', rule: { kind: 'daily', interval: 1 }, end: { by: 120 } },
  { title: 'Fly-Tying Nights', day: 7, hour: 19, hours: 2, categories: [6], destination: 'Spring Creek Outfitters', summary: 'Learn a new pattern each Tuesday; vises and materials provided.', rule: { kind: 'weekly', interval: 1, days: ['Tue'] }, end: { after: 12 }, owner: 'greg.hess@example.com' },
  { title: 'Sunday Bluegrass Jam', day: -30, hour: 14, hours: 3, categories: [4], destination: 'Port Matilda Roadhouse', summary: 'Bring a fiddle or just listen, every Sunday afternoon.', rule: { kind: 'weekly', interval: 1, days: ['Sun'] } },
  { title: 'Penn State Homecoming Parade', day: 75, on: 'Friday', hour: 18, hours: 2, categories: [2, 5, 8], destination: 'Downtown State College Shops', summary: 'Floats, the Blue Band and the Nittany Lion down College Avenue.', rule: { kind: 'yearly' } },
  { title: 'Millheim Makers Market', day: 0, hour: 10, hours: 5, categories: [1, 10], destination: 'Millheim Art Gallery', summary: 'Potters, weavers and woodworkers on the second Saturday of the month.', rule: { kind: 'monthly', interval: 1, on: { by: 'weekday', occurrence: 'Second', weekday: 'Saturday' } }, end: { by: 240 }, owner: 'alicia.yoder@example.com' },
  { title: 'Free Sundays at the Palmer', day: -60, hour: 12, hours: 4, categories: [1, 8], destination: 'Palmer Museum of Art', summary: 'Gallery talks and art carts on the first Sunday of each month.', rule: { kind: 'monthly', interval: 1, on: { by: 'weekday', occurrence: 'First', weekday: 'Sunday' } } },
  { title: 'Winter Farmers Market', day: -150, on: 'Saturday', hour: 10, hours: 3, categories: [3, 10], destination: 'Bellefonte Train Station Hall', summary: 'Indoor market in the old station (the winter season has ended).', rule: { kind: 'weekly', interval: 1, days: ['Sat'] }, end: { by: -40 } },
  { title: 'Philipsburg Heritage Days', day: 210, on: 'Thursday', hour: 10, hours: 9, days: 3, categories: [2, 7, 8], destination: 'Front Street Mercantile', summary: 'Four days of parades, music and a car show on Front Street.', rule: { kind: 'yearly' } },
  { title: 'Raptor Talks at Shaver’s Creek', day: 2, hour: 13, hours: 1, categories: [6, 8], destination: "Shaver's Creek Environmental Center", summary: 'Meet the owls and hawks of the raptor center every other day.', rule: { kind: 'daily', interval: 2 }, end: { after: 30 } },

  // One-off events ahead
  { title: 'Nittany Lions Home Opener Tailgate', day: 12, on: 'Saturday', hour: 9, hours: 6, categories: [5, 7], destination: 'Beaver Stadium', summary: 'Food trucks, the Blue Band and a hundred thousand friends.' },
  { title: 'Penns Valley Fall Harvest Festival', day: 33, on: 'Saturday', hour: 10, hours: 7, days: 1, categories: [2, 3, 8], destination: 'Elk Creek Café + Aleworks', summary: 'Cider pressing, hay rides and local food.' },
  { title: 'Spring Creek Fly Fishing Clinic', day: 6, hour: 8, hours: 4, categories: [6], destination: 'Spring Creek Canyon', summary: 'Learn to cast on wild-trout water.' },
  { title: 'Jazz on the Porch', day: 15, hour: 18, minute: 30, hours: 3, categories: [4, 7], destination: 'The Nittany Lion Inn', summary: 'A summer evening of jazz on the inn’s porch.', draft: { title: 'Updated: Jazz on the Porch Moves to the Lawn', summary: 'A summer evening of jazz, now on the inn’s front lawn.', content: '<p>A summer evening of jazz, now on the inn’s front lawn.</p><p>Bring a blanket; the porch bar stays open.</p>' } },
  { title: 'Palmer Museum Family Day', day: 20, hour: 11, hours: 4, categories: [1, 8], destination: 'Palmer Museum of Art', summary: 'Art-making stations for all ages.' },
  { title: 'Black Moshannon Night Hike', day: 28, hour: 20, hours: 2, categories: [6, 8], destination: 'Black Moshannon State Park', summary: 'Listen for owls on the bog boardwalk.' },
  { title: 'Grange Fair Week', day: 60, hour: 9, hours: 12, days: 8, categories: [2, 7, 8], destination: 'Centre Hall Grange Fairgrounds', summary: 'Tents, rides and livestock shows: a valley tradition.' },
  { title: 'Rowland Theatre Silent Film Night', day: 45, hour: 19, hours: 2, categories: [1], destination: 'Rowland Theatre', summary: 'A silent classic with live organ accompaniment.' },
  { title: 'Tussey Mountain Amphitheater Concert', day: 90, hour: 19, hours: 3, categories: [4, 7], destination: 'Tussey Mountain', summary: 'Summer concert series under the ridge.' },
  { title: 'Winter Lights at Talleyrand Park', day: 150, hour: 17, hours: 4, days: 20, categories: [2, 8, 9], destination: 'Talleyrand Park', summary: 'Thousands of lights along Spring Creek.' },
  { title: 'Lion’s Perch Sunrise Hike', day: 3, hour: 6, hours: 2, categories: [6], destination: 'Mount Nittany Trailhead', summary: 'Meet at the trailhead for a guided climb.' },
  { title: 'Penn State Football White Out', day: 47, on: 'Saturday', hour: 19, minute: 30, hours: 4, categories: [5, 7], destination: 'Beaver Stadium', summary: 'Wear white: the loudest night of the season.' },
  { title: 'Wrestling Dual Meet at Rec Hall', day: 100, on: 'Sunday', hour: 14, hours: 3, categories: [5], destination: 'Rec Hall', summary: 'The Nittany Lions on the mat in front of a sold-out Rec Hall.' },
  { title: 'Nittany Lions Hockey Weekend', day: 120, on: 'Friday', hour: 19, hours: 3, days: 1, categories: [5, 9], destination: 'Pegula Ice Arena', summary: 'Two nights of Big Ten hockey and the student Roar Zone.' },
  { title: 'Spikes Baseball Opening Night', day: 260, on: 'Friday', hour: 19, minute: 5, hours: 3, categories: [5, 8], destination: 'Medlar Field at Lubrano Park', summary: 'Fireworks after the first home game of the summer.' },
  { title: 'Happy Valley Music Fest', day: 140, on: 'Friday', hour: 16, hours: 8, days: 2, categories: [2, 4, 7], destination: 'Tussey Mountain', summary: 'Three days of bands from across Pennsylvania, with food trucks and a kids’ tent.' },
  { title: 'Ag Progress Days', day: 200, on: 'Tuesday', hour: 9, hours: 8, days: 2, categories: [2, 6, 8], destination: 'Ag Progress Days Site', summary: 'Field demonstrations, tractors and the farm-safety tent.' },
  { title: 'Valley Restaurant Week', day: 180, hour: 0, hours: 24, days: 6, allDay: true, categories: [3, 7], summary: 'Prix-fixe menus at thirty restaurants across the county.' },
  { title: 'Maple Sugaring Weekend', day: 230, on: 'Saturday', hour: 10, hours: 5, days: 1, categories: [6, 8, 9], destination: "Shaver's Creek Environmental Center", summary: 'Tap a tree, watch the sap boil and taste the syrup.' },
  { title: 'Distillery Cocktail Class', day: 22, on: 'Thursday', hour: 18, hours: 2, categories: [3], destination: 'Big Spring Spirits', summary: 'Mix three classics with the head distiller.' },
  { title: 'Nittany Valley Symphony Gala', day: 55, on: 'Saturday', hour: 19, minute: 30, hours: 2, categories: [1, 4, 7], destination: 'Eisenhower Auditorium', summary: 'The season opener, with a guest violinist.' },
  { title: 'Broadway Tour: The Music Man', day: 130, hour: 19, minute: 30, hours: 3, categories: [1, 4], destination: 'Eisenhower Auditorium', summary: 'A national tour stops on campus for two nights.', days: 1 },
  { title: 'Boalsburg Tree Lighting', day: 110, hour: 18, hours: 2, categories: [8, 9, 10], destination: 'Boalsburg Village Shoppes', summary: 'Carols, cocoa and the lighting of the tree on the Diamond.' },
  { title: 'Green Drake Float Trip', day: 160, hour: 17, hours: 4, categories: [6], destination: 'Penns Creek Angler', summary: 'Evening float during the famous Penns Creek hatch.', owner: 'greg.hess@example.com' },
  { title: 'Centre County Barn Tour', day: 190, on: 'Saturday', hour: 10, hours: 6, categories: [1, 10], destination: 'Penns Valley Event Barn', summary: 'A self-guided drive to eight historic barns.' },
  { title: 'Fall Foliage Chairlift Rides', day: 300, on: 'Sunday', hour: 11, hours: 5, categories: [6, 8], destination: 'Tussey Mountain', summary: 'Ride to the top of the ridge for the color.' },
  { title: 'Harvest Party at Seven Mountains Cellars', day: 320, on: 'Saturday', hour: 14, hours: 5, categories: [3, 4], destination: 'Seven Mountains Cellars', summary: 'Grape stomping, live music and the new vintage.' },
  { title: 'Pumpkin Festival', day: 330, on: 'Saturday', hour: 10, hours: 6, days: 1, categories: [8, 9], destination: 'Pleasant Gap Pumpkin Patch', summary: 'Carving contests, a corn maze and hay rides.' },
  { title: 'Chili Cook-Off', day: 250, on: 'Saturday', hour: 12, hours: 4, categories: [3, 10], destination: 'Centre Hall Community Hall', summary: 'Twenty pots, one golden ladle, proceeds to the fire company.' },
  { title: 'Sayers Lake Fishing Derby', day: 170, on: 'Saturday', hour: 7, hours: 6, categories: [6, 8], destination: 'Bald Eagle State Park', summary: 'Prizes for the biggest bass and the smallest angler.' },
  { title: 'Comedy Night Downtown', day: 8, on: 'Friday', hour: 20, hours: 2, categories: [1], destination: 'Beaver Avenue Comedy Club', summary: 'Four comics, one late show.' },
  { title: 'Gamble Mill Wine Dinner', day: 18, hour: 18, minute: 30, hours: 3, categories: [3], destination: 'Gamble Mill', summary: 'Five courses paired with Pennsylvania wines.' },
  { title: 'Stargazing at Poe Valley', day: 70, hour: 21, hours: 2, categories: [6, 8], destination: 'Poe Valley State Park', summary: 'A ranger-led sky tour by the lake.' },
  { title: 'Stream Cleanup on Spring Creek', day: 14, on: 'Saturday', hour: 9, hours: 3, categories: [6, 10], destination: 'Spring Creek Park', summary: 'Gloves and bags provided; lunch after.' },

  // Past one-offs
  { title: 'Happy Valley Wine Walk', day: -20, hour: 13, hours: 5, categories: [3], destination: 'Happy Valley Vineyard & Winery', summary: 'A past tasting tour of local vineyards.' },
  { title: 'Spring Arts Crawl', day: -45, hour: 17, hours: 4, categories: [1, 7], destination: 'The State Theatre', summary: 'Galleries open late downtown (past event).' },
  { title: 'Railroad Heritage Day', day: -5, hour: 10, hours: 6, categories: [1, 8], destination: 'Bellefonte Historical Railroad', summary: 'Rides and displays at the Bellefonte station.' },
  { title: 'Winter Restaurant Week', day: -250, hour: 0, hours: 24, days: 6, allDay: true, categories: [3], summary: 'Prix-fixe winter menus around the county (past event).' },
  { title: 'Downtown Ice Sculpture Stroll', day: -280, on: 'Friday', hour: 17, hours: 4, days: 1, categories: [2, 8, 9], summary: 'Carvers at work along College Avenue (past event).' },
  { title: 'Penns Valley Quilt Auction', day: -100, on: 'Saturday', hour: 9, hours: 6, categories: [1, 10], destination: 'Penns Valley Quilt Barn', summary: 'Hand-stitched quilts to benefit the fire company (past event).' },
  { title: 'Philipsburg Winter Carnival', day: -220, on: 'Saturday', hour: 11, hours: 6, days: 1, categories: [2, 8, 9], destination: 'Front Street Mercantile', summary: 'Sled races and a chili walk on Front Street (past event).' },
  { title: 'Nittany Lions Spring Game', day: -150, on: 'Saturday', hour: 13, hours: 3, categories: [5, 7], destination: 'Beaver Stadium', summary: 'Blue versus White, free admission (past event).' },
  { title: 'Earth Day at Millbrook Marsh', day: -130, hour: 10, hours: 4, categories: [6, 8], destination: 'Millbrook Marsh Nature Center', summary: 'Tree planting and pond dipping (past event).' },
  { title: 'Arts Festival Poster Unveiling', day: -70, hour: 17, hours: 2, categories: [1], destination: 'The State Theatre', summary: 'Meet the artist behind this year’s poster (past event).' },

  // Not approved: must never appear in public answers.
  { title: 'Unapproved Pub Crawl', day: 5, hour: 20, hours: 4, categories: [3, 7], summary: 'Awaiting board review.', approved: false },
  { title: 'Draft Recurring Meetup', day: 2, hour: 18, hours: 2, categories: [7], summary: 'Awaiting board review.', approved: false, rule: { kind: 'weekly', interval: 1, days: ['Mon'] } },
  { title: 'Unapproved Brewery Launch Party', day: 35, hour: 17, hours: 4, categories: [3, 4], destination: 'Coal Town Brewing', summary: 'Awaiting board review.', approved: false, owner: 'greg.hess@example.com' },
];
