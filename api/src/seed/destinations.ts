/**
 * Destinations of the valley: public landmarks keep their real names (details are invented),
 * businesses are mostly invented. Each belongs to a town of geography.ts; `at` pins a landmark
 * to its real spot, the rest sit near their town's centre.
 */

export interface DestinationSeed {
  name: string;
  town: string;
  street: string;
  categories: string[];
  experiences: string[];
  activities: string[];
  summary: string;
  rate?: number;
  approved?: boolean;
  at?: [number, number];
  /** E-mail of the Destination member who manages the listing. */
  owner?: string;
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

const OWNER_HESS = 'greg.hess@example.com';
const OWNER_MUSSER = 'karen.musser@example.com';
const OWNER_BIERLY = 'tom.bierly@example.com';
const OWNER_YODER = 'alicia.yoder@example.com';

export const destinations: DestinationSeed[] = [
  // Attractions and family fun
  d("Penn's Cave & Wildlife Park", 'Centre Hall', '222 Penns Cave Rd', ['Attractions', 'Outdoor Recreation', 'Family Attractions'], ['Family Fun', 'Nature Escapes'], ['Boating'], 'America’s only all-water cavern, toured by boat, plus a 1,500-acre wildlife park.', { at: [40.8838, -77.6124], rate: 24.95 }),
  d('Beaver Stadium', 'State College', '1 Beaver Stadium', ['Sports Facilities', 'Attractions'], ['Game Day'], [], 'Home of the Nittany Lions and a hundred thousand fans.', { at: [40.8122, -77.8561] }),
  d('Berkey Creamery', 'State College', '119 Food Science Building', ['Restaurants', 'Attractions', 'Cafés & Bakeries'], ['Foodie Finds', 'Family Fun'], [], 'The university creamery: a hundred flavors of ice cream.', { at: [40.8042, -77.8657] }),
  d('Bellefonte Historical Railroad', 'Bellefonte', '320 W High St', ['Attractions', 'Tours & Transportation'], ['History & Heritage', 'Family Fun'], [], 'Excursions on restored Budd rail cars.', { rate: 18 }),
  d('Pleasant Gap State Fish Hatchery', 'Pleasant Gap', '450 Robinson Ln', ['Attractions', 'Outdoor Recreation', 'Fly Fishing'], ['Family Fun', 'Nature Escapes'], ['Fishing'], 'Watch trout raised for the Commonwealth’s streams.'),
  d('Nittany Lanes & Games', 'Pleasant Gap', '310 S Main St', ['Sports Facilities', 'Attractions', 'Family Attractions'], ['Family Fun'], [], 'Bowling, arcade and pizza.'),
  d('Centre Hall Grange Fairgrounds', 'Centre Hall', '2595 Penns Valley Pike', ['Meeting & Event Venues', 'Attractions'], ['Family Fun', 'History & Heritage'], [], 'Home of the Grange Encampment and Fair.', { at: [40.8418, -77.6803] }),
  d('Old Main Bell Tower Tours', 'State College', '201 Old Main', ['Attractions', 'Tours & Transportation'], ['History & Heritage', 'Game Day'], [], 'Climb to the bells above the Penn State lawn on a guided tour.'),
  d('Nittany Putt & Play', 'State College', '1611 N Atherton St', ['Family Attractions'], ['Family Fun'], [], 'Eighteen holes of mini golf, batting cages and a snack bar.'),
  d('Lemont Escape Rooms', 'Lemont', '2150 Sandy Dr', ['Family Attractions', 'Attractions'], ['Family Fun'], [], 'Four puzzle rooms built around valley legends.'),
  d('Happy Valley Trampoline Park', 'Pleasant Gap', '120 Rockview Ln', ['Family Attractions', 'Sports Facilities'], ['Family Fun'], [], 'Wall-to-wall trampolines, a foam pit and toddler hours.'),
  d('Ag Progress Days Site', 'Pine Grove Mills', '2710 W Pine Grove Rd', ['Attractions', 'Meeting & Event Venues'], ['Family Fun', 'History & Heritage'], [], 'Penn State’s farm-show grounds and the Pasto Agricultural Museum.', { at: [40.7242, -77.9294] }),
  d('Penns Valley Llama Farm', 'Spring Mills', '88 Muddy Paws Ln', ['Farms & Orchards', 'Family Attractions'], ['Family Fun'], ['Hiking'], 'Walk a llama along the farm lane; fleece shop in the barn.', { owner: OWNER_YODER }),
  d('Nittany Balloon Rides', 'Centre Hall', '410 Airport Rd', ['Tours & Transportation', 'Attractions'], ['Romantic Getaways', 'Outdoor Adventure'], [], 'Sunrise balloon flights over Penns Valley farm country.', { owner: OWNER_MUSSER, rate: 249 }),

  // Museums, arts and culture
  d('Palmer Museum of Art', 'State College', 'Bigler Rd', ['Arts & Culture', 'Attractions', 'Museums'], ['Arts Scene'], [], 'Penn State’s art museum, free and open to all.', { at: [40.8075, -77.8593] }),
  d('Boal Mansion Museum', 'Boalsburg', '163 Boal Estate Dr', ['Attractions', 'Arts & Culture', 'Museums'], ['History & Heritage'], [], 'A family seat since 1789, home of the Columbus Chapel.'),
  d('Pennsylvania Military Museum', 'Boalsburg', '51 Boal Ave', ['Attractions', 'Arts & Culture', 'Museums'], ['History & Heritage', 'Family Fun'], [], 'The Commonwealth’s tribute to its citizen soldiers.'),
  d('Centre Furnace Mansion', 'State College', '1001 E College Ave', ['Arts & Culture', 'Attractions', 'Museums'], ['History & Heritage'], [], 'The ironmaster’s house where State College began.'),
  d('The State Theatre', 'State College', '130 W College Ave', ['Arts & Culture', 'Nightlife'], ['Arts Scene'], ['Live Music'], 'Films, concerts and plays downtown.'),
  d('Rowland Theatre', 'Philipsburg', '127 N Front St', ['Arts & Culture', 'Meeting & Event Venues'], ['Arts Scene', 'History & Heritage'], ['Live Music'], 'A 1917 movie palace, still showing films.'),
  d('The Granary at Lemont', 'Lemont', '133 Mount Nittany Rd', ['Shopping', 'Arts & Culture'], ['Arts Scene', 'History & Heritage'], [], 'A restored grain elevator turned arts space.'),
  d('Bellefonte Art Museum for Centre County', 'Bellefonte', '133 N Allegheny St', ['Museums', 'Arts & Culture'], ['Arts Scene', 'History & Heritage'], [], 'Changing exhibits in a Victorian house on the hill.'),
  d('Penns Valley Area Historical Museum', 'Aaronsburg', '244 W Aaronsburg Pike', ['Museums'], ['History & Heritage'], [], 'Farm tools, quilts and stories of Penns Valley families.'),
  d('Earth and Mineral Sciences Museum', 'State College', '6 Deike Building', ['Museums', 'Family Attractions'], ['Family Fun', 'History & Heritage'], [], 'Glowing minerals, fossils and mining art on campus.'),
  d('Frost Entomological Museum', 'State College', '501 ASI Building', ['Museums', 'Family Attractions'], ['Family Fun', 'Nature Escapes'], [], 'Insects from the valley and the world, with a live-bug room.'),
  d('Penn State All-Sports Museum', 'State College', 'Beaver Stadium, Gate B', ['Museums', 'Sports Facilities'], ['Game Day', 'History & Heritage'], [], 'Trophies, jerseys and a century of Nittany Lion history.'),
  d('Eisenhower Auditorium', 'State College', 'Eisenhower Rd', ['Arts & Culture', 'Meeting & Event Venues'], ['Arts Scene'], ['Live Music'], 'Broadway tours, orchestras and dance on campus.'),
  d('Philipsburg Heritage Museum', 'Philipsburg', '106 N Front St', ['Museums'], ['History & Heritage'], [], 'Coal, lumber and cigar-making on the Allegheny Front.'),
  d('Boalsburg Heritage Museum', 'Boalsburg', '304 E Main St', ['Museums'], ['History & Heritage'], [], 'The village story and the first Memorial Day, in a stone house.'),
  d('Centre County Library & Historical Museum', 'Bellefonte', '203 N Allegheny St', ['Museums', 'Arts & Culture'], ['History & Heritage'], [], 'Genealogy room, county archives and rotating exhibits.'),
  d('Millheim Art Gallery', 'Millheim', '102 W Main St', ['Arts & Culture', 'Shopping'], ['Arts Scene', 'Makers & Markets'], [], 'Paintings, woodwork and prints by Penns Valley artists.'),
  d('Howard Glassworks Studio', 'Howard', '210 Walnut St', ['Arts & Culture', 'Shopping'], ['Arts Scene', 'Makers & Markets'], [], 'Watch glassblowers at the furnace; ornaments and bowls for sale.'),
  d('Snow Shoe Depot Museum', 'Snow Shoe', '5 Depot St', ['Museums'], ['History & Heritage'], ['Biking'], 'The old rail depot at the head of the rail trail.'),

  // Restaurants, cafés, pizza
  d('Gamble Mill', 'Bellefonte', '160 Dunlap St', ['Restaurants', 'Meeting & Event Venues', 'Wedding Venues'], ['Foodie Finds', 'History & Heritage', 'Romantic Getaways'], [], 'Dining in an 1890s mill on Spring Creek.'),
  d('Allen Street Pizza Co.', 'State College', '118 S Allen St', ['Restaurants', 'Pizza & Casual Eats'], ['Game Day', 'Foodie Finds'], [], 'Thin-crust pies by the slice until 3 a.m.'),
  d('Bellefonte Brick Oven Pizza', 'Bellefonte', '112 S Allegheny St', ['Restaurants', 'Pizza & Casual Eats'], ['Foodie Finds', 'Family Fun'], [], 'Wood-fired pizza beside the Diamond.'),
  d('Happy Valley Pizza Kitchen', 'Pleasant Gap', '225 S Main St', ['Pizza & Casual Eats'], ['Family Fun'], [], 'Family pizzeria with stromboli and wings.'),
  d('Milesburg Creekside Pizza', 'Milesburg', '14 Market St', ['Pizza & Casual Eats'], ['Family Fun'], ['Fishing'], 'Pizza and hoagies by Bald Eagle Creek.'),
  d('Fasta & Ravioli Co.', 'State College', '2134 N Atherton St', ['Restaurants', 'Pizza & Casual Eats'], ['Foodie Finds'], [], 'Fresh pasta made in the window, by the bowl or by the pound.'),
  d('College Avenue Noodle House', 'State College', '214 E College Ave', ['Restaurants'], ['Foodie Finds'], [], 'Hand-pulled noodles and dumplings across from campus.'),
  d('Beaver Avenue Dumpling Bar', 'State College', '241 E Beaver Ave', ['Restaurants', 'Pizza & Casual Eats'], ['Foodie Finds'], [], 'Soup dumplings, bao and bubble tea.'),
  d('Atherton Street Taqueria', 'State College', '520 N Atherton St', ['Pizza & Casual Eats', 'Restaurants'], ['Foodie Finds'], [], 'Tacos al pastor, elote and agua fresca.'),
  d('Nittany Grill & Tap', 'State College', '340 E College Ave', ['Restaurants', 'Nightlife'], ['Game Day'], ['Craft Beer'], 'Burgers, wings and every game on forty screens.'),
  d('Boalsburg Diamond Café', 'Boalsburg', '101 E Main St', ['Cafés & Bakeries', 'Restaurants'], ['Foodie Finds', 'History & Heritage'], [], 'Breakfast and scones on the village Diamond.'),
  d('Tussey Ridge Smokehouse', 'Boalsburg', '2840 E College Ave', ['Restaurants'], ['Foodie Finds', 'Game Day'], [], 'Pit-smoked brisket and ribs at the foot of the ridge.'),
  d('Penns Valley Diner', 'Centre Hall', '101 N Pennsylvania Ave', ['Restaurants'], ['Foodie Finds', 'Family Fun'], [], 'Pancakes, pot pie and shoo-fly pie since 1952.'),
  d('Millheim Farm Kitchen', 'Millheim', '118 E Main St', ['Restaurants'], ['Foodie Finds', 'Romantic Getaways'], [], 'A seasonal menu from farms within ten miles.', { owner: OWNER_YODER }),
  d('Lemont Village Bistro', 'Lemont', '2201 Cottage Ln', ['Restaurants'], ['Foodie Finds', 'Romantic Getaways'], [], 'A French-leaning bistro on the village green.'),
  d('Pine Grove Hearth', 'Pine Grove Mills', '170 W Pine Grove Rd', ['Restaurants'], ['Foodie Finds'], [], 'Wood-fired suppers after a day on the ridge.'),
  d('Front Street Grille', 'Philipsburg', '201 N Front St', ['Restaurants'], ['Foodie Finds'], [], 'Steaks and fish fry in a restored bank building.'),
  d('Port Matilda Roadhouse', 'Port Matilda', '123 S Main St', ['Restaurants', 'Nightlife'], ['Foodie Finds'], ['Live Music'], 'Roadhouse grill with a Friday bluegrass jam.'),
  d('Pleasant Gap Family Restaurant', 'Pleasant Gap', '199 S Main St', ['Restaurants'], ['Family Fun'], [], 'Home cooking and a salad bar.'),
  d('Howard Lakeside Grill', 'Howard', '40 Lake Rd', ['Restaurants', 'Pizza & Casual Eats'], ['Nature Escapes'], ['Boating'], 'Burgers and ice cream at the marina.'),
  d('Snow Shoe Sub Shop', 'Snow Shoe', '402 W Sycamore Rd', ['Pizza & Casual Eats'], ['Outdoor Adventure'], ['Biking'], 'Hoagies for the rail trail.'),
  d('Spring Mills General Store & Deli', 'Spring Mills', '3560 Penns Valley Rd', ['Pizza & Casual Eats', 'Shopping'], ['Foodie Finds', 'Makers & Markets'], ['Fishing'], 'Sandwiches, bait and local honey.'),
  d('Unionville Country Kitchen', 'Unionville', '12 Main St', ['Restaurants'], ['Foodie Finds'], [], 'Scrapple breakfasts and Sunday chicken dinners.'),
  d('Houserville Road BBQ', 'Houserville', '1040 Houserville Rd', ['Pizza & Casual Eats'], ['Foodie Finds', 'Game Day'], [], 'Smoker out front, picnic tables by Spring Creek.'),
  d('Fraser Street Coffee Roasters', 'State College', '137 S Fraser St', ['Cafés & Bakeries'], ['Foodie Finds'], [], 'Single-origin pour-overs roasted on site.'),
  d('Bellefonte Bakehouse', 'Bellefonte', '108 W High St', ['Cafés & Bakeries'], ['Foodie Finds'], [], 'Sourdough, cinnamon buns and a window on Spring Creek.', { owner: OWNER_BIERLY }),
  d('Lemont Grain Café', 'Lemont', '133 Mount Nittany Rd', ['Cafés & Bakeries'], ['Foodie Finds', 'Arts Scene'], [], 'Coffee and galettes inside the old granary.'),
  d('Sweet Mountain Doughnuts', 'Centre Hall', '212 N Pennsylvania Ave', ['Cafés & Bakeries'], ['Foodie Finds', 'Family Fun'], [], 'Apple-cider doughnuts, warm from the fryer.'),
  d('Aaronsburg Pie Shop', 'Aaronsburg', '120 Aaron Sq', ['Cafés & Bakeries'], ['Foodie Finds'], [], 'Whoopie pies, fruit pies and shoo-fly by the slice.'),
  d('Madisonburg Country Bakery', 'Madisonburg', '4 Bakery Ln', ['Cafés & Bakeries', 'Farms & Orchards'], ['Foodie Finds', 'Makers & Markets'], [], 'Amish breads, jams and noodles; closed Sundays.'),
  d('Rebersburg Coffee & Books', 'Rebersburg', '110 Main St', ['Cafés & Bakeries', 'Shopping'], ['Makers & Markets'], [], 'Espresso and used books in a brick storefront.'),
  d('Park Forest Bagel Co.', 'Park Forest Village', '1200 Circleville Rd', ['Cafés & Bakeries'], ['Foodie Finds'], [], 'Kettle-boiled bagels and a sunny patio.'),

  // Breweries, wineries, nightlife
  d('Happy Valley Vineyard & Winery', 'State College', '1229 Shingletown Rd', ['Breweries & Wineries'], ['Foodie Finds', 'Romantic Getaways'], ['Wine Tasting', 'Live Music'], 'Estate wines with a view of the valley.'),
  d("Otto's Pub & Brewery", 'State College', '2235 N Atherton St', ['Breweries & Wineries', 'Restaurants'], ['Foodie Finds', 'Game Day'], ['Live Music', 'Craft Beer'], 'House-brewed ales and pub fare since 2002.'),
  d('Elk Creek Café + Aleworks', 'Millheim', '100 W Main St', ['Breweries & Wineries', 'Restaurants'], ['Foodie Finds'], ['Live Music', 'Craft Beer'], 'Farm-to-table food and ales in the heart of Penns Valley.'),
  d('Big Spring Spirits', 'Bellefonte', '198 W High St', ['Breweries & Wineries', 'Nightlife'], ['Foodie Finds'], [], 'Distillery and cocktail bar beside the Big Spring.'),
  d('Boalsburg Hollow Cider Works', 'Boalsburg', '600 Boalsburg Pike', ['Breweries & Wineries', 'Farms & Orchards'], ['Foodie Finds'], ['Wine Tasting'], 'Dry ciders from heirloom apples, pressed on the farm.'),
  d('Water Street Brewing', 'Bellefonte', '24 Water St', ['Breweries & Wineries', 'Restaurants'], ['Foodie Finds', 'History & Heritage'], ['Craft Beer'], 'Lagers in an old creamery by the creek.', { owner: OWNER_BIERLY }),
  d('Seven Mountains Cellars', 'Spring Mills', '107 Mountain Back Rd', ['Breweries & Wineries'], ['Romantic Getaways', 'Foodie Finds'], ['Wine Tasting'], 'A hillside winery with picnic tables under the vines.'),
  d('Penns Valley Meadery', 'Millheim', '12 Penn St', ['Breweries & Wineries'], ['Foodie Finds', 'Makers & Markets'], ['Wine Tasting'], 'Honey wines from valley hives.'),
  d('Coal Town Brewing', 'Philipsburg', '305 N Front St', ['Breweries & Wineries', 'Nightlife'], ['Foodie Finds'], ['Craft Beer', 'Live Music'], 'Stouts and porters in a former hardware store.'),
  d('Stormstown Barrel House', 'Stormstown', '3100 Halfmoon Valley Rd', ['Breweries & Wineries'], ['Foodie Finds'], ['Craft Beer'], 'Barrel-aged sours in a converted dairy barn.'),
  d('Mount Nittany Cellars', 'Linden Hall', '300 Houser Rd', ['Breweries & Wineries', 'Wedding Venues'], ['Romantic Getaways'], ['Wine Tasting'], 'A chalet tasting room facing Mount Nittany.'),
  d('Garner Street Jazz Cellar', 'State College', '112 S Garner St', ['Nightlife'], ['Arts Scene', 'Romantic Getaways'], ['Live Music'], 'Quartets and cocktails in a brick basement.'),
  d('Beaver Avenue Comedy Club', 'State College', '200 W Beaver Ave', ['Nightlife'], ['Arts Scene'], [], 'Stand-up Thursday through Saturday.'),
  d('Spring Creek Speakeasy', 'Bellefonte', '1 Lamb St Alley', ['Nightlife'], ['Romantic Getaways'], ['Live Music'], 'Prohibition cocktails down a brick alley.'),

  // Lodging
  d('The Nittany Lion Inn', 'State College', '200 W Park Ave', ['Lodging', 'Restaurants', 'Meeting & Event Venues', 'Wedding Venues'], ['History & Heritage', 'Game Day', 'Romantic Getaways'], [], 'A classic inn on the Penn State campus.', { rate: 189 }),
  d('The Penn Stater Hotel', 'State College', '215 Innovation Blvd', ['Lodging', 'Meeting & Event Venues', 'Conference Centers'], ['Game Day'], ['Golf'], 'Hotel and conference center at Innovation Park.', { rate: 169 }),
  d('Toftrees Golf Resort', 'State College', '1 Country Club Ln', ['Lodging', 'Sports Facilities', 'Golf Courses'], [], ['Golf'], 'Championship golf and a resort hotel.', { rate: 149, at: [40.8295, -77.8905] }),
  d('Hotel State College', 'State College', '100 W College Ave', ['Lodging', 'Restaurants'], ['Game Day'], [], 'Rooms above the Corner Room, facing Old Main.', { rate: 159 }),
  d('Bellefonte Victorian Inn', 'Bellefonte', '200 N Allegheny St', ['Lodging', 'Bed & Breakfasts'], ['History & Heritage', 'Romantic Getaways'], [], 'A bed and breakfast on Victorian Bellefonte’s hill.', { rate: 135, owner: OWNER_BIERLY }),
  d('Atherton Suites', 'State College', '1450 N Atherton St', ['Lodging'], ['Game Day'], [], 'Kitchen suites with a shuttle to campus on game days.', { rate: 129 }),
  d('Mount Nittany Motor Lodge', 'Lemont', '2280 E College Ave', ['Lodging'], ['Outdoor Adventure'], ['Hiking'], 'A renovated 1950s motor lodge near the Mount Nittany trails.', { rate: 99 }),
  d('Boalsburg Heritage Inn', 'Boalsburg', '117 W Main St', ['Lodging', 'Bed & Breakfasts'], ['History & Heritage', 'Romantic Getaways'], [], 'Five rooms in an 1810 stone tavern on the Diamond.', { rate: 145 }),
  d('Penns Valley Farmhouse Stay', 'Spring Mills', '441 Sinking Creek Rd', ['Lodging', 'Bed & Breakfasts', 'Farms & Orchards'], ['Family Fun', 'Nature Escapes'], [], 'Gather eggs before breakfast on a working farm.', { rate: 119, owner: OWNER_YODER }),
  d('Millheim Main Street Inn', 'Millheim', '130 W Main St', ['Lodging', 'Bed & Breakfasts'], ['Makers & Markets', 'Romantic Getaways'], [], 'Upstairs rooms above the shops of Main Street.', { rate: 125 }),
  d('Aaronsburg Stone House Bed & Breakfast', 'Aaronsburg', '130 Aaron Sq', ['Lodging', 'Bed & Breakfasts'], ['History & Heritage'], [], 'Limestone walls two feet thick and a walled garden.', { rate: 140 }),
  d('Rebersburg Creekside Cabins', 'Rebersburg', '3 Elk Creek Rd', ['Lodging', 'Campgrounds & Cabins'], ['Nature Escapes'], ['Fishing', 'Camping'], 'Six cabins on Elk Creek with fire rings and porches.', { rate: 95 }),
  d('Black Moshannon Lakeside Cabins', 'Philipsburg', '4216 Beaver Rd', ['Lodging', 'Campgrounds & Cabins'], ['Nature Escapes', 'Winter in the Valley'], ['Kayaking', 'Camping'], 'Rustic CCC-era cabins by the bog lake.', { rate: 89, at: [40.9155, -78.0625] }),
  d('Sayers Lake Campground', 'Howard', '149 Main Park Rd', ['Campgrounds & Cabins', 'Outdoor Recreation'], ['Nature Escapes', 'Family Fun'], ['Camping', 'Boating', 'Swimming'], 'Lakeside campsites with a beach a short walk away.', { rate: 45, at: [41.0325, -77.6445] }),
  d('Front Street Hotel', 'Philipsburg', '215 N Front St', ['Lodging'], ['History & Heritage'], [], 'A restored 1890s hotel with a lobby bar.', { rate: 109 }),
  d('Pleasant Gap Country Inn', 'Pleasant Gap', '450 E College Ave', ['Lodging'], ['Family Fun'], [], 'Quiet rooms ten minutes from campus and Bellefonte.', { rate: 99 }),
  d('Ridgeview Lodge', 'Port Matilda', '8 Skytop Mountain Rd', ['Lodging'], ['Nature Escapes', 'Outdoor Adventure'], ['Hiking'], 'A timber lodge on Bald Eagle Ridge with sunset decks.', { rate: 115 }),
  d('Snow Shoe Mountain Lodge', 'Snow Shoe', '90 Lodge Rd', ['Lodging', 'Campgrounds & Cabins'], ['Winter in the Valley', 'Outdoor Adventure'], ['Biking', 'Camping'], 'Bunk rooms and suites beside the snowmobile trails.', { rate: 105 }),
  d('Bald Eagle Ridge Retreat', 'Julian', '2 Glider Ln', ['Lodging', 'Bed & Breakfasts'], ['Romantic Getaways', 'Nature Escapes'], ['Hiking'], 'Watch gliders ride the ridge from the breakfast porch.', { rate: 135 }),
  d('Milesburg Riverside Motel', 'Milesburg', '100 N Water St', ['Lodging'], ['Outdoor Adventure'], ['Fishing', 'Biking'], 'Clean, simple rooms on the Bald Eagle Valley Trail.', { rate: 79 }),
  d('Centre Hall Mountain Bed & Breakfast', 'Centre Hall', '120 Mountain Rd', ['Lodging', 'Bed & Breakfasts'], ['Romantic Getaways'], ['Hiking'], 'Fireplaces and a view across Penns Valley.', { rate: 129, owner: OWNER_MUSSER }),
  d('Woodward Gap Cabins', 'Woodward', '14 Gap Rd', ['Lodging', 'Campgrounds & Cabins'], ['Nature Escapes', 'Outdoor Adventure'], ['Hiking', 'Camping'], 'Cabins at the trailhead of the Mid-State Trail.', { rate: 110 }),
  d('Park Forest Suites', 'Park Forest Village', '1500 Martin St', ['Lodging'], ['Game Day'], [], 'Two-bedroom suites for families and visiting teams.', { rate: 119 }),
  d('Poe Valley Cabins', 'Coburn', '136 Poe Paddy Dr', ['Campgrounds & Cabins'], ['Nature Escapes', 'Family Fun'], ['Swimming', 'Camping', 'Fishing'], 'Modern cabins by the lake in Poe Valley State Park.', { rate: 75, at: [40.8235, -77.4685] }),
  d('Whipple Dam Campground', 'Pine Grove Mills', '3746 State Park Rd', ['Campgrounds & Cabins', 'Parks & Trails'], ['Nature Escapes', 'Family Fun'], ['Swimming', 'Camping'], 'Tent sites in the hemlocks above a swimming lake.', { rate: 35, at: [40.6865, -77.8665] }),

  // Golf
  d('Mountain View Country Club', 'Boalsburg', '100 Elks Club Rd', ['Sports Facilities', 'Golf Courses'], [], ['Golf'], 'Eighteen holes in the shadow of Tussey Ridge.'),
  d('Penn State Blue Course', 'State College', '1523 W College Ave', ['Golf Courses', 'Sports Facilities'], ['Game Day'], ['Golf'], 'The university’s championship course, open to the public.', { rate: 69 }),
  d('Penn State White Course', 'State College', '1523 W College Ave', ['Golf Courses'], [], ['Golf'], 'A shorter, forgiving eighteen beside the Blue.'),
  d('Centre Hills Country Club', 'State College', '1650 Park Ave', ['Golf Courses', 'Wedding Venues'], [], ['Golf'], 'A 1921 club course with a ballroom for receptions.'),
  d('Philipsburg Country Club', 'Philipsburg', '1 Country Club Rd', ['Golf Courses'], [], ['Golf'], 'Plateau golf with cool summer breezes.'),
  d('Penns Valley Greens', 'Spring Mills', '300 Golf Course Rd', ['Golf Courses'], ['Family Fun'], ['Golf'], 'Nine holes and a driving range among farm fields.', { rate: 29 }),
  d('Bellefonte Pitch & Putt', 'Bellefonte', '400 Jacksonville Rd', ['Golf Courses', 'Family Attractions'], ['Family Fun'], ['Golf'], 'Par-three holes for kids and beginners.'),
  d('Nittany Valley Golf Links', 'Zion', '120 Zion Rd', ['Golf Courses'], [], ['Golf'], 'Links-style eighteen with valley views.'),

  // Meetings, weddings and venues
  d('Bryce Jordan Center', 'State College', '127 Bryce Jordan Center', ['Sports Facilities', 'Meeting & Event Venues'], ['Game Day', 'Arts Scene'], ['Live Music'], 'Concerts, basketball and shows on campus.', { at: [40.8085, -77.8565] }),
  d('Innovation Park Conference Center', 'State College', '330 Innovation Blvd', ['Conference Centers', 'Meeting & Event Venues'], [], [], 'Tiered classrooms and a 400-seat ballroom.'),
  d('The Barn at Boalsburg', 'Boalsburg', '830 Boalsburg Pike', ['Wedding Venues', 'Meeting & Event Venues'], ['Romantic Getaways'], [], 'A timber-frame bank barn for 250 guests.'),
  d('Mount Nittany Event Barn', 'Lemont', '500 Mount Nittany Rd', ['Wedding Venues', 'Meeting & Event Venues'], ['Romantic Getaways'], [], 'Barn, meadow and a mountain backdrop.'),
  d('Bellefonte Train Station Hall', 'Bellefonte', '320 W High St', ['Meeting & Event Venues'], ['History & Heritage'], [], 'The 1889 station’s waiting room, for parties of 120.'),
  d('Tussey Ridge Wedding Meadow', 'Pine Grove Mills', '3000 Tussey Ridge Rd', ['Wedding Venues'], ['Romantic Getaways', 'Nature Escapes'], [], 'An open-air ceremony site with a pavilion.'),
  d('Spring Creek Pavilion', 'Houserville', '501 Spring Creek Rd', ['Meeting & Event Venues'], ['Family Fun'], ['Fishing'], 'Covered pavilion for reunions and picnics by the creek.'),
  d('Penns Valley Event Barn', 'Spring Mills', '901 Penns Valley Pike', ['Wedding Venues', 'Meeting & Event Venues'], ['Romantic Getaways'], [], 'A restored barn with string lights and a dance floor.', { owner: OWNER_MUSSER }),
  d('Centre Hall Community Hall', 'Centre Hall', '134 S Pennsylvania Ave', ['Meeting & Event Venues'], [], [], 'Kitchen, stage and seating for 200.'),
  d('Snow Shoe Sportsmen’s Hall', 'Snow Shoe', '20 Club Rd', ['Meeting & Event Venues'], ['Outdoor Adventure'], [], 'A lodge hall for banquets and club meetings.'),
  d('Nittany Conference Suites', 'State College', '1000 Plaza Dr', ['Conference Centers'], [], [], 'Board rooms and hybrid-meeting studios near I-99.'),
  d('Bellefonte Ballroom at the Garman', 'Bellefonte', '116 High St', ['Wedding Venues', 'Conference Centers'], ['History & Heritage', 'Romantic Getaways'], [], 'A restored opera-house ballroom on the Diamond.'),
  d('Linden Hall Orchard Pavilion', 'Linden Hall', '210 Linden Hall Rd', ['Wedding Venues', 'Farms & Orchards'], ['Romantic Getaways'], [], 'Say your vows among the apple trees.'),

  // Sports
  d('Pegula Ice Arena', 'State College', '1 Pegula Ice Arena', ['Sports Facilities', 'Winter Sports'], ['Game Day', 'Winter in the Valley'], [], 'Nittany Lions hockey and public skating.', { at: [40.8063, -77.8572] }),
  d('Medlar Field at Lubrano Park', 'State College', '701 Porter Rd', ['Sports Facilities'], ['Game Day', 'Family Fun'], [], 'Summer baseball under Mount Nittany.', { at: [40.8098, -77.8513] }),
  d('Rec Hall', 'State College', '1 Rec Hall', ['Sports Facilities'], ['Game Day', 'History & Heritage'], [], 'Wrestling and volleyball in a loud old gym.', { at: [40.7985, -77.8695] }),
  d('Nittany Sportsplex', 'Pleasant Gap', '400 Sportsplex Dr', ['Sports Facilities', 'Meeting & Event Venues'], ['Family Fun'], [], 'Turf fields and courts for tournaments.'),
  d('Bellefonte YMCA Fieldhouse', 'Bellefonte', '125 W High St', ['Sports Facilities'], ['Family Fun'], ['Swimming'], 'Pool, courts and day passes for visitors.'),
  d('Happy Valley Climbing Gym', 'State College', '1900 Waddle Rd', ['Sports Facilities', 'Family Attractions'], ['Outdoor Adventure'], [], 'Bouldering, top-rope walls and youth teams.'),
  d('Spring Mills Equestrian Center', 'Spring Mills', '77 Horse Farm Ln', ['Sports Facilities', 'Outdoor Recreation'], ['Outdoor Adventure'], ['Hiking'], 'Trail rides, lessons and show jumping.', { rate: 55 }),
  d('Whitehall Road Regional Park', 'State College', '400 Whitehall Rd', ['Parks & Trails', 'Sports Facilities'], ['Family Fun'], ['Biking'], 'Turf fields, a playground and paved loops.'),

  // Outdoors, parks and trails
  d('Tussey Mountain', 'Boalsburg', '341 Bear Meadows Rd', ['Outdoor Recreation', 'Sports Facilities', 'Winter Sports'], ['Family Fun', 'Nature Escapes', 'Winter in the Valley'], ['Skiing', 'Golf'], 'Skiing, tubing, a driving range and the summer amphitheater.', { at: [40.7705, -77.7565] }),
  d('Millbrook Marsh Nature Center', 'State College', '548 Puddintown Rd', ['Parks & Trails'], ['Nature Escapes', 'Family Fun'], ['Hiking', 'Birding'], 'Boardwalks over a 62-acre wetland in the middle of town.', { at: [40.8055, -77.8345] }),
  d("Shaver's Creek Environmental Center", 'Pine Grove Mills', '3400 Discovery Rd', ['Outdoor Recreation', 'Parks & Trails'], ['Nature Escapes', 'Family Fun'], ['Hiking', 'Birding'], 'Raptor center, trails and a nature store near Lake Perez.', { at: [40.6695, -77.9045] }),
  d('Black Moshannon State Park', 'Philipsburg', '4216 Beaver Rd', ['Outdoor Recreation', 'Parks & Trails'], ['Nature Escapes'], ['Hiking', 'Boating', 'Fishing', 'Kayaking'], 'A tea-colored bog lake on the Allegheny Plateau.', { at: [40.9125, -78.0585] }),
  d('Bald Eagle State Park', 'Howard', '149 Main Park Rd', ['Outdoor Recreation', 'Parks & Trails'], ['Nature Escapes', 'Family Fun'], ['Boating', 'Fishing', 'Hiking', 'Swimming'], 'Foster Joseph Sayers Lake, campgrounds and beaches.', { at: [41.0295, -77.6505] }),
  d('Talleyrand Park', 'Bellefonte', 'Water St', ['Parks & Trails'], ['History & Heritage', 'Family Fun'], ['Fishing'], 'Gazebo, trout-filled Spring Creek and the old train station.', { at: [40.9138, -77.7801] }),
  d('Mount Nittany Trailhead', 'Lemont', 'Mount Nittany Rd', ['Parks & Trails', 'Outdoor Recreation'], ['Nature Escapes', 'Outdoor Adventure'], ['Hiking'], 'The climb to the Lion’s Perch overlook.', { at: [40.8105, -77.8112] }),
  d('Spring Creek Canyon', 'State College', 'Shiloh Rd', ['Parks & Trails', 'Outdoor Recreation', 'Fly Fishing'], ['Nature Escapes'], ['Hiking', 'Fishing'], 'Limestone cliffs and wild trout water.', { at: [40.8545, -77.8205] }),
  d('Rothrock State Forest Trails', 'Pine Grove Mills', 'Pine Grove Rd', ['Outdoor Recreation', 'Parks & Trails'], ['Nature Escapes', 'Outdoor Adventure'], ['Hiking', 'Biking'], 'Ridge-top singletrack and vistas.'),
  d('Port Matilda Ridge Overlook', 'Port Matilda', 'Skytop Mountain Rd', ['Parks & Trails'], ['Nature Escapes'], ['Hiking', 'Biking'], 'Sunset views over Bald Eagle Valley.'),
  d('Rhoneymeade Arboretum', 'Centre Hall', '177 Rhoneymeade Rd', ['Parks & Trails', 'Arts & Culture', 'Wedding Venues'], ['Nature Escapes', 'Romantic Getaways'], ['Hiking'], 'Gardens, a labyrinth and sculpture on a historic farm estate.', { at: [40.8495, -77.6655] }),
  d('Poe Valley State Park', 'Coburn', '136 Poe Paddy Dr', ['Outdoor Recreation', 'Parks & Trails'], ['Nature Escapes', 'Family Fun'], ['Swimming', 'Kayaking', 'Hiking', 'Fishing'], 'A mountain lake beach in the Seven Mountains.', { at: [40.8245, -77.4705] }),
  d('Whipple Dam State Park', 'Pine Grove Mills', '3746 State Park Rd', ['Outdoor Recreation', 'Parks & Trails'], ['Nature Escapes', 'Family Fun'], ['Swimming', 'Kayaking', 'Fishing'], 'A small lake with a sandy beach in Rothrock forest.', { at: [40.6835, -77.8655] }),
  d('Penns Creek Access at Coburn', 'Coburn', 'Coburn Rd', ['Outdoor Recreation', 'Fly Fishing'], ['Nature Escapes', 'Outdoor Adventure'], ['Fishing', 'Kayaking'], 'Famous green drake hatches and a put-in for paddlers.'),
  d('Bald Eagle Valley Trail', 'Milesburg', 'Railroad St', ['Parks & Trails'], ['Outdoor Adventure'], ['Biking', 'Hiking'], 'A flat rail trail along Bald Eagle Creek.'),
  d('Musser Gap Trailhead', 'Pine Grove Mills', 'W Whitehall Rd', ['Parks & Trails', 'Outdoor Recreation'], ['Outdoor Adventure', 'Nature Escapes'], ['Hiking', 'Biking'], 'The gateway from town to Rothrock’s ridges.'),
  d('Spring Creek Park', 'Houserville', '600 Puddintown Rd', ['Parks & Trails'], ['Family Fun'], ['Fishing', 'Hiking'], 'Playgrounds and fishing piers on Spring Creek.'),
  d('Tudek Park', 'Park Forest Village', '400 Herman Dr', ['Parks & Trails'], ['Family Fun'], ['Hiking', 'Biking'], 'Community gardens, trails and a dog park.'),
  d('Orchard Park', 'State College', '900 Cornwall Rd', ['Parks & Trails'], ['Family Fun'], [], 'Ball fields and a pond in the east end.'),
  d('Snow Shoe Rail Trail', 'Snow Shoe', 'Gillentown Rd', ['Parks & Trails', 'Outdoor Recreation'], ['Outdoor Adventure'], ['Biking', 'Hiking'], 'Nineteen miles of plateau trail through the woods.'),
  d('Moshannon State Forest Vista', 'Snow Shoe', 'Clearfield Rd', ['Parks & Trails'], ['Nature Escapes'], ['Hiking', 'Birding'], 'A fire-tower view across the plateau.'),
  d('Mid-State Trail at Woodward', 'Woodward', 'Woodward Gap Rd', ['Parks & Trails', 'Outdoor Recreation'], ['Outdoor Adventure'], ['Hiking'], 'A rugged section of Pennsylvania’s longest trail.'),
  d('Scotia Barrens', 'Stormstown', 'Scotia Rd', ['Parks & Trails', 'Outdoor Recreation'], ['Nature Escapes'], ['Birding', 'Hiking'], 'Scrub-oak barrens famous for warblers and fall color.', { at: [40.7815, -77.9565] }),
  d('Bald Eagle Ridge Hawk Lookout', 'Julian', 'Ridge Rd', ['Parks & Trails'], ['Nature Escapes'], ['Birding', 'Hiking'], 'Count migrating hawks from the ridge in autumn.'),
  d('Millheim Heritage Trail', 'Millheim', 'Penn St', ['Parks & Trails'], ['History & Heritage'], ['Hiking'], 'A walking loop past mills and the narrows of Elk Creek.'),
  d('Rebersburg Creek Trail', 'Rebersburg', 'Elk Creek Rd', ['Parks & Trails'], ['Nature Escapes'], ['Hiking', 'Fishing'], 'A meadow path along Elk Creek.'),
  d('Sayers Dam Marina', 'Howard', '480 Marina Rd', ['Outdoor Recreation'], ['Family Fun'], ['Boating', 'Kayaking', 'Fishing'], 'Boat rentals, slips and a bait shop on the lake.', { at: [41.0265, -77.6585] }),
  d('Lemont Bike Works', 'Lemont', '2130 Sandy Dr', ['Shopping', 'Outdoor Recreation'], ['Nature Escapes', 'Outdoor Adventure'], ['Biking'], 'Rentals and trail advice.'),
  d('Fisherman’s Paradise', 'Bellefonte', 'Fishermans Paradise Rd', ['Fly Fishing', 'Outdoor Recreation'], ['Nature Escapes'], ['Fishing'], 'The most famous fly-fishing-only stretch of Spring Creek.', { at: [40.8935, -77.8145] }),
  d('Spring Creek Outfitters', 'Bellefonte', '220 W Lamb St', ['Fly Fishing', 'Shopping'], ['Outdoor Adventure'], ['Fishing'], 'Flies tied for local hatches, and guided wade trips.', { owner: OWNER_HESS }),
  d('Penns Creek Angler', 'Spring Mills', '4000 Penns Valley Rd', ['Fly Fishing', 'Shopping'], ['Outdoor Adventure'], ['Fishing'], 'Fly shop and guide service for Penns Creek.', { owner: OWNER_HESS }),
  d('Eagle Valley Fly Co.', 'Milesburg', '300 Turnpike St', ['Fly Fishing'], ['Outdoor Adventure'], ['Fishing'], 'Float trips on Bald Eagle Creek.'),
  d('Black Moshannon Ski Touring Center', 'Philipsburg', '4200 Beaver Rd', ['Winter Sports', 'Outdoor Recreation'], ['Winter in the Valley'], ['Skiing'], 'Cross-country rentals and groomed loops on the plateau.', { at: [40.9085, -78.0545] }),
  d('Rothrock Nordic Center', 'Pine Grove Mills', '200 Laurel Run Rd', ['Winter Sports'], ['Winter in the Valley', 'Outdoor Adventure'], ['Skiing', 'Hiking'], 'Snowshoe and ski rentals at the forest edge.'),
  d('Snow Shoe Snowmobile Trails', 'Snow Shoe', '50 Trail Rd', ['Winter Sports', 'Outdoor Recreation'], ['Winter in the Valley', 'Outdoor Adventure'], [], 'A hundred miles of marked snowmobile routes.'),
  d('Happy Valley Kayak Rentals', 'Howard', '20 Beach Rd', ['Outdoor Recreation'], ['Outdoor Adventure', 'Family Fun'], ['Kayaking', 'Boating'], 'Kayaks and paddleboards by the hour.', { owner: OWNER_HESS }),

  // Shopping and makers
  d('Downtown State College Shops', 'State College', 'S Allen St', ['Shopping'], ['Game Day', 'Makers & Markets'], ['Shopping'], 'Blue-and-white gear and local boutiques.'),
  d('Tait Farm Foods', 'Centre Hall', '179 Tait Rd', ['Shopping', 'Restaurants', 'Farms & Orchards'], ['Foodie Finds', 'Makers & Markets'], [], 'Shrubs, chutneys and a farm shop.'),
  d('Millheim Small Batch Pottery', 'Millheim', '110 E Main St', ['Shopping', 'Arts & Culture'], ['Arts Scene', 'Makers & Markets'], ['Shopping'], 'Handmade stoneware from Penns Valley clay.'),
  d('Bellefonte Antique Row', 'Bellefonte', 'N Allegheny St', ['Shopping'], ['History & Heritage', 'Makers & Markets'], ['Shopping'], 'Six antique shops within two blocks.'),
  d('Boalsburg Village Shoppes', 'Boalsburg', '130 E Main St', ['Shopping'], ['Makers & Markets'], ['Shopping'], 'Quilts, candles and toys around the Diamond.'),
  d('Centre Hall Country Store', 'Centre Hall', '110 S Pennsylvania Ave', ['Shopping'], ['Makers & Markets', 'Foodie Finds'], ['Shopping'], 'Bulk foods, spices and kitchen goods.'),
  d('Penns Valley Quilt Barn', 'Aaronsburg', '400 Quilt Barn Rd', ['Shopping', 'Arts & Culture'], ['Makers & Markets'], ['Shopping'], 'Hand-stitched quilts from Amish and Mennonite makers.'),
  d('Spring Mills Used Books', 'Spring Mills', '3590 Penns Valley Rd', ['Shopping'], ['Makers & Markets'], ['Shopping'], 'Forty thousand books in a former feed mill.'),
  d('Front Street Mercantile', 'Philipsburg', '110 N Front St', ['Shopping'], ['Makers & Markets'], ['Shopping'], 'Local crafts, candy and Philipsburg souvenirs.'),
  d('Nittany Lion Shop on College Avenue', 'State College', '300 E College Ave', ['Shopping'], ['Game Day'], ['Shopping'], 'Jerseys, caps and every size of lion plush.'),
  d('Julian Woodcraft Studio', 'Julian', '50 Mill Rd', ['Shopping', 'Arts & Culture'], ['Makers & Markets'], [], 'Tables and bowls from valley cherry and walnut.'),

  // Farms and orchards
  d('Boalsburg Berry Patch', 'Boalsburg', '1200 Boal Ave', ['Farms & Orchards'], ['Family Fun', 'Foodie Finds'], [], 'Pick-your-own strawberries, blueberries and pumpkins.'),
  d('Pleasant Gap Pumpkin Patch', 'Pleasant Gap', '900 Rock Rd', ['Farms & Orchards', 'Family Attractions'], ['Family Fun'], [], 'Hay rides, a corn maze and pumpkins in October.'),
  d('Unionville Christmas Tree Farm', 'Unionville', '300 Tree Farm Rd', ['Farms & Orchards'], ['Winter in the Valley', 'Family Fun'], [], 'Cut your own fir, with cocoa in the barn.'),
  d('Stormstown Lavender Farm', 'Stormstown', '2900 Halfmoon Valley Rd', ['Farms & Orchards', 'Shopping'], ['Romantic Getaways', 'Makers & Markets'], [], 'Purple rows in June and a shop of soaps and oils.'),
  d('Rebersburg Dairy Creamery', 'Rebersburg', '800 Brush Valley Rd', ['Farms & Orchards', 'Cafés & Bakeries'], ['Foodie Finds', 'Family Fun'], [], 'Farm ice cream from the barn next door.'),
  d('Madisonburg Produce Auction', 'Madisonburg', '20 Auction Rd', ['Farms & Orchards', 'Shopping'], ['Makers & Markets', 'Foodie Finds'], ['Shopping'], 'Wholesale flats of produce and flowers, auctioned twice a week.'),
  d('Port Matilda Fruit Farm', 'Port Matilda', '2355 Halfmoon Valley Rd', ['Farms & Orchards', 'Shopping'], ['Foodie Finds', 'Family Fun'], [], 'Cherries, peaches and apples; cider doughnuts in fall.'),
  d('Zion Sheep & Wool', 'Zion', '60 Zion Back Rd', ['Farms & Orchards', 'Shopping'], ['Makers & Markets'], [], 'Yarn from the farm flock and spinning lessons.'),

  // Wellness
  d('Nittany Day Spa', 'State College', '1275 N Atherton St', ['Spas & Wellness'], ['Romantic Getaways'], [], 'Massages, facials and a eucalyptus steam room.', { rate: 95 }),
  d('Bellefonte Salt Room & Spa', 'Bellefonte', '140 W High St', ['Spas & Wellness'], ['Romantic Getaways'], [], 'Halotherapy and hot-stone massage in a Victorian storefront.'),
  d('Lemont Yoga Loft', 'Lemont', '2200 Cottage Ln', ['Spas & Wellness'], ['Nature Escapes'], [], 'Drop-in classes above the village store.'),
  d('Spring Creek Massage & Wellness', 'Houserville', '1050 Houserville Rd', ['Spas & Wellness'], [], [], 'Sports massage for hikers, skiers and marathoners.'),

  // Tours and transportation
  d('Happy Valley Trolley Tours', 'State College', '131 S Fraser St', ['Tours & Transportation'], ['History & Heritage', 'Game Day'], [], 'Narrated trolley loops past campus and downtown landmarks.', { rate: 25 }),
  d('Valley Wine Tours', 'Boalsburg', '200 Boalsburg Pike', ['Tours & Transportation'], ['Foodie Finds', 'Romantic Getaways'], ['Wine Tasting'], 'Chauffeured tastings at four valley wineries.', { rate: 89 }),
  d('Centre County Bike Tours', 'Lemont', '2140 Sandy Dr', ['Tours & Transportation', 'Outdoor Recreation'], ['Outdoor Adventure'], ['Biking'], 'Guided farm-country rides with a picnic stop.'),
  d('University Park Airport', 'State College', '2493 Fox Hill Rd', ['Tours & Transportation'], [], [], 'Daily flights to the hubs, fifteen minutes from downtown.', { at: [40.8493, -77.8487] }),
  d('Downtown Bus Terminal', 'State College', '152 N Atherton St', ['Tours & Transportation'], [], [], 'Intercity buses to Pittsburgh, Philadelphia and New York.'),

  // Not approved: must never appear in public answers.
  d('Secret Speakeasy (pending review)', 'State College', '1 Hidden Alley', ['Restaurants'], ['Foodie Finds'], [], 'Awaiting board review.', { approved: false }),
  d('Closed Motel (unapproved)', 'Philipsburg', '9 Old Rte 322', ['Lodging'], [], [], 'Awaiting board review.', { approved: false, rate: 49 }),
  d('Unlisted Canoe Livery', 'Port Matilda', '4 Lake Rd', ['Outdoor Recreation'], ['Nature Escapes'], ['Boating'], 'Awaiting board review.', { approved: false }),
  d('Nittany Glamping Co. (pending review)', 'Woodward', '30 Gap Rd', ['Lodging', 'Campgrounds & Cabins'], ['Nature Escapes'], ['Camping'], 'Awaiting board review.', { approved: false, rate: 159, owner: OWNER_HESS }),
];
