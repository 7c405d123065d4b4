/** Lookups of the valley: destination categories, experiences, activities and amenities. */

/** What kind of place a category holds; picks the copy and amenities of its destinations. */
export type PlaceKind =
  'lodging' | 'dining' | 'drinks' | 'outdoors' | 'culture' | 'venue' | 'sports' | 'golf' | 'shopping' | 'farm' | 'wellness' | 'tours' | 'family';

export interface CategorySeed {
  id: number;
  name: string;
  kind: PlaceKind;
  description: string;
}

/** Explicit ids: the site asks for outdoor categories 248 and 249 by number, and each entry id is '9' + id (public-site §3). */
export const destinationCategories: CategorySeed[] = [
  { id: 240, name: 'Attractions', kind: 'family', description: 'Caves, stadiums, railroads and the places every visitor asks about.' },
  { id: 241, name: 'Restaurants', kind: 'dining', description: 'Farm-to-table dinners, diners, noodle shops and game-day grills.' },
  { id: 242, name: 'Breweries & Wineries', kind: 'drinks', description: 'Craft breweries, cideries, a distillery and valley vineyards.' },
  { id: 243, name: 'Lodging', kind: 'lodging', description: 'Historic inns, hotels near campus and cabins in the state forests.' },
  { id: 244, name: 'Shopping', kind: 'shopping', description: 'Blue-and-white gear, antiques, pottery and farm stores.' },
  { id: 245, name: 'Arts & Culture', kind: 'culture', description: 'Theatres, galleries and the makers of Centre County.' },
  { id: 246, name: 'Meeting & Event Venues', kind: 'venue', description: 'Ballrooms, barns and halls for meetings, reunions and parties.' },
  { id: 247, name: 'Sports Facilities', kind: 'sports', description: 'Stadiums, arenas, fields and rinks for fans and tournaments.' },
  { id: 248, name: 'Outdoor Recreation', kind: 'outdoors', description: 'Lakes, ridges, trout streams and ski slopes.' },
  { id: 249, name: 'Parks & Trails', kind: 'outdoors', description: 'State parks, town parks, rail trails and ridge-top paths.' },
  { id: 250, name: 'Museums', kind: 'culture', description: 'Art, history, military heritage and minerals.' },
  { id: 251, name: 'Golf Courses', kind: 'golf', description: 'Championship courses, country clubs and a pitch-and-putt.' },
  { id: 252, name: 'Bed & Breakfasts', kind: 'lodging', description: 'Stone farmhouses and Victorian homes with breakfast included.' },
  { id: 253, name: 'Campgrounds & Cabins', kind: 'lodging', description: 'Lakeside campsites and cabins under the hemlocks.' },
  { id: 254, name: 'Cafés & Bakeries', kind: 'dining', description: 'Coffee roasters, pie shops and country bakeries.' },
  { id: 255, name: 'Pizza & Casual Eats', kind: 'dining', description: 'Pizza, subs, tacos and late-night favourites.' },
  { id: 256, name: 'Farms & Orchards', kind: 'farm', description: 'Pick-your-own fruit, farm stands, creameries and corn mazes.' },
  { id: 257, name: 'Wedding Venues', kind: 'venue', description: 'Barns, gardens and inns for the big day.' },
  { id: 258, name: 'Conference Centers', kind: 'venue', description: 'Conference hotels and halls with breakout rooms and catering.' },
  { id: 259, name: 'Fly Fishing', kind: 'outdoors', description: 'Limestone spring creeks, fly shops and guides.' },
  { id: 260, name: 'Winter Sports', kind: 'outdoors', description: 'Downhill, cross-country, skating and snowmobile trails.' },
  { id: 261, name: 'Family Attractions', kind: 'family', description: 'Bowling, mini golf, trampolines and rainy-day fun.' },
  { id: 262, name: 'Nightlife', kind: 'drinks', description: 'Jazz cellars, comedy nights and cocktail bars.' },
  { id: 263, name: 'Spas & Wellness', kind: 'wellness', description: 'Day spas, yoga lofts and massage studios.' },
  { id: 264, name: 'Tours & Transportation', kind: 'tours', description: 'Trolley and wine tours, balloon rides, the airport and buses.' },
];

export const experiences: { name: string; text: string }[] = [
  { name: 'Family Fun', text: 'Caves by boat, ice cream by the scoop and trout you can feed.' },
  { name: 'History & Heritage', text: 'Iron furnaces, Victorian streets and the birthplace of Memorial Day.' },
  { name: 'Foodie Finds', text: 'Farm dinners, creamery cones and ales brewed down the road.' },
  { name: 'Game Day', text: 'Tailgates, the Blue Band and a hundred thousand friends in Beaver Stadium.' },
  { name: 'Nature Escapes', text: 'Bog lakes, raptor centres and ridge-top sunrises.' },
  { name: 'Arts Scene', text: 'Galleries, theatres and a summer arts festival downtown.' },
  { name: 'Romantic Getaways', text: 'Inns with fireplaces, vineyard sunsets and candlelit mills.' },
  { name: 'Outdoor Adventure', text: 'Singletrack, paddling and ridge hikes for the restless.' },
  { name: 'Makers & Markets', text: 'Potters, quilters, farm markets and antique rows.' },
  { name: 'Winter in the Valley', text: 'Ski runs, skating, Victorian Christmas and warm taprooms.' },
];

export const activities: { name: string; text: string }[] = [
  { name: 'Hiking', text: 'Ridge trails, gaps and overlooks.' },
  { name: 'Fishing', text: 'Wild trout on limestone spring creeks and bass on the lakes.' },
  { name: 'Golf', text: 'Courses from championship eighteens to a pitch-and-putt.' },
  { name: 'Skiing', text: 'Downhill at Tussey and cross-country on the plateau.' },
  { name: 'Biking', text: 'Rail trails, country roads and Rothrock singletrack.' },
  { name: 'Boating', text: 'Lakes and a cavern you tour by boat.' },
  { name: 'Wine Tasting', text: 'Valley vineyards and tasting rooms.' },
  { name: 'Live Music', text: 'Porches, taprooms, theatres and amphitheaters.' },
  { name: 'Kayaking', text: 'Calm coves and Penns Creek runs.' },
  { name: 'Birding', text: 'Raptors on the ridges and warblers in the barrens.' },
  { name: 'Shopping', text: 'Main streets, markets and maker studios.' },
  { name: 'Camping', text: 'State-park sites and forest cabins.' },
  { name: 'Swimming', text: 'Lake beaches and summer pools.' },
  { name: 'Craft Beer', text: 'Taprooms from Philipsburg to Millheim.' },
];

export const amenities = [
  'Free Parking',
  'Wheelchair Accessible',
  'Pet Friendly',
  'Free Wi-Fi',
  'Restrooms',
  'Outdoor Seating',
  'Gift Shop',
  'Group Friendly',
  'EV Charging',
  'Family Restrooms',
  'Free Breakfast',
  'Indoor Pool',
  'Fitness Center',
  'Meeting Rooms',
  'Bike Racks',
  'Reservations Accepted',
  'Takeout',
  'Bus Parking',
  'Catering',
  'Picnic Area',
];

/** Amenities that fit each kind of place; a destination draws 2–6 of them. */
export const amenitiesByKind: Record<PlaceKind, string[]> = {
  lodging: [
    'Free Parking',
    'Free Wi-Fi',
    'Free Breakfast',
    'Indoor Pool',
    'Fitness Center',
    'Pet Friendly',
    'EV Charging',
    'Wheelchair Accessible',
    'Meeting Rooms',
  ],
  dining: ['Outdoor Seating', 'Takeout', 'Reservations Accepted', 'Wheelchair Accessible', 'Free Wi-Fi', 'Group Friendly', 'Catering', 'Family Restrooms'],
  drinks: ['Outdoor Seating', 'Pet Friendly', 'Group Friendly', 'Free Parking', 'Takeout', 'Wheelchair Accessible', 'Catering'],
  outdoors: ['Free Parking', 'Restrooms', 'Picnic Area', 'Pet Friendly', 'Bike Racks', 'Family Restrooms', 'Bus Parking'],
  culture: ['Wheelchair Accessible', 'Gift Shop', 'Restrooms', 'Group Friendly', 'Free Parking', 'Bus Parking', 'Family Restrooms'],
  venue: ['Meeting Rooms', 'Catering', 'Free Wi-Fi', 'Free Parking', 'Wheelchair Accessible', 'Bus Parking', 'Group Friendly'],
  sports: ['Restrooms', 'Wheelchair Accessible', 'Bus Parking', 'Family Restrooms', 'Group Friendly', 'Free Wi-Fi'],
  golf: ['Free Parking', 'Restrooms', 'Outdoor Seating', 'Group Friendly', 'Catering', 'Gift Shop'],
  shopping: ['Free Parking', 'Wheelchair Accessible', 'Gift Shop', 'Pet Friendly', 'Free Wi-Fi'],
  farm: ['Free Parking', 'Picnic Area', 'Restrooms', 'Pet Friendly', 'Gift Shop', 'Group Friendly'],
  wellness: ['Free Parking', 'Reservations Accepted', 'Wheelchair Accessible', 'Free Wi-Fi', 'Gift Shop'],
  tours: ['Group Friendly', 'Wheelchair Accessible', 'Reservations Accepted', 'Bus Parking', 'Restrooms'],
  family: ['Family Restrooms', 'Free Parking', 'Wheelchair Accessible', 'Gift Shop', 'Group Friendly', 'Picnic Area', 'Bus Parking'],
};
