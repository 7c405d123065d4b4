import type { ReactNode } from 'react';
import { keepOnNewQuery, type LoaderFunctionArgs, type RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { destinationLoader, itineraryLoader, tipLoader } from '../lib/loaders';
import { ActivityPage, activityLoader } from '../routes/activity-page';
import { CategoryPage, categoryLoader } from '../routes/category-page';
import { DestinationPage } from '../routes/destination-page';
import { DestinationsPage, destinationsLoader } from '../routes/destinations-page';
import { ExperiencePage, experienceLoader } from '../routes/experience-page';
import { ExperiencesPage, experiencesLoader } from '../routes/experiences-page';
import { ItinerariesPage, itinerariesLoader } from '../routes/itineraries-page';
import { ItineraryPage } from '../routes/itinerary-page';
import { MeetingsPage, meetingsLoader } from '../routes/meetings-page';
import { OutdoorsPage, outdoorsLoader } from '../routes/outdoors-page';
import { SportsPage, sportsLoader } from '../routes/sports-page';
import { TipPage } from '../routes/tip-page';
import { TipsPage, tipsLoader } from '../routes/tips-page';
import { TownPage, townLoader } from '../routes/town-page';

/** Every page sits under the remote's root class, so its styles cannot leak into the shell. */
const scoped = (page: ReactNode) => <div className="mf-discover">{page}</div>;

/** A page that lists: its filters, sort and view are its query, which its lists ask for; the loader runs for a new path (or Retry). */
const listing = (id: string, path: string, loader: (args: LoaderFunctionArgs) => Promise<unknown>, page: ReactNode): RouteObject => ({
  id: `mf_discover/${id}`,
  path,
  loader,
  shouldRevalidate: keepOnNewQuery,
  element: scoped(page),
});

/** A record's page: also its route's error element, so after its loader's 404 the owner's draft still shows (decision 140). */
const record = (id: string, path: string, loader: (args: LoaderFunctionArgs) => Promise<unknown>, page: ReactNode): RouteObject => ({
  id: `mf_discover/${id}`,
  path,
  loader,
  element: scoped(page),
  errorElement: scoped(page),
});

/**
 * What the shell renders for the paths mf-discover owns (public-site §2): data routes (decision 140), whose ids are the same in the
 * server's tree and the browser's. The catch-all is for a shell that renders them below its own `*`, which never sends a path outside
 * the route table.
 */
export const routes: RouteObject[] = [
  listing('destinations', paths.destinations.pattern, destinationsLoader, <DestinationsPage />),
  record('destination', paths.destination.pattern, destinationLoader, <DestinationPage />),
  listing('category', paths.category.pattern, categoryLoader, <CategoryPage />),
  listing('categoryAlias', paths.categoryAlias.pattern, categoryLoader, <CategoryPage />),
  listing('experiences', paths.experiences.pattern, experiencesLoader, <ExperiencesPage />),
  listing('adventure', paths.adventure.pattern, experiencesLoader, <ExperiencesPage />),
  listing('experience', paths.experience.pattern, experienceLoader, <ExperiencePage />),
  listing('experienceAlias', paths.experienceAlias.pattern, experienceLoader, <ExperiencePage />),
  listing('town', paths.town.pattern, townLoader, <TownPage />),
  listing('activity', paths.activity.pattern, activityLoader, <ActivityPage />),
  listing('meetings', paths.meetings.pattern, meetingsLoader, <MeetingsPage />),
  listing('sports', paths.sports.pattern, sportsLoader, <SportsPage />),
  listing('outdoors', paths.outdoors.pattern, outdoorsLoader, <OutdoorsPage />),
  listing('tips', paths.tips.pattern, tipsLoader, <TipsPage />),
  record('tip', paths.tip.pattern, tipLoader, <TipPage />),
  listing('itineraries', paths.itineraries.pattern, itinerariesLoader, <ItinerariesPage />),
  record('itinerary', paths.itinerary.pattern, itineraryLoader, <ItineraryPage />),
  { path: '*', element: <NotFound /> },
];
