import { handToSwr } from '@valley/shared/api/swr';
import { loadBlockData, loaderApi, loaderInstant, loaderPart, useLoaderData, type LoaderFunctionArgs } from '@valley/shared/router';
import type { Page } from '@valley/shared/schemas/page';
import { dayKeyOf } from '@valley/shared/time';
import { CmsPageFrame } from '../components/cms-page-frame';
import { Calendar } from '../features/calendar/components/calendar';
import { CALENDAR_PAGE_INPUT, calendarEventsInput, calendarWindow } from '../lib/calls';

/** The calendar route's loader data: its CMS page, null when the API did not give it. */
export interface CalendarData {
  page: Page | null;
}

/**
 * The calendar route's loader (decision 140): the CMS page, and the window's one search around the page's today, which the calendar
 * reads through swr (its Retry) and is handed over. A month or week in the query is the calendar's business (`keepOnNewQuery`).
 */
export async function calendarLoader({ context }: LoaderFunctionArgs): Promise<CalendarData> {
  const api = loaderApi(context);
  const window = calendarEventsInput(calendarWindow(dayKeyOf(loaderInstant(context))));
  handToSwr(context, 'eventsSearch', window, api.call('eventsSearch', window));
  const page = await loaderPart(api.call('page', CALENDAR_PAGE_INPUT));
  await loadBlockData(context, page?.fields.content_blocks);
  return { page };
}

/** /calendar: the calendar page of the content system (header, blocks) around the events calendar. */
export function CalendarPage() {
  const { page } = useLoaderData() as CalendarData;
  return (
    <CmsPageFrame page={page} name="Calendar">
      {(blocks) => (
        <>
          <Calendar />
          {blocks}
        </>
      )}
    </CmsPageFrame>
  );
}
