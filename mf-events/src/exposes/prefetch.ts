import { matchPath } from '@valley/shared/router';
import type { RemotePrefetchModule } from '@valley/shared/federation/prefetch';
import { getAuthToken } from '@valley/shared/stores/auth';
import { paths } from '../config/paths';
import { eventInput } from '../features/event-detail/api/use-event';
import { CALENDAR_PAGE_INPUT, EVENT_CATEGORIES_INPUT, EVENTS_PAGE_INPUT } from '../lib/calls';
import { readFilters, searchBody } from '../lib/event-filters';
import { readPage } from '@valley/shared/ui/paging';

/**
 * The first-paint calls of mf-events' routes, built with its hooks' own inputs, for the shell to start while the code loads.
 * A category listing needs its category's id first, and the calendar its month's grid, so those start with their page.
 */
export const prefetch: RemotePrefetchModule['prefetch'] = ({ pathname, search }, call) => {
  if (matchPath(paths.events.pattern, pathname)) {
    call('page', EVENTS_PAGE_INPUT);
    call('eventCategories', EVENT_CATEGORIES_INPUT);
    // The listing's first page (the address's): its key is eventPageKey(body), that is apiKey('eventsSearch', { body }).
    const params = new URLSearchParams(search);
    call('eventsSearch', { body: searchBody(readFilters(params), readPage(params)) });
    return;
  }
  if (matchPath(paths.calendar.pattern, pathname)) {
    call('page', CALENDAR_PAGE_INPUT);
    return;
  }
  if (matchPath(paths.category.pattern, pathname)) return;
  const event = matchPath(paths.event.pattern, pathname);
  // Signed in, the page asks for the draft first: nothing is guessed for members.
  if (event?.params.slug && !getAuthToken()) call('eventGet', eventInput(event.params.slug));
};
