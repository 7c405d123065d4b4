import type { RouteObject } from 'react-router-dom';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { EventsPage } from '../routes/events-page';

/** What the shell renders for the paths mf-events owns. */
export const routes: RouteObject[] = [
  { path: paths.events.pattern, element: <div className="mf-events"><EventsPage /></div> },
  { path: '*', element: <NotFound /> },
];
