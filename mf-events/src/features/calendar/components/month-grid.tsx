import { useId, useState } from 'react';
import { dayKey, formatDay, type DayKey } from '@valley/shared/time';
import { DrawerLink } from '@valley/shared/ui/drawer-link';
import { Modal } from '@valley/shared/ui/modal';
import { paths } from '../../../config/paths';
import { DEFAULT_FILTERS, eventFiltersQuery } from '../../../lib/event-filters';
import { entryKey, monthWeeks, type CalendarEntry } from '../utils/calendar-days';
import { CalendarEntryButton } from './calendar-entry-button';
import { CalendarStep, type Step } from './calendar-step';
import styles from './calendar.module.css';

const WEEKDAYS = [
  ['Sun', 'Sunday'],
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
] as const;

/** Entries a day cell shows in full; the rest are behind '+N more', so no entry is ever cut off (issue 26). */
export const ENTRIES_PER_CELL = 3;

interface MonthGridProps {
  year: number;
  month: number;
  days: Map<DayKey, CalendarEntry[]>;
  today: DayKey;
  onOpen: (entry: CalendarEntry) => void;
  /** The neighbouring months, null outside the window. */
  previous: Step | null;
  next: Step | null;
}

/** A month as a Sunday-first grid; each day lists its events (a series on every day it occurs). */
export function MonthGrid({ year, month, days, today, onOpen, previous, next }: MonthGridProps) {
  const titleId = useId();
  const dayTitleId = useId();
  const [moreOf, setMoreOf] = useState<DayKey | null>(null);
  const moreEntries = moreOf ? (days.get(moreOf) ?? []) : [];
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return (
    <section className={styles.calendar} aria-labelledby={titleId}>
      <div className={styles.nav}>
        <CalendarStep label="Previous month" step={previous} direction="previous" />
        <h2 id={titleId} className={styles.heading} aria-live="polite">
          {formatDay(dayKey(year, month, 1), 'month')}
        </h2>
        <CalendarStep label="Next month" step={next} direction="next" />
      </div>
      <table className={styles.grid} aria-labelledby={titleId}>
        <thead>
          <tr>
            {WEEKDAYS.map(([short, long]) => (
              <th key={short} scope="col" abbr={long}>
                {short}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {monthWeeks(year, month).map((week) => (
            <tr key={week[0]}>
              {week.map((day) => {
                const inMonth = day.startsWith(prefix);
                const entries = inMonth ? (days.get(day) ?? []) : [];
                return (
                  <td key={day} className={[styles.day, !inMonth && styles.outside, day === today && styles.today].filter(Boolean).join(' ')}>
                    <time className={styles.dayNumber} dateTime={day} aria-current={day === today ? 'date' : undefined}>
                      {Number(day.slice(8, 10))}
                    </time>
                    {entries.length > 0 ? (
                      <ul className={styles.entries} aria-label={formatDay(day, 'full')}>
                        {entries.slice(0, ENTRIES_PER_CELL).map((entry) => (
                          <li key={entryKey(entry)}>
                            <CalendarEntryButton entry={entry} onOpen={onOpen} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    {entries.length > ENTRIES_PER_CELL ? (
                      // Without JavaScript, the events listing of that one day.
                      <DrawerLink
                        href={`${paths.events.href()}?${eventFiltersQuery.write({ ...DEFAULT_FILTERS, from: day, to: day }).toString()}`}
                        className={styles.more}
                        aria-haspopup="dialog"
                        aria-label={`${entries.length - ENTRIES_PER_CELL} more events on ${formatDay(day, 'full')}`}
                        onOpen={() => setMoreOf(day)}
                      >
                        +{entries.length - ENTRIES_PER_CELL} more
                      </DrawerLink>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
      <Modal open={moreOf !== null} onClose={() => setMoreOf(null)} labelledBy={dayTitleId} className="mf-events">
        <div className={styles.dayDialogHeader}>
          <h3 id={dayTitleId} className={styles.weekDayTitle}>
            {moreOf ? formatDay(moreOf, 'full') : ''}
          </h3>
          <button type="button" className={styles.step} onClick={() => setMoreOf(null)} aria-label="Close">
            <span aria-hidden="true">×</span>
          </button>
        </div>
        <ul className={styles.entries} aria-label={`Events on ${moreOf ? formatDay(moreOf, 'full') : ''}`}>
          {moreEntries.map((entry) => (
            <li key={entryKey(entry)}>
              <CalendarEntryButton
                entry={entry}
                onOpen={(picked) => {
                  setMoreOf(null);
                  onOpen(picked);
                }}
              />
            </li>
          ))}
        </ul>
      </Modal>
    </section>
  );
}
