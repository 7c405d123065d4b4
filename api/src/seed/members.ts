/** Members of the guide and what they wrote: tips and itineraries, each tied to a destination. */

export interface UserSeed {
  first: string;
  last: string;
  role: 'Visitor' | 'Local' | 'Destination' | 'Board';
  city: string;
  zip: string;
  /** Days before the seed day the account was made. */
  joined: number;
}

export const users: UserSeed[] = [
  { first: 'Dana', last: 'Whitfield', role: 'Board', city: 'State College', zip: '16801', joined: 900 },
  { first: 'Maya', last: 'Thompson', role: 'Local', city: 'State College', zip: '16801', joined: 700 },
  { first: 'Evan', last: 'Kline', role: 'Local', city: 'Bellefonte', zip: '16823', joined: 640 },
  { first: 'Priya', last: 'Raman', role: 'Local', city: 'Boalsburg', zip: '16827', joined: 520 },
  { first: 'Luis', last: 'Ortega', role: 'Local', city: 'Lemont', zip: '16851', joined: 410 },
  { first: 'Hannah', last: 'Stover', role: 'Local', city: 'Millheim', zip: '16854', joined: 380 },
  { first: 'Greg', last: 'Hess', role: 'Destination', city: 'Bellefonte', zip: '16823', joined: 600 },
  { first: 'Karen', last: 'Musser', role: 'Destination', city: 'Centre Hall', zip: '16828', joined: 560 },
  { first: 'Tom', last: 'Bierly', role: 'Destination', city: 'Bellefonte', zip: '16823', joined: 480 },
  { first: 'Alicia', last: 'Yoder', role: 'Destination', city: 'Spring Mills', zip: '16875', joined: 450 },
  { first: 'Jordan', last: 'Lee', role: 'Visitor', city: 'Pine Grove Mills', zip: '16868', joined: 200 },
  { first: 'Rachel', last: 'Park', role: 'Visitor', city: 'Port Matilda', zip: '16870', joined: 120 },
  { first: 'Sam', last: 'Fisher', role: 'Visitor', city: 'Philipsburg', zip: '16866', joined: 45 },
];

export const emailOf = (user: Pick<UserSeed, 'first' | 'last'>) => `${user.first}.${user.last}@example.com`.toLowerCase();

export interface TipSeed {
  title: string;
  destination: string;
  author: string;
  tip: string;
  /** Days before the seed day. */
  ago: number;
  approved?: boolean;
}

export const tips: TipSeed[] = [
  {
    title: 'Go Early for the First Boat',
    destination: "Penn's Cave & Wildlife Park",
    author: 'maya.thompson@example.com',
    ago: 12,
    tip: 'The first boat of the day is the quietest. Bring a light jacket: the cavern stays cool all year.',
  },
  {
    title: 'Order the Peachy Paterno in a Waffle Cone',
    destination: 'Berkey Creamery',
    author: 'luis.ortega@example.com',
    ago: 20,
    tip: 'Lines are shortest right after opening. A single scoop is bigger than you think.',
  },
  {
    title: 'Sunset From the Lion’s Perch',
    destination: 'Mount Nittany Trailhead',
    author: 'priya.raman@example.com',
    ago: 31,
    tip: 'Start an hour before sunset, take the white trail up and bring a headlamp for the way down.',
  },
  {
    title: 'Sit on the Creek Side of the Mill',
    destination: 'Gamble Mill',
    author: 'evan.kline@example.com',
    ago: 40,
    tip: 'Ask for a table by the windows over Spring Creek and save room for the bread pudding.',
  },
  {
    title: 'Feed the Trout at Talleyrand',
    destination: 'Talleyrand Park',
    author: 'evan.kline@example.com',
    ago: 52,
    tip: 'Bring quarters for the fish-food dispenser; the trout by the footbridge are huge.',
  },
  {
    title: 'Rent a Kayak at the Marina',
    destination: 'Sayers Dam Marina',
    author: 'jordan.lee@example.com',
    ago: 60,
    tip: 'Paddle to the coves on the north shore in the morning, before the wind comes up.',
  },
  {
    title: 'Try the Seasonal Flight',
    destination: 'Elk Creek Café + Aleworks',
    author: 'hannah.stover@example.com',
    ago: 75,
    tip: 'The seasonal flight changes monthly. Thursday is the bluegrass night.',
  },
  {
    title: 'Bring Binoculars to the Boardwalk',
    destination: 'Millbrook Marsh Nature Center',
    author: 'maya.thompson@example.com',
    ago: 88,
    tip: 'Red-winged blackbirds in spring, herons all summer. The boardwalk loop takes twenty minutes.',
  },
  {
    title: 'Tailgate Like a Local',
    destination: 'Beaver Stadium',
    author: 'luis.ortega@example.com',
    ago: 95,
    tip: 'Park in the grass lots by 8 a.m. for a noon game, and stop at the Nittany Lion Shrine on the way in.',
  },
  {
    title: 'Stay for the Stars',
    destination: 'Black Moshannon State Park',
    author: 'sam.fisher@example.com',
    ago: 110,
    tip: 'The boat launch is one of the darkest spots in the county. Check the moon phase first.',
  },
  {
    title: 'Walk the Diamond After Breakfast',
    destination: 'Boalsburg Diamond Café',
    author: 'priya.raman@example.com',
    ago: 130,
    tip: 'Have scones on the porch, then walk to the museum and the old cemetery.',
  },
  {
    title: 'Ask for the Window Seat on the Rail Car',
    destination: 'Bellefonte Historical Railroad',
    author: 'rachel.park@example.com',
    ago: 150,
    tip: 'The left side has the best views of Bald Eagle Creek on the northbound run.',
  },
  {
    title: 'Pick Cherries in Late June',
    destination: 'Port Matilda Fruit Farm',
    author: 'rachel.park@example.com',
    ago: 170,
    tip: 'Sour cherries go fast; call ahead on Friday to check the weekend picking.',
  },
  {
    title: 'Get the Bread Before Ten',
    destination: 'Madisonburg Country Bakery',
    author: 'hannah.stover@example.com',
    ago: 190,
    tip: 'The cinnamon bread sells out by mid-morning on Saturdays. Bring cash.',
  },
  {
    title: 'Night Skiing Is the Best Deal',
    destination: 'Tussey Mountain',
    author: 'jordan.lee@example.com',
    ago: 210,
    tip: 'Twilight tickets are half price and the lines are short after dinner.',
  },
  {
    title: 'Try the Green Drake Float',
    destination: 'Penns Creek Angler',
    author: 'greg.hess@example.com',
    ago: 230,
    tip: 'The hatch comes late May into June. Book a guide early; evenings are magic.',
  },
  {
    title: 'Book the Corner Room With the Fireplace',
    destination: 'Bellefonte Victorian Inn',
    author: 'tom.bierly@example.com',
    ago: 250,
    tip: 'Room 3 has the fireplace and the view of the courthouse dome.',
  },
  {
    title: 'Walk to the Vineyard Overlook',
    destination: 'Happy Valley Vineyard & Winery',
    author: 'maya.thompson@example.com',
    ago: 270,
    tip: 'Take your glass up the hill behind the tasting room for the best view of the valley.',
  },
  // Not approved yet.
  {
    title: 'Secret Swimming Hole (awaiting review)',
    destination: 'Poe Valley State Park',
    author: 'sam.fisher@example.com',
    ago: 3,
    tip: 'Awaiting board review.',
    approved: false,
  },
  {
    title: 'Parking Hack for Arts Fest (awaiting review)',
    destination: 'Downtown State College Shops',
    author: 'jordan.lee@example.com',
    ago: 6,
    tip: 'Awaiting board review.',
    approved: false,
  },
];

export interface ItineraryStepSeed {
  destination: string;
  content: string;
  event?: string;
}

export interface ItinerarySeed {
  title: string;
  author: string;
  destination: string;
  summary: string;
  ago: number;
  steps: ItineraryStepSeed[];
  approved?: boolean;
}

export const itineraries: ItinerarySeed[] = [
  {
    title: 'A Perfect Game-Day Saturday',
    author: 'luis.ortega@example.com',
    destination: 'Beaver Stadium',
    ago: 18,
    summary: 'Breakfast downtown, the tailgate, the game and a late slice.',
    steps: [
      { destination: 'Fraser Street Coffee Roasters', content: 'Coffee and a pastry before the crowds.' },
      { destination: 'Beaver Stadium', content: 'Tailgate in the grass lots, then find your seats by kickoff.', event: 'Nittany Lions Home Opener Tailgate' },
      { destination: 'Allen Street Pizza Co.', content: 'A slice on the walk home.' },
    ],
  },
  {
    title: 'Victorian Bellefonte in a Day',
    author: 'evan.kline@example.com',
    destination: 'Talleyrand Park',
    ago: 26,
    summary: 'Mansions, trout and a distillery along Spring Creek.',
    steps: [
      { destination: 'Bellefonte Bakehouse', content: 'Cinnamon buns by the window.' },
      { destination: 'Bellefonte Art Museum for Centre County', content: 'The changing exhibits and the view from the porch.' },
      { destination: 'Talleyrand Park', content: 'Feed the trout and walk the creek.' },
      { destination: 'Big Spring Spirits', content: 'A cocktail flight to finish.' },
    ],
  },
  {
    title: 'Penns Valley Farm-to-Table Weekend',
    author: 'hannah.stover@example.com',
    destination: 'Elk Creek Café + Aleworks',
    ago: 35,
    summary: 'Farm stands, a meadery and dinner in Millheim.',
    steps: [
      { destination: 'Tait Farm Foods', content: 'Shrubs and chutneys for the road.' },
      { destination: "Penn's Cave & Wildlife Park", content: 'The boat tour in the morning.' },
      { destination: 'Penns Valley Meadery', content: 'Honey wines in a tiny tasting room.' },
      { destination: 'Elk Creek Café + Aleworks', content: 'Dinner and a pint.', event: 'Penns Valley Fall Harvest Festival' },
    ],
  },
  {
    title: 'Ridges and Overlooks',
    author: 'priya.raman@example.com',
    destination: 'Rothrock State Forest Trails',
    ago: 44,
    summary: 'Three climbs, three views, one very good dinner.',
    steps: [
      { destination: 'Mount Nittany Trailhead', content: 'Sunrise from the Lion’s Perch.', event: 'Lion’s Perch Sunrise Hike' },
      { destination: 'Rothrock State Forest Trails', content: 'Midday miles on the ridge.' },
      { destination: 'Port Matilda Ridge Overlook', content: 'Sunset over Bald Eagle Valley.' },
      { destination: 'Pine Grove Hearth', content: 'Wood-fired supper.' },
    ],
  },
  {
    title: 'Rainy Day With Kids',
    author: 'maya.thompson@example.com',
    destination: 'Earth and Mineral Sciences Museum',
    ago: 58,
    summary: 'Minerals, bugs, bowling and ice cream.',
    steps: [
      { destination: 'Earth and Mineral Sciences Museum', content: 'The glowing-mineral room first.' },
      { destination: 'Frost Entomological Museum', content: 'Hold a stick insect.' },
      { destination: 'Nittany Lanes & Games', content: 'Bumper bowling and pizza.' },
      { destination: 'Berkey Creamery', content: 'Rain or shine, a cone.' },
    ],
  },
  {
    title: 'Fly Fishing the Limestone Streams',
    author: 'greg.hess@example.com',
    destination: 'Spring Creek Canyon',
    ago: 66,
    summary: 'Three famous waters in two days.',
    steps: [
      { destination: 'Spring Creek Outfitters', content: 'Flies and a stream report.' },
      { destination: 'Fisherman’s Paradise', content: 'Morning on the fly-only stretch.' },
      { destination: 'Spring Creek Canyon', content: 'Afternoon wading under the cliffs.', event: 'Spring Creek Fly Fishing Clinic' },
      { destination: 'Penns Creek Access at Coburn', content: 'The evening hatch.' },
    ],
  },
  {
    title: 'Wine and Cider Country',
    author: 'tom.bierly@example.com',
    destination: 'Seven Mountains Cellars',
    ago: 80,
    summary: 'Four tasting rooms with a designated driver.',
    steps: [
      { destination: 'Happy Valley Vineyard & Winery', content: 'The view and the reds.' },
      { destination: 'Boalsburg Hollow Cider Works', content: 'Dry ciders from heirloom apples.' },
      { destination: 'Mount Nittany Cellars', content: 'The chalet tasting room.' },
      { destination: 'Seven Mountains Cellars', content: 'Picnic under the vines.' },
    ],
  },
  {
    title: 'History Trail: Iron, Mansions and Memorial Day',
    author: 'priya.raman@example.com',
    destination: 'Pennsylvania Military Museum',
    ago: 95,
    summary: 'Two centuries of valley history in a day.',
    steps: [
      { destination: 'Centre Furnace Mansion', content: 'Where State College began.' },
      { destination: 'Boal Mansion Museum', content: 'The Columbus Chapel.' },
      { destination: 'Pennsylvania Military Museum', content: 'The citizen-soldier galleries.' },
      { destination: 'Boalsburg Heritage Museum', content: 'The first Memorial Day story.' },
    ],
  },
  {
    title: 'Lake Days at Bald Eagle',
    author: 'jordan.lee@example.com',
    destination: 'Bald Eagle State Park',
    ago: 120,
    summary: 'Camp, paddle, swim and fish.',
    steps: [
      { destination: 'Sayers Lake Campground', content: 'Pitch the tent by the water.' },
      { destination: 'Happy Valley Kayak Rentals', content: 'Kayaks for the morning.' },
      { destination: 'Bald Eagle State Park', content: 'The beach in the afternoon.', event: 'Sayers Lake Fishing Derby' },
    ],
  },
  {
    title: 'Makers and Markets of the Valley',
    author: 'hannah.stover@example.com',
    destination: 'Millheim Small Batch Pottery',
    ago: 140,
    summary: 'Pottery, quilts and a market on the green.',
    steps: [
      { destination: 'Millheim Small Batch Pottery', content: 'Watch a pot thrown.' },
      { destination: 'Penns Valley Quilt Barn', content: 'Hand-stitched quilts.' },
      { destination: 'The Granary at Lemont', content: 'The market on the green.', event: 'Lemont Village Market' },
    ],
  },
  {
    title: 'Winter Weekend: Skis, Skates and Fireplaces',
    author: 'sam.fisher@example.com',
    destination: 'Tussey Mountain',
    ago: 160,
    summary: 'Downhill, cross-country and a warm inn.',
    steps: [
      { destination: 'Tussey Mountain', content: 'Morning runs and the tubing hill.' },
      { destination: 'Black Moshannon Ski Touring Center', content: 'Groomed loops on the plateau.' },
      { destination: 'Pegula Ice Arena', content: 'Public skate, then the game.', event: 'Nittany Lions Hockey Weekend' },
      { destination: 'Centre Hall Mountain Bed & Breakfast', content: 'A fireplace and a quiet night.' },
    ],
  },
  {
    title: 'Arts Fest Long Weekend',
    author: 'maya.thompson@example.com',
    destination: 'Downtown State College Shops',
    ago: 200,
    summary: 'Sidewalk sale, galleries and a show.',
    steps: [
      { destination: 'Downtown State College Shops', content: 'The juried craft booths.', event: 'Central Pennsylvania Festival of the Arts' },
      { destination: 'Palmer Museum of Art', content: 'A cool break in the galleries.' },
      { destination: 'The State Theatre', content: 'An evening show.' },
    ],
  },
  // Not approved yet.
  {
    title: 'Brewery Crawl (awaiting review)',
    author: 'sam.fisher@example.com',
    destination: 'Coal Town Brewing',
    ago: 4,
    summary: 'Awaiting board review.',
    approved: false,
    steps: [
      { destination: 'Coal Town Brewing', content: 'Start with the stout.' },
      { destination: 'Water Street Brewing', content: 'Lagers by the creek.' },
      { destination: "Otto's Pub & Brewery", content: 'Dinner and a pint.' },
    ],
  },
];
