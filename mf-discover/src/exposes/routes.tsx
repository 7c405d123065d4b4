import type { ReactNode } from 'react';
import type { RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { destinationLoader, itineraryLoader, tipLoader } from '../lib/calls';
import { ActivityPage } from '../routes/activity-page';
import { CategoryPage } from '../routes/category-page';
import { DestinationPage } from '../routes/destination-page';
import { DestinationsPage } from '../routes/destinations-page';
import { ExperiencePage } from '../routes/experience-page';
import { ExperiencesPage } from '../routes/experiences-page';
import { ItinerariesPage } from '../routes/itineraries-page';
import { ItineraryPage } from '../routes/itinerary-page';
import { MeetingsPage } from '../routes/meetings-page';
import { OutdoorsPage } from '../routes/outdoors-page';
import { SportsPage } from '../routes/sports-page';
import { TipPage } from '../routes/tip-page';
import { TipsPage } from '../routes/tips-page';
import { TownPage } from '../routes/town-page';

/** Every page sits under the remote's root class, so its styles cannot leak into the shell. */
const scoped = (page: ReactNode) => <div className="mf-discover">{page}</div>;

/**
 * What the shell renders for the paths mf-discover owns (public-site §2): data routes (decision 140), whose ids are the same in the
 * server's tree and the browser's. The catch-all is for a shell that renders them below its own `*`, which never sends a path outside
 * the route table.
 */
export const routes: RouteObject[] = [
  { id: 'mf_discover/destinations', path: paths.destinations.pattern, element: scoped(<DestinationsPage />) },
  {
    id: 'mf_discover/destination',
    path: paths.destination.pattern,
    loader: destinationLoader,
    element: scoped(<DestinationPage />),
    errorElement: scoped(<DestinationPage />),
  },
  { id: 'mf_discover/category', path: paths.category.pattern, element: scoped(<CategoryPage />) },
  { id: 'mf_discover/categoryAlias', path: paths.categoryAlias.pattern, element: scoped(<CategoryPage />) },
  { id: 'mf_discover/experiences', path: paths.experiences.pattern, element: scoped(<ExperiencesPage />) },
  { id: 'mf_discover/adventure', path: paths.adventure.pattern, element: scoped(<ExperiencesPage />) },
  { id: 'mf_discover/experience', path: paths.experience.pattern, element: scoped(<ExperiencePage />) },
  { id: 'mf_discover/experienceAlias', path: paths.experienceAlias.pattern, element: scoped(<ExperiencePage />) },
  { id: 'mf_discover/town', path: paths.town.pattern, element: scoped(<TownPage />) },
  { id: 'mf_discover/activity', path: paths.activity.pattern, element: scoped(<ActivityPage />) },
  { id: 'mf_discover/meetings', path: paths.meetings.pattern, element: scoped(<MeetingsPage />) },
  { id: 'mf_discover/sports', path: paths.sports.pattern, element: scoped(<SportsPage />) },
  { id: 'mf_discover/outdoors', path: paths.outdoors.pattern, element: scoped(<OutdoorsPage />) },
  { id: 'mf_discover/tips', path: paths.tips.pattern, element: scoped(<TipsPage />) },
  { id: 'mf_discover/tip', path: paths.tip.pattern, loader: tipLoader, element: scoped(<TipPage />), errorElement: scoped(<TipPage />) },
  { id: 'mf_discover/itineraries', path: paths.itineraries.pattern, element: scoped(<ItinerariesPage />) },
  {
    id: 'mf_discover/itinerary',
    path: paths.itinerary.pattern,
    loader: itineraryLoader,
    element: scoped(<ItineraryPage />),
    errorElement: scoped(<ItineraryPage />),
  },
  { path: '*', element: <NotFound /> },
];
