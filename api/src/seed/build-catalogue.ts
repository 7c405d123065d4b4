import { mediaPath } from '../media/paths';
import { activities, amenities, amenitiesByKind, destinationCategories, experiences, type PlaceKind } from './catalogue';
import { categoryColumns, destinationHtml, link, p, townHtml, ul } from './content';
import { destinations, type DestinationSeed } from './destinations';
import { activityHeader, categoryHeader, categoryImage, destinationHeader, destinationImage, experienceImage, galleryImage } from './images';
import { clampToValley, direction, distanceMiles, DOWNTOWN, towns } from './geography';
import { json } from './insert';
import { slugify } from '../lib/slug';
import type { Random } from './random';
import type { Row, Stamp } from './rows';

/** A seeded destination, as later builders (events, tips, site content) need it. */
export interface PlacedDestination {
  id: number;
  name: string;
  slug: string;
  town: string;
  address: string;
  zip: string;
  phone: string;
  lat: number;
  lng: number;
  approved: boolean;
  category: string;
  main_img: string;
  header_img: string;
}

export interface CatalogueRows {
  towns: Row[];
  destination_categories: Row[];
  experiences: Row[];
  activities: Row[];
  amenities: Row[];
  destinations: Row[];
  destination_category_links: Row[];
  destination_experiences: Row[];
  destination_activities: Row[];
  destination_amenities: Row[];
  destination_gallery_images: Row[];
  placed: Map<string, PlacedDestination>;
  placedTowns: { id: number; name: string; slug: string; lat: number; lng: number; zip: string; img: string }[];
}

/** Real Centre County exchanges, so phone numbers look local. */
const EXCHANGES = ['231', '234', '235', '237', '238', '272', '278', '308', '349', '353', '355', '359', '364', '404', '422', '466', '692', '753', '861', '867'];

const DINING: PlaceKind[] = ['dining'];

/** A stamp whose last update was also the listing's last confirmation (decision 090). */
const confirmedWhenUpdated = (stamped: ReturnType<Stamp>) => ({ ...stamped, last_confirmed_at: stamped.updated_at });

/** The first approved destination of a category (its header becomes the category's second slide). */
const firstIn = (category: string) =>
  destinations.filter((destination) => destination.approved !== false && destination.categories.includes(category)).slice(0, 1);

/** A destination to write; `images` names the seeded destination whose images a scaled copy reuses. */
type PlannedDestination = DestinationSeed & { images?: string };

/**
 * The valley's destinations, and at `scale` > 1 copies as branches in other towns (`Berkey Creamery (Bellefonte)`), reusing the
 * images of the one they copy so none is drawn for them.
 */
export function scaledDestinations(scale: number): PlannedDestination[] {
  const townIndex = new Map(towns.map((town, index) => [town.name, index]));
  const copies: PlannedDestination[] = [];
  for (let copy = 1; copy < scale; copy += 1) {
    for (const seed of destinations) {
      const town = towns[((townIndex.get(seed.town) ?? 0) + copy) % towns.length];
      if (!town) throw new Error('unreachable');
      copies.push({ ...seed, name: `${seed.name} (${town.name})`, town: town.name, at: undefined, owner: undefined, images: slugify(seed.name) });
    }
  }
  return [...destinations, ...copies];
}

export function buildCatalogue(random: Random, stamp: Stamp, userIds: Map<string, number>, scale = 1): CatalogueRows {
  const placedTowns = towns.map((town, index) => ({
    id: index + 1,
    name: town.name,
    slug: slugify(town.name),
    lat: town.lat,
    lng: town.lng,
    zip: town.zip,
    img: mediaPath('towns', slugify(town.name)),
  }));
  const townByName = new Map(placedTowns.map((town) => [town.name, town]));
  const categoryByName = new Map(destinationCategories.map((category) => [category.name, category]));
  const experienceIds = new Map(experiences.map((experience, index) => [experience.name, index + 1]));
  const activityIds = new Map(activities.map((activity, index) => [activity.name, index + 1]));
  const amenityIds = new Map(amenities.map((name, index) => [name, index + 1]));

  const rows: Omit<CatalogueRows, 'placed' | 'placedTowns' | 'towns'> = {
    destination_categories: destinationCategories.map((category, index) => {
      const columns = categoryColumns(
        category,
        `Our favorite ${category.name.toLowerCase()} in Centre County, from State College to Penns Valley and the Allegheny Front.`,
      );
      const { slug } = columns;
      return {
        ...columns,
        meta_description: `${category.name} in Happy Valley, Pennsylvania: ${category.description}`,
        main_image_url: categoryImage(slug),
        slides: json([
          { img: categoryHeader(slug), title: category.name, link: null },
          // The second slide shows the category's first destination (its header image).
          ...firstIn(category.name).map((destination) => ({
            img: destinationHeader(slugify(destination.name)),
            title: destination.name,
            link: `/d/${slugify(destination.name)}`,
          })),
        ]),
        content_blocks: json(
          index % 4 === 0
            ? [
                {
                  id: 900 + index,
                  extension: 'cta',
                  title: 'Get the Visitor Guide',
                  img: null,
                  entry: {
                    subtitle: '20% off at member businesses',
                    content: p('Free by mail or download.'),
                    link: '/plan/visitor-guide',
                    button_text: 'Order Free Guide',
                    target: null,
                  },
                },
              ]
            : [],
        ),
        number_id: `9${category.id}`,
        ...stamp(900, 400 - index),
      };
    }),
    experiences: experiences.map((experience, index) => {
      const slug = slugify(experience.name);
      return {
        id: index + 1,
        slug,
        name: experience.name,
        description: experience.text,
        content:
          p(experience.text) +
          p(`We picked the places below for ${experience.name.toLowerCase()}; open any of them for hours, directions and tips from locals.`),
        experience: `${experience.name}: ${experience.text}`,
        main_image_url: experienceImage(slug),
        meta_description: `${experience.name} in Happy Valley: ${experience.text}`,
        content_blocks: json([]),
        ...stamp(900, 300 - index),
      };
    }),
    activities: activities.map((activity, index) => {
      const slug = slugify(activity.name);
      return {
        id: index + 1,
        slug,
        name: activity.name,
        description: activity.text,
        content: p(activity.text) + p(`Where to go for ${activity.name.toLowerCase()} around the valley.`),
        header_image_url: activityHeader(activity.name),
        ...stamp(900, 300 - index),
      };
    }),
    amenities: amenities.map((name, index) => ({ id: index + 1, name })),
    destinations: [],
    destination_category_links: [],
    destination_experiences: [],
    destination_activities: [],
    destination_amenities: [],
    destination_gallery_images: [],
  };

  const placed = new Map<string, PlacedDestination>();
  const slugs = new Set<string>();
  const photoCounts = new Map<string, number>();
  scaledDestinations(scale).forEach((seed, index) => {
    const id = index + 1;
    const town = townByName.get(seed.town);
    if (!town) throw new Error(`Unknown town ${seed.town}`);
    const primary = categoryByName.get(seed.categories[0] ?? '');
    if (!primary) throw new Error(`${seed.name}: unknown category ${seed.categories[0]}`);
    const slug = slugify(seed.name);
    if (placed.has(seed.name) || slugs.has(slug)) throw new Error(`Duplicate destination ${seed.name}`);
    slugs.add(slug);
    const images = seed.images ?? slug;
    const point = seed.at
      ? clampToValley(seed.at[0], seed.at[1])
      : clampToValley(town.lat + (random.next() - 0.5) * 0.024, town.lng + (random.next() - 0.5) * 0.032);
    const lat = Number(point.lat.toFixed(6));
    const lng = Number(point.lng.toFixed(6));
    const domain = `${slug.replace(/-/g, '').slice(0, 24)}.example`;
    const site = `https://www.${domain}`;
    const phone = `814-${random.pick(EXCHANGES)}-${String(random.int(0, 9999)).padStart(4, '0')}`;
    const kinds = seed.categories.map((name) => categoryByName.get(name)?.kind);
    const dining = kinds.some((kind) => kind && DINING.includes(kind));
    const golf = seed.categories.includes('Golf Courses');
    const owner = seed.owner ? userIds.get(seed.owner) : undefined;
    if (seed.owner && owner === undefined) throw new Error(`${seed.name}: unknown owner ${seed.owner}`);

    const amenityPool = amenitiesByKind[primary.kind];
    const chosenAmenities = random.sample(amenityPool, random.int(2, Math.min(6, amenityPool.length)));
    const highlights = [
      ...seed.experiences.slice(0, 2).map((name) => `Great for <em>${name.toLowerCase()}</em>`),
      ...seed.activities.slice(0, 2).map((name) => `${name} nearby`),
      ...chosenAmenities.slice(0, 2),
    ];
    const miles = distanceMiles(DOWNTOWN, { lat, lng });
    const content = destinationHtml(
      {
        name: seed.name,
        town: seed.town,
        address: seed.street,
        summary: seed.summary,
        kind: primary.kind,
        website: site,
        miles,
        direction: direction(DOWNTOWN, { lat, lng }),
        highlights,
      },
      random,
    );
    const pkg = index % 9 === 4 ? 'disabled' : seed.rate !== undefined || owner !== undefined ? 'premium' : 'basic';
    rows.destinations.push({
      id,
      slug,
      name: seed.name,
      town_id: town.id,
      main_img: destinationImage(images),
      header_img: destinationHeader(images),
      content,
      callout_content: index % 2 === 0 ? p(`Show your Happy Valley guide for <strong>20% off</strong> at ${seed.name.replace(/&/g, '&amp;')}.`) : null,
      sidebar_callout_content:
        index % 3 === 0
          ? p(
              random.pick([
                'Open year-round. Call ahead on game weekends.',
                'Group rates available for ten or more.',
                'Free parking on site.',
                'Gift cards available at the front desk.',
              ]),
            )
          : null,
      address: seed.street,
      city: seed.town,
      state: 'PA',
      zip: town.zip,
      phone,
      website: site,
      // The listing's own address: where a claim's code goes (decision 088), and reservation requests. Under example.com (RFC 2606),
      // since the forms' address rule takes a two-to-four-letter top-level domain and the member's edit form sends it back.
      email: `info@${domain}.com`,
      map_link: `https://www.google.com/maps/search/?api=1&query=${lat.toFixed(5)},${lng.toFixed(5)}`,
      reservations_link: seed.rate !== undefined ? `${site}/reservations` : null,
      restaurant_link: dining ? `${site}/menu` : null,
      golf_link: golf ? `${site}/tee-times` : null,
      facebook_link: index % 2 === 0 ? `https://www.facebook.com/${slug}` : null,
      instagram_link: index % 3 !== 1 ? `https://www.instagram.com/${slug.replace(/-/g, '').slice(0, 28)}` : null,
      twitter_link: index % 4 === 0 ? `https://x.com/${slug.replace(/-/g, '').slice(0, 15)}` : null,
      youtube_link: index % 5 === 0 ? `https://www.youtube.com/@${slug.replace(/-/g, '').slice(0, 28)}` : null,
      pinterest_link: index % 11 === 0 ? `https://www.pinterest.com/${slug.replace(/-/g, '').slice(0, 28)}` : null,
      bd_lowest_rate: seed.rate ?? null,
      location_latitude: lat,
      location_longitude: lng,
      meta_description: seed.summary,
      scripts: null,
      package: pkg,
      approved: seed.approved ?? true,
      owner_id: owner ?? null,
      // Spread "last updated" over the past months so the 'updated' order is meaningful; each was last confirmed then, all within
      // 6 months, so every seeded listing is fresh on the seed day (decision 090).
      ...confirmedWhenUpdated(stamp(200 + (index % 500), random.int(0, 180), 9 + (index % 8))),
    });
    for (const name of seed.categories) {
      const category = categoryByName.get(name);
      if (!category) throw new Error(`${seed.name}: unknown category ${name}`);
      rows.destination_category_links.push({ destination_id: id, category_id: category.id });
    }
    for (const name of seed.experiences) {
      const experienceId = experienceIds.get(name);
      if (!experienceId) throw new Error(`${seed.name}: unknown experience ${name}`);
      rows.destination_experiences.push({ destination_id: id, experience_id: experienceId });
    }
    for (const name of seed.activities) {
      const activityId = activityIds.get(name);
      if (!activityId) throw new Error(`${seed.name}: unknown activity ${name}`);
      rows.destination_activities.push({ destination_id: id, activity_id: activityId });
    }
    for (const name of chosenAmenities) rows.destination_amenities.push({ destination_id: id, amenity_id: amenityIds.get(name) });
    const photos = photoCounts.get(images) ?? random.int(2, 5);
    photoCounts.set(images, photos);
    for (let position = 0; position < photos; position += 1) {
      rows.destination_gallery_images.push({ destination_id: id, position, url: galleryImage(images, position + 1) });
    }
    placed.set(seed.name, {
      id,
      name: seed.name,
      slug,
      town: seed.town,
      address: seed.street,
      zip: town.zip,
      phone,
      lat,
      lng,
      approved: seed.approved ?? true,
      category: primary.name,
      main_img: destinationImage(images),
      header_img: destinationHeader(images),
    });
  });

  const townRows = towns.map((town, index) => {
    const placedTown = placedTowns[index];
    if (!placedTown) throw new Error('unreachable');
    const nearby = [...placed.values()].filter((destination) => destination.town === town.name && destination.approved).slice(0, 6);
    return {
      id: placedTown.id,
      slug: placedTown.slug,
      name: town.name,
      main_image_url: placedTown.img,
      meta_description: `${town.name}, Centre County, Pennsylvania: ${town.about}`,
      content: townHtml(
        town.name,
        town.about,
        nearby.map((destination) => destination.name),
      ),
      content_blocks: json(
        nearby.length >= 3
          ? [
              {
                id: 800 + index,
                extension: 'content',
                title: `Around ${town.name}`,
                img: null,
                entry: { content: ul(nearby.slice(0, 3).map((destination) => link(`/d/${destination.slug}`, destination.name.replace(/&/g, '&amp;')))) },
              },
            ]
          : [],
      ),
      location_latitude: town.lat,
      location_longitude: town.lng,
      ...stamp(900, 500 - index),
    };
  });

  return { towns: townRows, ...rows, placed, placedTowns };
}
