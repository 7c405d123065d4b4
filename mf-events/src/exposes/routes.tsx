import type { ReactNode } from 'react';
import { keepOnNewQuery, type RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { CalendarPage, calendarLoader } from '../routes/calendar-page';
import { EventCategoryPage, categoryLoader } from '../routes/event-category-page';
import { EventDetailPage } from '../routes/event-detail-page';
import { eventLoader } from '../features/event-detail/api/use-event';
import { EventsPage, eventsLoader } from '../routes/events-page';

/** Every page sits under the remote's root class, so its styles cannot leak into the shell. */
const scoped = (page: ReactNode) => <div className="mf-events">{page}</div>;

/**
 * What the shell renders for the paths mf-events owns: data routes (decision 140), whose ids are the same in the server's tree and the
 * browser's. The catch-all is for a shell that renders them below its own `*`, which never sends a path outside the route table.
 */
export const routes: RouteObject[] = [
  { id: 'mf_events/events', path: paths.events.pattern, loader: eventsLoader, shouldRevalidate: keepOnNewQuery, element: scoped(<EventsPage />) },
  {
    id: 'mf_events/category',
    path: paths.category.pattern,
    loader: categoryLoader,
    shouldRevalidate: keepOnNewQuery,
    element: scoped(<EventCategoryPage />),
  },
  { id: 'mf_events/event', path: paths.event.pattern, loader: eventLoader, element: scoped(<EventDetailPage />), errorElement: scoped(<EventDetailPage />) },
  { id: 'mf_events/calendar', path: paths.calendar.pattern, loader: calendarLoader, shouldRevalidate: keepOnNewQuery, element: scoped(<CalendarPage />) },
  { path: '*', element: <NotFound /> },
];
