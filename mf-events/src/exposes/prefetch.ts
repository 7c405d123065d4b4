import { matchPath } from '@valley/shared/router';
import type { RemotePrefetchModule } from '@valley/shared/federation/prefetch';
import { paths } from '../config/paths';
import { CALENDAR_PAGE_INPUT, EVENT_CATEGORIES_INPUT, EVENTS_PAGE_INPUT, calendarEventsInput, calendarWindow } from '../lib/calls';
import { dayKeyOf } from '@valley/shared/time';
import { readFilters, searchBody } from '../lib/event-filters';
import { readPage } from '@valley/shared/ui/paging';

/**
 * The first-paint calls of mf-events' listings, built with their hooks' own inputs, for the shell to start while the code loads.
 */
export const prefetch: RemotePrefetchModule['prefetch'] = ({ pathname, search, at = new Date() }, call) => {
  if (matchPath(paths.events.pattern, pathname)) {
    call('page', EVENTS_PAGE_INPUT);
    call('eventCategories', EVENT_CATEGORIES_INPUT);
    // The listing's first page (the address's): its key is eventPageKey(body), that is apiKey('eventsSearch', { body }).
    const params = new URLSearchParams(search);
    call('eventsSearch', { body: searchBody(readFilters(params), readPage(params), at) });
    return;
  }
  if (matchPath(paths.calendar.pattern, pathname)) {
    call('page', CALENDAR_PAGE_INPUT);
    // The window around the valley's today, as the calendar reads it when it renders (the render server's instant, usePageInstant).
    call('eventsSearch', calendarEventsInput(calendarWindow(dayKeyOf(at))));
  }
  // A category listing needs its category's id first, so that starts with its page; an event's call is its route's loader (decision 140).
};
