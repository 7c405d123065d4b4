import type { ReactNode } from 'react';
import type { RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
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

/** What the shell renders for the paths mf-discover owns (public-site §2). */
export const routes: RouteObject[] = [
  { path: paths.destinations.pattern, element: scoped(<DestinationsPage />) },
  { path: paths.destination.pattern, element: scoped(<DestinationPage />) },
  { path: paths.category.pattern, element: scoped(<CategoryPage />) },
  { path: paths.categoryAlias.pattern, element: scoped(<CategoryPage />) },
  { path: paths.experiences.pattern, element: scoped(<ExperiencesPage />) },
  { path: paths.adventure.pattern, element: scoped(<ExperiencesPage />) },
  { path: paths.experience.pattern, element: scoped(<ExperiencePage />) },
  { path: paths.experienceAlias.pattern, element: scoped(<ExperiencePage />) },
  { path: paths.town.pattern, element: scoped(<TownPage />) },
  { path: paths.activity.pattern, element: scoped(<ActivityPage />) },
  { path: paths.meetings.pattern, element: scoped(<MeetingsPage />) },
  { path: paths.sports.pattern, element: scoped(<SportsPage />) },
  { path: paths.outdoors.pattern, element: scoped(<OutdoorsPage />) },
  { path: paths.tips.pattern, element: scoped(<TipsPage />) },
  { path: paths.tip.pattern, element: scoped(<TipPage />) },
  { path: paths.itineraries.pattern, element: scoped(<ItinerariesPage />) },
  { path: paths.itinerary.pattern, element: scoped(<ItineraryPage />) },
  { path: '*', element: <NotFound /> },
];
