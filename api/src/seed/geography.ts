/** The towns of the valley (real places, approximate centres) and the box every seeded point stays in. */

export interface TownSeed {
  name: string;
  zip: string;
  lat: number;
  lng: number;
  /** One line about the place, used in its page and meta description. */
  about: string;
}

export const VALLEY_BOX = { south: 40.65, north: 41.05, west: -78.25, east: -77.35 } as const;

/** Downtown State College: distances in copy are measured from here. */
export const DOWNTOWN = { lat: 40.7934, lng: -77.86 } as const;

export const towns: TownSeed[] = [
  {
    name: 'State College',
    zip: '16801',
    lat: 40.7934,
    lng: -77.86,
    about: 'Penn State’s college town, with a lively downtown along College Avenue and Beaver Avenue.',
  },
  { name: 'Bellefonte', zip: '16823', lat: 40.9134, lng: -77.7783, about: 'The Victorian county seat, built around the Big Spring and Spring Creek.' },
  { name: 'Boalsburg', zip: '16827', lat: 40.7759, lng: -77.7925, about: 'A village of 1800s stone houses and the birthplace of Memorial Day.' },
  { name: 'Lemont', zip: '16851', lat: 40.8106, lng: -77.8186, about: 'A village at the foot of Mount Nittany, with a restored granary and a village green.' },
  { name: 'Pine Grove Mills', zip: '16868', lat: 40.7334, lng: -77.8858, about: 'The gateway to Rothrock State Forest, at the foot of Tussey Ridge.' },
  { name: 'Centre Hall', zip: '16828', lat: 40.8473, lng: -77.6861, about: 'Home of the Grange Fair and Penn’s Cave, in the heart of Penns Valley.' },
  { name: 'Millheim', zip: '16854', lat: 40.8912, lng: -77.4769, about: 'A small Penns Valley borough known for its makers, farm food and Elk Creek.' },
  { name: 'Philipsburg', zip: '16866', lat: 40.8962, lng: -78.2203, about: 'A coal-and-lumber town on the Allegheny Front, close to Black Moshannon.' },
  { name: 'Port Matilda', zip: '16870', lat: 40.8009, lng: -78.0514, about: 'A Bald Eagle Valley village under the ridge, with orchards and overlooks.' },
  {
    name: 'Pleasant Gap',
    zip: '16823',
    lat: 40.8687,
    lng: -77.7428,
    about: 'A community between Bellefonte and Centre Hall, home of the state fish hatchery.',
  },
  { name: 'Howard', zip: '16841', lat: 41.0104, lng: -77.6575, about: 'A borough on Bald Eagle Creek beside Foster Joseph Sayers Lake.' },
  { name: 'Milesburg', zip: '16853', lat: 40.9418, lng: -77.7861, about: 'Where Spring Creek meets Bald Eagle Creek, north of Bellefonte.' },
  { name: 'Spring Mills', zip: '16875', lat: 40.8565, lng: -77.5683, about: 'A Penns Valley village along Penns Creek, with farms on every side.' },
  { name: 'Aaronsburg', zip: '16820', lat: 40.899, lng: -77.4547, about: 'A historic village laid out in 1786, with stone houses along Aaron Square.' },
  { name: 'Rebersburg', zip: '16872', lat: 40.9487, lng: -77.448, about: 'A quiet Brush Valley village among Amish and Mennonite farms.' },
  { name: 'Madisonburg', zip: '16852', lat: 40.9323, lng: -77.5117, about: 'A Brush Valley crossroads with produce stands and a country bakery.' },
  { name: 'Coburn', zip: '16832', lat: 40.8637, lng: -77.4894, about: 'A river hamlet where Penns Creek leaves the valley through the narrows.' },
  { name: 'Woodward', zip: '16882', lat: 40.9148, lng: -77.3625, about: 'The far eastern end of Penns Valley, at the foot of the Mid-State Trail.' },
  { name: 'Julian', zip: '16844', lat: 40.8648, lng: -77.9361, about: 'A Bald Eagle Valley village where gliders ride the ridge winds.' },
  { name: 'Snow Shoe', zip: '16874', lat: 41.0287, lng: -77.9492, about: 'A mountain town on the plateau, at the start of the Snow Shoe Rail Trail.' },
  { name: 'Unionville', zip: '16844', lat: 40.9043, lng: -77.8736, about: 'A small borough in Bald Eagle Valley with farm stands and old churches.' },
  { name: 'Houserville', zip: '16801', lat: 40.8237, lng: -77.8294, about: 'A neighbourhood on Spring Creek, home of Spring Creek Park.' },
  { name: 'Park Forest Village', zip: '16803', lat: 40.8129, lng: -77.91, about: 'A leafy neighbourhood north-west of campus, near Tudek Park.' },
  { name: 'Potters Mills', zip: '16875', lat: 40.8001, lng: -77.6245, about: 'A crossroads at the top of the Seven Mountains, near Poe Valley.' },
  { name: 'Stormstown', zip: '16870', lat: 40.7937, lng: -77.9803, about: 'A village beside the Scotia Barrens, with lavender fields and birding trails.' },
  { name: 'Linden Hall', zip: '16801', lat: 40.8151, lng: -77.7339, about: 'A village on the road to Penns Valley, with a mill and orchards.' },
  { name: 'Oak Hall', zip: '16827', lat: 40.7967, lng: -77.7986, about: 'A hamlet between Boalsburg and Lemont, with an old mill and regional park.' },
  { name: 'Zion', zip: '16823', lat: 40.9148, lng: -77.685, about: 'A Nittany Valley village among farms east of Bellefonte.' },
];

const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in miles. */
export function distanceMiles(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 3958.8 * 2 * Math.asin(Math.sqrt(h));
}

/** 'north-east' of downtown, for copy. */
export function direction(from: { lat: number; lng: number }, to: { lat: number; lng: number }): string {
  const angle = (Math.atan2(to.lat - from.lat, (to.lng - from.lng) * Math.cos(toRadians(from.lat))) * 180) / Math.PI;
  const names = ['east', 'north-east', 'north', 'north-west', 'west', 'south-west', 'south', 'south-east'];
  return names[Math.round(((angle + 360) % 360) / 45) % 8] as string;
}

/** Keeps a point inside the valley box (with a small margin). */
export function clampToValley(lat: number, lng: number): { lat: number; lng: number } {
  const margin = 0.005;
  return {
    lat: Math.min(VALLEY_BOX.north - margin, Math.max(VALLEY_BOX.south + margin, lat)),
    lng: Math.min(VALLEY_BOX.east - margin, Math.max(VALLEY_BOX.west + margin, lng)),
  };
}
