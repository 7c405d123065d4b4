import type { RouteObject } from 'react-router-dom';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { DestinationPage } from '../routes/destination-page';
import { DestinationsPage } from '../routes/destinations-page';

/** What the shell renders for the paths mf-discover owns. */
export const routes: RouteObject[] = [
  { path: paths.destinations.pattern, element: <div className="mf-discover"><DestinationsPage /></div> },
  { path: paths.destination.pattern, element: <div className="mf-discover"><DestinationPage /></div> },
  { path: '*', element: <NotFound /> },
];
