import { useMemo, useState } from 'react';
import { useHistoryDetail, useQueryState } from '@valley/shared/ui/in-page-navigation';
import { EventDrawer } from '../../../components/event-drawer';
import { addDays, dayKey, dayKeyOf } from '@valley/shared/time';
import { useMediaQuery } from '../../../lib/use-media-query';
import { useCalendarEvents } from '../api/use-calendar-events';
import { calendarWindow } from '../../../lib/calls';
import { entryKey, shiftMonth, type CalendarEntry } from '../utils/calendar-days';
import { calendarHref, calendarPlace, calendarQuery, type CalendarQuery } from '../utils/calendar-query';
import { MonthGrid } from './month-grid';
import { WeekList } from './week-list';
import type { Step } from './calendar-step';
import styles from './calendar.module.css';
import { Button } from '@valley/shared/ui/button';
import { usePageInstant } from '@valley/shared/ui/hydrated';

/** Narrower than 900 px the month grid becomes a week list (public-site §2, §9). */
export const NARROW_CALENDAR_QUERY = '(max-width: 899.98px)';

/** The calendar of /calendar: 7 days back to 180 ahead, by month (by week on a narrow screen); an event opens the drawer at that occurrence. */
export function Calendar({ now }: { now?: Date }) {
  const pageInstant = usePageInstant();
  const [today] = useState(() => dayKeyOf(now ?? pageInstant));
  const { first, last } = calendarWindow(today);
  const { days, error, isLoading, retry } = useCalendarEvents(first, last);
  const narrow = useMediaQuery(NARROW_CALENDAR_QUERY);
  // The month and week are in the address: a reload, a shared link and the server's render show the same one; Back steps back (decision 082).
  const [query, setQuery] = useQueryState(calendarQuery);
  const { month, week } = calendarPlace(query, today, first, last);
  const stepTo = (place: CalendarQuery): Step => ({ href: calendarHref(place), go: () => setQuery(place) });
  // The drawer is a history entry: Back closes it rather than leaving the page (decision 082).
  const detail = useHistoryDetail('calendarEntry');
  const opened = useMemo(
    () => (detail.id === null ? null : ([...days.values()].flat().find((entry) => entryKey(entry) === detail.id) ?? null)),
    [days, detail.id],
  );
  const open = (entry: CalendarEntry) => detail.open(entryKey(entry));

  if (isLoading) {
    return (
      <p className={styles.loading} role="status" aria-busy="true">
        Loading the calendar…
      </p>
    );
  }
  if (error) {
    return (
      <div className={styles.loading}>
        <p>The calendar could not be loaded.</p>
        <Button onClick={retry}>Try Again</Button>
      </div>
    );
  }

  // Steps stop at the window: a month or week is offered only while part of it is inside.
  const previousMonth = shiftMonth(month, -1);
  const nextMonth = shiftMonth(month, 1);
  const canPreviousMonth = addDays(dayKey(month.year, month.month, 1), -1) >= first;
  const canNextMonth = dayKey(nextMonth.year, nextMonth.month, 1) <= last;

  return (
    <div className={styles.wrapper}>
      {narrow ? (
        <WeekList
          start={week}
          days={days}
          today={today}
          first={first}
          last={last}
          onOpen={open}
          previous={addDays(week, -1) >= first ? stepTo({ month: null, week: addDays(week, -7) }) : null}
          next={addDays(week, 7) <= last ? stepTo({ month: null, week: addDays(week, 7) }) : null}
        />
      ) : (
        <MonthGrid
          year={month.year}
          month={month.month}
          days={days}
          today={today}
          onOpen={open}
          previous={canPreviousMonth ? stepTo({ month: previousMonth, week: null }) : null}
          next={canNextMonth ? stepTo({ month: nextMonth, week: null }) : null}
        />
      )}
      <EventDrawer event={opened?.event ?? null} occurrence={opened} onClose={detail.close} />
    </div>
  );
}
