/** Towns, lookups and destinations of the valley (names of real places; details invented). */
export const towns = [
  { name: 'State College', zip: '16801', lat: 40.7934, lng: -77.86 },
  { name: 'Bellefonte', zip: '16823', lat: 40.9134, lng: -77.7783 },
  { name: 'Boalsburg', zip: '16827', lat: 40.7759, lng: -77.7925 },
  { name: 'Lemont', zip: '16851', lat: 40.8106, lng: -77.8186 },
  { name: 'Pine Grove Mills', zip: '16868', lat: 40.7334, lng: -77.8858 },
  { name: 'Centre Hall', zip: '16828', lat: 40.8473, lng: -77.6861 },
  { name: 'Millheim', zip: '16854', lat: 40.8906, lng: -77.6086 },
  { name: 'Philipsburg', zip: '16866', lat: 40.8962, lng: -78.0886 },
  { name: 'Port Matilda', zip: '16870', lat: 40.8009, lng: -78.0514 },
  { name: 'Pleasant Gap', zip: '16823', lat: 40.8687, lng: -77.7428 },
];

/** Explicit ids: the site asks for outdoor categories 248 and 249 by number. */
export const destinationCategories = [
  { id: 240, name: 'Attractions' },
  { id: 241, name: 'Restaurants' },
  { id: 242, name: 'Breweries & Wineries' },
  { id: 243, name: 'Lodging' },
  { id: 244, name: 'Shopping' },
  { id: 245, name: 'Arts & Culture' },
  { id: 246, name: 'Meeting & Event Venues' },
  { id: 247, name: 'Sports Facilities' },
  { id: 248, name: 'Outdoor Recreation' },
  { id: 249, name: 'Parks & Trails' },
];

export const experiences = ['Family Fun', 'History & Heritage', 'Foodie Finds', 'Game Day', 'Nature Escapes', 'Arts Scene'];
export const activities = ['Hiking', 'Fishing', 'Golf', 'Skiing', 'Biking', 'Boating', 'Wine Tasting', 'Live Music'];
export const amenities = ['Free Parking', 'Wheelchair Accessible', 'Pet Friendly', 'Free Wi-Fi', 'Restrooms', 'Outdoor Seating', 'Gift Shop', 'Group Friendly', 'EV Charging', 'Family Restrooms'];

export interface DestinationSeed {
  name: string;
  town: string;
  street: string;
  categories: string[];
  experiences: string[];
  activities: string[];
  rate?: number;
  approved?: boolean;
  summary: string;
}

const d = (
  name: string,
  town: string,
  street: string,
  categories: string[],
  experienceNames: string[],
  activityNames: string[],
  summary: string,
  extra: Partial<DestinationSeed> = {},
): DestinationSeed => ({ name, town, street, categories, experiences: experienceNames, activities: activityNames, summary, ...extra });

export const destinations: DestinationSeed[] = [
  d("Penn's Cave & Wildlife Park", 'Centre Hall', '222 Penns Cave Rd', ['Attractions', 'Outdoor Recreation'], ['Family Fun', 'Nature Escapes'], ['Boating'], 'America’s only all-water cavern, toured by boat, plus a 1,500-acre wildlife park.'),
  d('Rhoneymeade Arboretum', 'Centre Hall', '177 Rhoneymeade Rd', ['Parks & Trails', 'Arts & Culture'], ['Nature Escapes'], ['Hiking'], 'Gardens, a labyrinth and sculpture on a historic farm estate.'),
  d('Boal Mansion Museum', 'Boalsburg', '163 Boal Estate Dr', ['Attractions', 'Arts & Culture'], ['History & Heritage'], [], 'A family seat since 1789, home of the Columbus Chapel.'),
  d('Pennsylvania Military Museum', 'Boalsburg', '51 Boal Ave', ['Attractions', 'Arts & Culture'], ['History & Heritage', 'Family Fun'], [], 'The Commonwealth’s tribute to its citizen soldiers.'),
  d('Tussey Mountain', 'Boalsburg', '341 Bear Meadows Rd', ['Outdoor Recreation', 'Sports Facilities'], ['Family Fun', 'Nature Escapes'], ['Skiing', 'Golf'], 'Skiing, tubing, a driving range and the summer amphitheater.'),
  d('Millbrook Marsh Nature Center', 'State College', '548 Puddintown Rd', ['Parks & Trails'], ['Nature Escapes', 'Family Fun'], ['Hiking'], 'Boardwalks over a 62-acre wetland in the middle of town.'),
  d("Shaver's Creek Environmental Center", 'Pine Grove Mills', '3400 Discovery Rd', ['Outdoor Recreation', 'Parks & Trails'], ['Nature Escapes', 'Family Fun'], ['Hiking'], 'Raptor center, trails and a nature store near Lake Perez.'),
  d('Palmer Museum of Art', 'State College', 'Bigler Rd', ['Arts & Culture', 'Attractions'], ['Arts Scene'], [], 'Penn State’s art museum, free and open to all.'),
  d('Berkey Creamery', 'State College', '119 Food Science Building', ['Restaurants', 'Attractions'], ['Foodie Finds', 'Family Fun'], [], 'The university creamery: a hundred flavors of ice cream.'),
  d('Beaver Stadium', 'State College', '1 Beaver Stadium', ['Sports Facilities', 'Attractions'], ['Game Day'], [], 'Home of the Nittany Lions and a hundred thousand fans.', { rate: undefined }),
  d('Bryce Jordan Center', 'State College', '127 Bryce Jordan Center', ['Sports Facilities', 'Meeting & Event Venues'], ['Game Day', 'Arts Scene'], ['Live Music'], 'Concerts, basketball and shows on campus.'),
  d('Happy Valley Vineyard & Winery', 'State College', '1229 Shingletown Rd', ['Breweries & Wineries'], ['Foodie Finds'], ['Wine Tasting', 'Live Music'], 'Estate wines with a view of the valley.'),
  d("Otto's Pub & Brewery", 'State College', '2235 N Atherton St', ['Breweries & Wineries', 'Restaurants'], ['Foodie Finds', 'Game Day'], ['Live Music'], 'House-brewed ales and pub fare since 2002.'),
  d('Elk Creek Café + Aleworks', 'Millheim', '100 W Main St', ['Breweries & Wineries', 'Restaurants'], ['Foodie Finds'], ['Live Music'], 'Farm-to-table food and ales in the heart of Penns Valley.'),
  d('Big Spring Spirits', 'Bellefonte', '198 W High St', ['Breweries & Wineries'], ['Foodie Finds'], [], 'Distillery and cocktail bar beside the Big Spring.'),
  d('The Nittany Lion Inn', 'State College', '200 W Park Ave', ['Lodging', 'Restaurants', 'Meeting & Event Venues'], ['History & Heritage', 'Game Day'], [], 'A classic inn on the Penn State campus.', { rate: 189 }),
  d('The Penn Stater Hotel', 'State College', '215 Innovation Blvd', ['Lodging', 'Meeting & Event Venues'], ['Game Day'], ['Golf'], 'Hotel and conference center at Innovation Park.', { rate: 169 }),
  d('Toftrees Golf Resort', 'State College', '1 Country Club Ln', ['Lodging', 'Sports Facilities'], [], ['Golf'], 'Championship golf and a resort hotel.', { rate: 149 }),
  d('Mountain View Country Club', 'Boalsburg', '100 Elks Club Rd', ['Sports Facilities'], [], ['Golf'], 'Eighteen holes in the shadow of Tussey Ridge.'),
  d('Black Moshannon State Park', 'Philipsburg', '4216 Beaver Rd', ['Outdoor Recreation', 'Parks & Trails'], ['Nature Escapes'], ['Hiking', 'Boating', 'Fishing'], 'A tea-colored bog lake on the Allegheny Plateau.'),
  d('Bald Eagle State Park', 'Port Matilda', '149 Main Park Rd', ['Outdoor Recreation', 'Parks & Trails'], ['Nature Escapes', 'Family Fun'], ['Boating', 'Fishing', 'Hiking'], 'Foster Joseph Sayers Lake, campgrounds and beaches.'),
  d('Talleyrand Park', 'Bellefonte', 'Water St', ['Parks & Trails'], ['History & Heritage', 'Family Fun'], ['Fishing'], 'Gazebo, trout-filled Spring Creek and the old train station.'),
  d('Bellefonte Historical Railroad', 'Bellefonte', '320 W High St', ['Attractions'], ['History & Heritage', 'Family Fun'], [], 'Excursions on restored Budd rail cars.'),
  d('Centre Furnace Mansion', 'State College', '1001 E College Ave', ['Arts & Culture', 'Attractions'], ['History & Heritage'], [], 'The ironmaster’s house where State College began.'),
  d('Mount Nittany Trailhead', 'Lemont', 'Mount Nittany Rd', ['Parks & Trails', 'Outdoor Recreation'], ['Nature Escapes'], ['Hiking'], 'The climb to the Lion’s Perch overlook.'),
  d('The Granary at Lemont', 'Lemont', '133 Mount Nittany Rd', ['Shopping', 'Arts & Culture'], ['Arts Scene', 'History & Heritage'], [], 'A restored grain elevator turned arts space.'),
  d('Gamble Mill', 'Bellefonte', '160 Dunlap St', ['Restaurants', 'Meeting & Event Venues'], ['Foodie Finds', 'History & Heritage'], [], 'Dining in an 1890s mill on Spring Creek.'),
  d('Rowland Theatre', 'Philipsburg', '127 N Front St', ['Arts & Culture', 'Meeting & Event Venues'], ['Arts Scene', 'History & Heritage'], ['Live Music'], 'A 1917 movie palace, still showing films.'),
  d('The State Theatre', 'State College', '130 W College Ave', ['Arts & Culture'], ['Arts Scene'], ['Live Music'], 'Films, concerts and plays downtown.'),
  d('Spring Creek Canyon', 'State College', 'Shiloh Rd', ['Parks & Trails', 'Outdoor Recreation'], ['Nature Escapes'], ['Hiking', 'Fishing'], 'Limestone cliffs and wild trout water.'),
  d('Pleasant Gap State Fish Hatchery', 'Pleasant Gap', '450 Robinson Ln', ['Attractions', 'Outdoor Recreation'], ['Family Fun', 'Nature Escapes'], ['Fishing'], 'Watch trout raised for the Commonwealth’s streams.'),
  d('Rothrock State Forest Trails', 'Pine Grove Mills', 'Pine Grove Rd', ['Outdoor Recreation', 'Parks & Trails'], ['Nature Escapes'], ['Hiking', 'Biking'], 'Ridge-top singletrack and vistas.'),
  d('Tait Farm Foods', 'Centre Hall', '179 Tait Rd', ['Shopping', 'Restaurants'], ['Foodie Finds'], [], 'Shrubs, chutneys and a farm shop.'),
  d('Downtown State College Shops', 'State College', 'S Allen St', ['Shopping'], ['Game Day'], [], 'Blue-and-white gear and local boutiques.'),
  d('Hotel State College', 'State College', '100 W College Ave', ['Lodging', 'Restaurants'], ['Game Day'], [], 'Rooms above the Corner Room, facing Old Main.', { rate: 159 }),
  d('Bellefonte Victorian Inn', 'Bellefonte', '200 N Allegheny St', ['Lodging'], ['History & Heritage'], [], 'A bed and breakfast on Victorian Bellefonte’s hill.', { rate: 135 }),
  d('Millheim Small Batch Pottery', 'Millheim', '110 E Main St', ['Shopping', 'Arts & Culture'], ['Arts Scene'], [], 'Handmade stoneware from Penns Valley clay.'),
  d('Port Matilda Ridge Overlook', 'Port Matilda', 'Skytop Mountain Rd', ['Parks & Trails'], ['Nature Escapes'], ['Hiking', 'Biking'], 'Sunset views over Bald Eagle Valley.'),
  d('Centre Hall Grange Fairgrounds', 'Centre Hall', '2595 Penns Valley Pike', ['Meeting & Event Venues', 'Attractions'], ['Family Fun', 'History & Heritage'], [], 'Home of the Grange Encampment and Fair.'),
  d('Nittany Lanes & Games', 'Pleasant Gap', '310 S Main St', ['Sports Facilities', 'Attractions'], ['Family Fun'], [], 'Bowling, arcade and pizza.'),
  d('Lemont Bike Works', 'Lemont', '2130 Sandy Dr', ['Shopping', 'Outdoor Recreation'], ['Nature Escapes'], ['Biking'], 'Rentals and trail advice.'),
  // Not approved: must never appear in public answers.
  d('Secret Speakeasy (pending review)', 'State College', '1 Hidden Alley', ['Restaurants'], ['Foodie Finds'], [], 'Awaiting board review.', { approved: false }),
  d('Closed Motel (unapproved)', 'Philipsburg', '9 Old Rte 322', ['Lodging'], [], [], 'Awaiting board review.', { approved: false, rate: 49 }),
  d('Unlisted Canoe Livery', 'Port Matilda', '4 Lake Rd', ['Outdoor Recreation'], ['Nature Escapes'], ['Boating'], 'Awaiting board review.', { approved: false }),
];
