/** Event categories, events and news of the valley; event dates are relative to the seed day. */
export const eventCategories = [
  { id: 1, name: 'Arts & Culture' },
  { id: 2, name: 'Festivals' },
  { id: 3, name: 'Food & Drink' },
  { id: 4, name: 'Music' },
  { id: 5, name: 'Sports' },
  { id: 6, name: 'Outdoors' },
  { id: 7, name: 'Featured Events' },
  { id: 8, name: 'Family' },
];

type Recurrence = Record<string, unknown>;

export interface EventSeed {
  title: string;
  /** Days from the seed day (negative: in the past). */
  day: number;
  hour: number;
  minute?: number;
  hours: number;
  /** Multi-day events: extra days after the first. */
  days?: number;
  destination?: string;
  categories: number[];
  recurrence?: Recurrence;
  approved?: boolean;
  allDay?: boolean;
  summary: string;
}

export const events: EventSeed[] = [
  { title: 'Central Pennsylvania Festival of the Arts', day: 40, hour: 10, hours: 8, days: 4, categories: [1, 2, 7], summary: 'Sidewalk sale, juried crafts and music downtown.', recurrence: { recurrence: 'yearly', r_yearly_month: null, r_yearly_day: null, r_end_type: 'never' } },
  { title: 'Downtown State College Farmers Market', day: 2, hour: 11, minute: 30, hours: 4, categories: [3, 8], destination: 'Downtown State College Shops', summary: 'Local produce, bread and flowers on Locust Lane.', recurrence: { recurrence: 'weekly', r_weekly_day: ['friday'], r_weekly_weeks: 1, r_end_type: 'never' } },
  { title: 'Boalsburg Farmers Market', day: 4, hour: 14, hours: 4, categories: [3], destination: 'Pennsylvania Military Museum', summary: 'Tuesday afternoons on the museum grounds.', recurrence: { recurrence: 'weekly', r_weekly_day: ['tuesday'], r_weekly_weeks: 1, r_end_type: 'date', r_end_date: 150 } },
  { title: 'Trivia Night at Otto’s', day: 9, hour: 19, hours: 2, categories: [3, 4], destination: "Otto's Pub & Brewery", summary: 'Teams of up to six; prizes from the brewery.', recurrence: { recurrence: 'monthly', r_monthly_months: 1, r_monthly_occurrence: 'third', r_monthly_weekday: 'thursday', r_end_type: 'never' } },
  { title: 'Bellefonte Cruise Car Show', day: 25, hour: 17, hours: 4, categories: [2, 7, 8], destination: 'Talleyrand Park', summary: 'Classic cars line the streets of Bellefonte.', recurrence: { recurrence: 'monthly', r_monthly_months: 1, r_monthly_day: 15, r_end_type: 'occurrences', r_number_of_occurrences: 6 } },
  { title: 'Sunrise Yoga at Rhoneymeade', day: 1, hour: 7, hours: 1, categories: [6], destination: 'Rhoneymeade Arboretum', summary: 'Bring a mat; every few days through the season.', recurrence: { recurrence: 'daily', r_daily_days: 3, r_end_type: 'date', r_end_date: 60 } },
  { title: 'Nittany Lions Home Opener Tailgate', day: 12, hour: 9, hours: 6, categories: [5, 7], destination: 'Beaver Stadium', summary: 'Food trucks, the Blue Band and a hundred thousand friends.' },
  { title: 'Penns Valley Fall Harvest Festival', day: 33, hour: 10, hours: 7, categories: [2, 3, 8], destination: 'Elk Creek Café + Aleworks', summary: 'Cider pressing, hay rides and local food.' },
  { title: 'Spring Creek Fly Fishing Clinic', day: 6, hour: 8, hours: 4, categories: [6], destination: 'Spring Creek Canyon', summary: 'Learn to cast on wild-trout water.' },
  { title: 'Jazz on the Porch', day: 15, hour: 18, minute: 30, hours: 3, categories: [4, 7], destination: 'The Nittany Lion Inn', summary: 'A summer evening of jazz on the inn’s porch.' },
  { title: 'Palmer Museum Family Day', day: 20, hour: 11, hours: 4, categories: [1, 8], destination: 'Palmer Museum of Art', summary: 'Art-making stations for all ages.' },
  { title: 'Black Moshannon Night Hike', day: 28, hour: 20, hours: 2, categories: [6, 8], destination: 'Black Moshannon State Park', summary: 'Listen for owls on the bog boardwalk.' },
  { title: 'Grange Fair Week', day: 60, hour: 9, hours: 12, days: 8, categories: [2, 7, 8], destination: 'Centre Hall Grange Fairgrounds', summary: 'Tents, rides and livestock shows: a valley tradition.' },
  { title: 'Rowland Theatre Silent Film Night', day: 45, hour: 19, hours: 2, categories: [1], destination: 'Rowland Theatre', summary: 'A silent classic with live organ accompaniment.' },
  { title: 'Tussey Mountain Amphitheater Concert', day: 90, hour: 19, hours: 3, categories: [4, 7], destination: 'Tussey Mountain', summary: 'Summer concert series under the ridge.' },
  { title: 'Winter Lights at Talleyrand Park', day: 150, hour: 17, hours: 4, days: 20, categories: [2, 8], destination: 'Talleyrand Park', summary: 'Thousands of lights along Spring Creek.', allDay: false },
  { title: 'Happy Valley Wine Walk', day: -20, hour: 13, hours: 5, categories: [3], destination: 'Happy Valley Vineyard & Winery', summary: 'A past tasting tour of local vineyards.' },
  { title: 'Spring Arts Crawl', day: -45, hour: 17, hours: 4, categories: [1, 7], destination: 'The State Theatre', summary: 'Galleries open late downtown (past event).' },
  { title: 'Railroad Heritage Day', day: -5, hour: 10, hours: 6, categories: [1, 8], destination: 'Bellefonte Historical Railroad', summary: 'Rides and displays at the Bellefonte station.' },
  { title: 'Lion’s Perch Sunrise Hike', day: 3, hour: 6, hours: 2, categories: [6], destination: 'Mount Nittany Trailhead', summary: 'Meet at the trailhead for a guided climb.', allDay: false },
  // Not approved: must never appear in public answers.
  { title: 'Unapproved Pub Crawl', day: 5, hour: 20, hours: 4, categories: [3, 7], summary: 'Awaiting board review.', approved: false },
  { title: 'Draft Recurring Meetup', day: 2, hour: 18, hours: 2, categories: [7], summary: 'Awaiting board review.', approved: false, recurrence: { recurrence: 'weekly', r_weekly_day: ['monday'], r_weekly_weeks: 1, r_end_type: 'never' } },
];

export const newsCategories = ['Food & Drink', 'Outdoors', 'Arts & Culture', 'Events', 'Travel Tips'];

export interface NewsSeed {
  title: string;
  /** Days before the seed day. */
  ago: number;
  categories: string[];
  featured?: boolean;
  source?: string;
  approved?: boolean;
  summary: string;
}

export const news: NewsSeed[] = [
  { title: 'Ten Scoops: Ranking the Berkey Creamery Flavors', ago: 2, categories: ['Food & Drink'], featured: true, summary: 'Peachy Paterno or Death by Chocolate? We tasted them all.' },
  { title: 'Where to Watch Fall Color in Centre County', ago: 5, categories: ['Outdoors', 'Travel Tips'], featured: true, summary: 'Five overlooks and the best week to go.' },
  { title: 'A Weekend in Bellefonte', ago: 8, categories: ['Travel Tips'], featured: true, summary: 'Victorian homes, Big Spring and a distillery.' },
  { title: 'Arts Festival Announces This Year’s Poster', ago: 11, categories: ['Arts & Culture', 'Events'], summary: 'A local painter takes the honor.', source: 'https://www.arts-festival.com/news/poster' },
  { title: 'New Trails Open in Rothrock State Forest', ago: 14, categories: ['Outdoors'], summary: 'Twelve miles of new singletrack.', featured: true },
  { title: 'The Ale Trail Passport Is Back', ago: 17, categories: ['Food & Drink'], summary: 'Collect stamps at ten breweries.' },
  { title: 'Penns Valley’s Farm Stands, Mapped', ago: 20, categories: ['Food & Drink', 'Travel Tips'], summary: 'Sweet corn, eggs and pies along Route 45.' },
  { title: 'Game Day Parking Guide', ago: 23, categories: ['Travel Tips', 'Events'], summary: 'Where to park and how to beat the traffic.', source: 'https://gopsusports.com/football/parking' },
  { title: 'Inside the Palmer Museum’s New Building', ago: 26, categories: ['Arts & Culture'], summary: 'A first look at the galleries by the arboretum.' },
  { title: 'Trout Season Opens on Spring Creek', ago: 29, categories: ['Outdoors'], summary: 'Regulations, hatches and where to start.' },
  { title: 'Grange Fair: 150 Years of Tents', ago: 32, categories: ['Events'], summary: 'Families who have camped for generations.', featured: true },
  { title: 'Best Breakfasts Downtown', ago: 35, categories: ['Food & Drink'], summary: 'From the Corner Room to the Waffle Shop.' },
  { title: 'Kayaking Bald Eagle State Park', ago: 38, categories: ['Outdoors'], summary: 'Rentals, launches and the calm coves.' },
  { title: 'State Theatre Announces Its Season', ago: 41, categories: ['Arts & Culture', 'Events'], summary: 'Films, folk and a comedy series.', source: 'https://thestatetheatre.org/season' },
  { title: 'How to Spend a Rainy Day in Happy Valley', ago: 44, categories: ['Travel Tips'], summary: 'Caves, museums and a bowling alley.' },
  { title: 'Meet the Makers of Millheim', ago: 47, categories: ['Arts & Culture'], summary: 'Potters, weavers and a letterpress studio.' },
  { title: 'Winter Lights Return to Talleyrand Park', ago: 50, categories: ['Events'], summary: 'A new display along the creek this year.' },
  { title: 'Cross-Country Skiing at Black Moshannon', ago: 53, categories: ['Outdoors'], summary: 'Groomed loops on the plateau.' },
  { title: 'A Foodie’s Guide to College Avenue', ago: 56, categories: ['Food & Drink', 'Travel Tips'], summary: 'Noodles, dumplings and late-night grilled stickies.' },
  { title: 'Centre Furnace Mansion’s Garden Tour', ago: 59, categories: ['Arts & Culture', 'Events'], summary: 'Heirloom plantings and an ironmaster’s story.' },
  // Not public: unapproved, or scheduled for later.
  { title: 'Unapproved Draft Post', ago: 1, categories: ['Events'], summary: 'Awaiting board review.', approved: false, featured: true },
  { title: 'Scheduled Post for Next Week', ago: -7, categories: ['Events'], summary: 'Not published yet.' },
];
