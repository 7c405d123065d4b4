import type { PlaceKind } from '@valley/shared/schemas/studio-places';
import { paths, publicPaths } from '../../config/paths';

/** How the studio names each kind of place, where its editor is, and where the site shows one (decision 119). */
export const PLACE_KINDS_SHOWN = {
  category: { noun: 'category', caption: 'Destination categories', editor: paths.place.href, page: publicPaths.category },
  experience: { noun: 'experience', caption: 'Experiences', editor: paths.experience.href, page: publicPaths.experience },
  town: { noun: 'town', caption: 'Towns', editor: paths.town.href, page: publicPaths.town },
  'event-category': { noun: 'event category', caption: 'Event categories', editor: paths.eventCategory.href, page: publicPaths.eventCategory },
} as const satisfies Record<PlaceKind, { noun: string; caption: string; editor: (id: number) => string; page: (slug: string) => string }>;
