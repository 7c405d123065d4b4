/** The Dispatch: news categories and posts; publication dates are relative to the seed day. */

export const newsCategories = ['Food & Drink', 'Outdoors', 'Arts & Culture', 'Events', 'Travel Tips'];

export interface NewsSeed {
  title: string;
  /** Days before the seed day (negative: scheduled for later). */
  ago: number;
  categories: string[];
  featured?: boolean;
  source?: string;
  approved?: boolean;
  summary: string;
  /** Destinations the story mentions (linked in its copy). */
  mentions?: string[];
  /** Content-block kinds to attach (see site-content.ts for their entries). */
  blocks?: ('images' | 'cta' | 'embed' | 'tabs')[];
  draft?: Record<string, unknown>;
  author?: string;
}

export const news: NewsSeed[] = [
  {
    title: 'Ten Scoops: Ranking the Berkey Creamery Flavors',
    ago: 2,
    categories: ['Food & Drink'],
    featured: true,
    summary: 'Peachy Paterno or Death by Chocolate? We tasted them all.',
    mentions: ['Berkey Creamery'],
    blocks: ['images'],
  },
  {
    title: 'Where to Watch Fall Color in Centre County',
    ago: 5,
    categories: ['Outdoors', 'Travel Tips'],
    featured: true,
    summary: 'Five overlooks and the best week to go.',
    mentions: ['Port Matilda Ridge Overlook', 'Mount Nittany Trailhead', 'Tussey Mountain'],
  },
  {
    title: 'A Weekend in Bellefonte',
    ago: 8,
    categories: ['Travel Tips'],
    featured: true,
    summary: 'Victorian homes, Big Spring and a distillery.',
    mentions: ['Big Spring Spirits', 'Talleyrand Park', 'Bellefonte Victorian Inn'],
  },
  {
    title: 'Arts Festival Announces This Year’s Poster',
    ago: 11,
    categories: ['Arts & Culture', 'Events'],
    summary: 'A local painter takes the honor.',
    source: 'https://www.arts-festival.com/news/poster',
  },
  {
    title: 'New Trails Open in Rothrock State Forest',
    ago: 14,
    categories: ['Outdoors'],
    summary: 'Twelve miles of new singletrack.',
    featured: true,
    mentions: ['Rothrock State Forest Trails', 'Lemont Bike Works'],
  },
  {
    title: 'The Ale Trail Passport Is Back',
    ago: 17,
    categories: ['Food & Drink'],
    summary: 'Collect stamps at ten breweries.',
    mentions: ["Otto's Pub & Brewery", 'Elk Creek Café + Aleworks', 'Coal Town Brewing'],
    blocks: ['cta'],
  },
  {
    title: 'Penns Valley’s Farm Stands, Mapped',
    ago: 20,
    categories: ['Food & Drink', 'Travel Tips'],
    summary: 'Sweet corn, eggs and pies along Route 45.',
    mentions: ['Tait Farm Foods', 'Madisonburg Country Bakery'],
  },
  {
    title: 'Game Day Parking Guide',
    ago: 23,
    categories: ['Travel Tips', 'Events'],
    summary: 'Where to park and how to beat the traffic.',
    source: 'https://gopsusports.com/football/parking',
    draft: {
      title: 'Updated: Game Day Parking Guide for the New Season',
      summary: 'New lots, new shuttle routes and the gates that open first.',
      content:
        '<p>New lots, new shuttle routes and the gates that open first.</p><p>Shuttles now leave from the Nittany Mall every ten minutes from four hours before kickoff.</p>',
    },
  },
  {
    title: 'Inside the Palmer Museum’s New Building',
    ago: 26,
    categories: ['Arts & Culture'],
    summary: 'A first look at the galleries by the arboretum.',
    mentions: ['Palmer Museum of Art'],
  },
  {
    title: 'Trout Season Opens on Spring Creek',
    ago: 29,
    categories: ['Outdoors'],
    summary: 'Regulations, hatches and where to start.',
    mentions: ['Fisherman’s Paradise', 'Spring Creek Outfitters'],
  },
  {
    title: 'Grange Fair: 150 Years of Tents',
    ago: 32,
    categories: ['Events'],
    summary: 'Families who have camped for generations.',
    featured: true,
    mentions: ['Centre Hall Grange Fairgrounds'],
  },
  {
    title: 'Best Breakfasts Downtown',
    ago: 35,
    categories: ['Food & Drink'],
    summary: 'From the Corner Room to the Waffle Shop.',
    mentions: ['Hotel State College', 'Fraser Street Coffee Roasters'],
  },
  {
    title: 'Kayaking Bald Eagle State Park',
    ago: 38,
    categories: ['Outdoors'],
    summary: 'Rentals, launches and the calm coves.',
    mentions: ['Bald Eagle State Park', 'Happy Valley Kayak Rentals'],
  },
  {
    title: 'State Theatre Announces Its Season',
    ago: 41,
    categories: ['Arts & Culture', 'Events'],
    summary: 'Films, folk and a comedy series.',
    source: 'https://thestatetheatre.org/season',
  },
  {
    title: 'How to Spend a Rainy Day in Happy Valley',
    ago: 44,
    categories: ['Travel Tips'],
    summary: 'Caves, museums and a bowling alley.',
    mentions: ["Penn's Cave & Wildlife Park", 'Nittany Lanes & Games', 'Earth and Mineral Sciences Museum'],
    blocks: ['tabs'],
  },
  {
    title: 'Meet the Makers of Millheim',
    ago: 47,
    categories: ['Arts & Culture'],
    summary: 'Potters, weavers and a letterpress studio.',
    mentions: ['Millheim Small Batch Pottery', 'Millheim Art Gallery'],
  },
  {
    title: 'Winter Lights Return to Talleyrand Park',
    ago: 50,
    categories: ['Events'],
    summary: 'A new display along the creek this year.',
    mentions: ['Talleyrand Park'],
  },
  {
    title: 'Cross-Country Skiing at Black Moshannon',
    ago: 53,
    categories: ['Outdoors'],
    summary: 'Groomed loops on the plateau.',
    mentions: ['Black Moshannon Ski Touring Center'],
  },
  {
    title: 'A Foodie’s Guide to College Avenue',
    ago: 56,
    categories: ['Food & Drink', 'Travel Tips'],
    summary: 'Noodles, dumplings and late-night grilled stickies.',
    mentions: ['College Avenue Noodle House', 'Beaver Avenue Dumpling Bar'],
  },
  {
    title: 'Centre Furnace Mansion’s Garden Tour',
    ago: 59,
    categories: ['Arts & Culture', 'Events'],
    summary: 'Heirloom plantings and an ironmaster’s story.',
    mentions: ['Centre Furnace Mansion'],
  },
  {
    title: 'Five Scenic Drives Through Penns Valley',
    ago: 65,
    categories: ['Travel Tips', 'Outdoors'],
    featured: true,
    summary: 'Route 45, Brush Valley Road and the back way to Woodward.',
    mentions: ['Woodward Gap Cabins', 'Aaronsburg Pie Shop'],
  },
  {
    title: 'The Best Pizza in Happy Valley, Slice by Slice',
    ago: 71,
    categories: ['Food & Drink'],
    summary: 'Thin crust, brick oven and the 2 a.m. slice.',
    mentions: ['Allen Street Pizza Co.', 'Bellefonte Brick Oven Pizza', 'Happy Valley Pizza Kitchen'],
    blocks: ['cta'],
  },
  {
    title: 'Birding the Scotia Barrens in May',
    ago: 80,
    categories: ['Outdoors'],
    summary: 'Warblers, woodcocks and where to park.',
    mentions: ['Scotia Barrens'],
  },
  {
    title: 'A Beginner’s Guide to Fly Fishing Spring Creek',
    ago: 90,
    categories: ['Outdoors', 'Travel Tips'],
    summary: 'Licenses, flies and etiquette for your first cast.',
    source: 'https://www.fishandboat.com/Fish/PennsylvaniaFishes/Trout',
    mentions: ['Spring Creek Canyon', 'Spring Creek Outfitters'],
  },
  {
    title: 'Inside the Nittany Lion Inn’s Renovation',
    ago: 98,
    categories: ['Travel Tips'],
    summary: 'New rooms, the same porch.',
    mentions: ['The Nittany Lion Inn'],
  },
  {
    title: 'Meet the Potters of Penns Valley',
    ago: 105,
    categories: ['Arts & Culture'],
    summary: 'Clay, kilns and the studio tour.',
    mentions: ['Millheim Small Batch Pottery'],
  },
  {
    title: 'Ten Free Things to Do in State College',
    ago: 112,
    categories: ['Travel Tips'],
    featured: true,
    summary: 'Museums, marshes and the best free view in town.',
    mentions: ['Palmer Museum of Art', 'Millbrook Marsh Nature Center', 'Mount Nittany Trailhead'],
    blocks: ['images'],
  },
  {
    title: 'Where to Eat Before a Night Game',
    ago: 120,
    categories: ['Food & Drink', 'Events'],
    summary: 'Early dinners within walking distance of the stadium.',
    mentions: ['Nittany Grill & Tap', 'Tussey Ridge Smokehouse'],
  },
  {
    title: 'Skiing Tussey Mountain: What’s New This Season',
    ago: 131,
    categories: ['Outdoors', 'Events'],
    summary: 'New snowmaking, a longer tubing hill and night skiing.',
    source: 'https://www.psu.edu/news/campus-life/tussey-mountain-season',
    mentions: ['Tussey Mountain'],
  },
  {
    title: 'The Quiet Season: Winter Weekends in the Valley',
    ago: 140,
    categories: ['Travel Tips'],
    summary: 'Fireplaces, taprooms and empty trails.',
    mentions: ['Centre Hall Mountain Bed & Breakfast', 'Water Street Brewing'],
  },
  {
    title: 'Cider Season at Boalsburg Hollow',
    ago: 150,
    categories: ['Food & Drink'],
    summary: 'Heirloom apples and a dry cider worth the drive.',
    mentions: ['Boalsburg Hollow Cider Works'],
  },
  {
    title: 'The Grange Fair by the Numbers',
    ago: 160,
    categories: ['Events'],
    summary: 'Tents, tractors and a ton of funnel cake.',
    source: 'https://www.grangefair.net/history',
  },
  {
    title: 'Hiking the Mid-State Trail’s Eastern End',
    ago: 175,
    categories: ['Outdoors'],
    summary: 'Rocks, vistas and a cabin at the end.',
    mentions: ['Mid-State Trail at Woodward', 'Woodward Gap Cabins'],
  },
  {
    title: 'Old Mills and Iron Furnaces of Centre County',
    ago: 190,
    categories: ['Arts & Culture', 'Travel Tips'],
    summary: 'The industrial past hiding in plain sight.',
    mentions: ['Gamble Mill', 'Centre Furnace Mansion'],
  },
  {
    title: 'A Family Day at Penn’s Cave',
    ago: 205,
    categories: ['Travel Tips', 'Events'],
    summary: 'Boat tour, wildlife park and the gem mine.',
    mentions: ["Penn's Cave & Wildlife Park"],
    blocks: ['embed'],
  },
  {
    title: 'Late-Night Bites Downtown',
    ago: 220,
    categories: ['Food & Drink'],
    summary: 'Where to eat after the show lets out.',
    mentions: ['Allen Street Pizza Co.', 'Atherton Street Taqueria'],
  },
  {
    title: 'The First Memorial Day, Remembered in Boalsburg',
    ago: 240,
    categories: ['Arts & Culture', 'Events'],
    summary: 'How a village cemetery started a national holiday.',
    source: 'https://www.pamilmuseum.org/history',
    mentions: ['Pennsylvania Military Museum'],
  },
  {
    title: 'Paddling Poe Valley and Penns Creek',
    ago: 255,
    categories: ['Outdoors'],
    summary: 'Put-ins, take-outs and the water levels to watch.',
    mentions: ['Poe Valley State Park', 'Penns Creek Access at Coburn'],
  },
  {
    title: 'Meetings in Happy Valley: A Planner’s Checklist',
    ago: 270,
    categories: ['Travel Tips'],
    summary: 'Room blocks, venues and off-site dinners for groups.',
    mentions: ['The Penn Stater Hotel', 'Innovation Park Conference Center'],
    blocks: ['cta'],
  },
  {
    title: 'Stargazing Under Black Moshannon’s Dark Skies',
    ago: 290,
    categories: ['Outdoors', 'Events'],
    featured: true,
    summary: 'The darkest skies in the county, an hour from campus.',
    mentions: ['Black Moshannon State Park'],
    blocks: ['embed'],
  },
  {
    title: 'Farm Stands of Brush Valley',
    ago: 310,
    categories: ['Food & Drink'],
    summary: 'Honor boxes, baked goods and Saturday auctions.',
    mentions: ['Madisonburg Produce Auction', 'Rebersburg Dairy Creamery'],
  },
  {
    title: 'Gallery Hopping on First Friday',
    ago: 330,
    categories: ['Arts & Culture', 'Events'],
    summary: 'Open doors, open bars and new shows every month.',
    mentions: ['Bellefonte Art Museum for Centre County'],
  },
  {
    title: 'Snowshoeing in Rothrock State Forest',
    ago: 350,
    categories: ['Outdoors'],
    summary: 'Rentals, routes and a warm drink after.',
    mentions: ['Rothrock Nordic Center'],
  },
  {
    title: 'The New Season at Eisenhower Auditorium',
    ago: 362,
    categories: ['Arts & Culture'],
    summary: 'Broadway tours, dance and the symphony.',
    source: 'https://cpa.psu.edu/season',
    mentions: ['Eisenhower Auditorium'],
  },
  // Not public: unapproved, or scheduled for later.
  { title: 'Unapproved Draft Post', ago: 1, categories: ['Events'], summary: 'Awaiting board review.', approved: false, featured: true },
  { title: 'Scheduled Post for Next Week', ago: -7, categories: ['Events'], summary: 'Not published yet.' },
  // The archive, past a year old: enough published posts that the dispatch list runs past one page of 48.
  {
    title: 'Maple Sugaring Weekend in Penns Valley',
    ago: 375,
    categories: ['Food & Drink', 'Events'],
    summary: 'Sap buckets, pancake breakfasts and a syrup tasting.',
  },
  { title: 'Ice Fishing on Colyer Lake', ago: 385, categories: ['Outdoors'], summary: 'Safe ice, tip-ups and where the perch bite.' },
  { title: 'A Winter Walk Through the Arboretum', ago: 395, categories: ['Outdoors', 'Travel Tips'], summary: 'Evergreens, birds and a warm conservatory.' },
  {
    title: 'The Valley’s Oldest Covered Bridges',
    ago: 405,
    categories: ['Arts & Culture', 'Travel Tips'],
    summary: 'Timber trusses and the roads that lead to them.',
  },
  {
    title: 'Holiday Markets Across Centre County',
    ago: 415,
    categories: ['Events', 'Food & Drink'],
    summary: 'Crafts, cookies and carols from Boalsburg to Millheim.',
  },
  {
    title: 'Snow Day Sledding Hills, Ranked',
    ago: 425,
    categories: ['Outdoors', 'Travel Tips'],
    summary: 'Long runs, gentle slopes and where to warm up after.',
  },
];

const CATEGORY_PARAGRAPHS: Record<string, string[]> = {
  'Food & Drink': [
    'The valley eats with the seasons: asparagus in May, sweet corn in August, apples and cider from September on.',
    'Many of the kitchens we visited buy directly from Penns Valley and Brush Valley farms, and it shows on the plate.',
  ],
  Outdoors: [
    'Ridges run north-east to south-west across the county, so every drive crosses a gap and every gap has a trailhead.',
    'Check the forecast before you go: weather on the plateau can be ten degrees colder than downtown.',
  ],
  'Arts & Culture': [
    'Centre County’s arts scene is bigger than its size suggests, thanks to the university and a long line of makers.',
    'Most galleries and museums here are free or pay-what-you-wish; donations keep them that way.',
  ],
  Events: [
    'Dates and times change from year to year, so confirm with the organizer before you set out.',
    'Big weekends fill hotels early. Book a room as soon as you know your dates.',
  ],
  'Travel Tips': [
    'State College is about three hours from Pittsburgh, Philadelphia and Baltimore, and I-99 and I-80 meet just north of Bellefonte.',
    'Parking downtown is metered until 10 p.m.; the garages on Fraser and Beaver are the easiest bet.',
  ],
};

export const categoryParagraphs = (category: string) => CATEGORY_PARAGRAPHS[category] ?? [];
