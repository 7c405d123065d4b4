import type { ReactNode } from 'react';
import type { RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { CalendarPage } from '../routes/calendar-page';
import { EventCategoryPage } from '../routes/event-category-page';
import { EventDetailPage } from '../routes/event-detail-page';
import { EventsPage } from '../routes/events-page';

/** Every page sits under the remote's root class, so its styles cannot leak into the shell. */
const scoped = (page: ReactNode) => <div className="mf-events">{page}</div>;

/** What the shell renders for the paths mf-events owns. */
export const routes: RouteObject[] = [
  { path: paths.events.pattern, element: scoped(<EventsPage />) },
  { path: paths.category.pattern, element: scoped(<EventCategoryPage />) },
  { path: paths.event.pattern, element: scoped(<EventDetailPage />) },
  { path: paths.calendar.pattern, element: scoped(<CalendarPage />) },
  { path: '*', element: <NotFound /> },
];
