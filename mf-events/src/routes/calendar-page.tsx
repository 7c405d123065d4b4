import { CmsPageFrame } from '../components/cms-page-frame';
import { Calendar } from '../features/calendar/components/calendar';
import { CALENDAR_PAGE_INPUT } from '../lib/calls';

/** /calendar: the calendar page of the content system (header, blocks) around the events calendar. */
export function CalendarPage() {
  return (
    <CmsPageFrame input={CALENDAR_PAGE_INPUT} name="Calendar">
      {(blocks) => (
        <>
          <Calendar />
          {blocks}
        </>
      )}
    </CmsPageFrame>
  );
}
