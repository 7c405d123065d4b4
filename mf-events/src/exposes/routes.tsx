import type { RouteObject } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { paths } from '../config/paths';
import { CalendarPage } from '../routes/calendar-page';
import { EventCategoryPage } from '../routes/event-category-page';
import { EventDetailPage } from '../routes/event-detail-page';
import { EventsPage } from '../routes/events-page';

/** What the shell renders for the paths mf-events owns; the root of each is scoped under `.mf-events`. */
export const routes: RouteObject[] = [
  {
    path: paths.events.pattern,
    element: (
      <div className="mf-events">
        <EventsPage />
      </div>
    ),
  },
  {
    path: paths.category.pattern,
    element: (
      <div className="mf-events">
        <EventCategoryPage />
      </div>
    ),
  },
  {
    path: paths.event.pattern,
    element: (
      <div className="mf-events">
        <EventDetailPage />
      </div>
    ),
  },
  {
    path: paths.calendar.pattern,
    element: (
      <div className="mf-events">
        <CalendarPage />
      </div>
    ),
  },
  { path: '*', element: <NotFound /> },
];
