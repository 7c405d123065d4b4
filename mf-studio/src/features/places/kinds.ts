import type { PlaceKind } from '@valley/shared/schemas/studio-places';
import { paths, publicPaths } from '../../config/paths';

/** A place as its page's address needs it: an activity's page is found by id, every other kind's by its address. */
interface Addressed {
  id: number;
  slug: string;
}

/** How the studio names each kind of place, where its editor is, and where the site shows one (decisions 119, 121). */
export const PLACE_KINDS_SHOWN = {
  category: { noun: 'category', caption: 'Destination categories', editor: paths.place.href, page: ({ slug }) => publicPaths.category(slug), byAddress: true },
  experience: { noun: 'experience', caption: 'Experiences', editor: paths.experience.href, page: ({ slug }) => publicPaths.experience(slug), byAddress: true },
  town: { noun: 'town', caption: 'Towns', editor: paths.town.href, page: ({ slug }) => publicPaths.town(slug), byAddress: true },
  'event-category': {
    noun: 'event category',
    caption: 'Event categories',
    editor: paths.eventCategory.href,
    page: ({ slug }) => publicPaths.eventCategory(slug),
    byAddress: true,
  },
  activity: { noun: 'activity', caption: 'Activities', editor: paths.activity.href, page: ({ id }) => publicPaths.activity(id), byAddress: false },
} as const satisfies Record<
  PlaceKind,
  {
    noun: string;
    caption: string;
    editor: (id: number) => string;
    page: (place: Addressed) => string;
    /** Whether its page is found by its address, which the editor then shows and a change of moves. */
    byAddress: boolean;
  }
>;
