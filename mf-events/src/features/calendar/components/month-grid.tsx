import { useId } from 'react';
import { dayKey, formatDay, type DayKey } from '@valley/shared/time';
import { monthWeeks, type CalendarEntry } from '../utils/calendar-days';
import { CalendarEntryButton } from './calendar-entry-button';
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

interface MonthGridProps {
  year: number;
  month: number;
  days: Map<DayKey, CalendarEntry[]>;
  today: DayKey;
  onOpen: (entry: CalendarEntry) => void;
  onPrevious: (() => void) | null;
  onNext: (() => void) | null;
}

/** A month as a Sunday-first grid; each day lists its events (a series on every day it occurs). */
export function MonthGrid({ year, month, days, today, onOpen, onPrevious, onNext }: MonthGridProps) {
  const titleId = useId();
  const prefix = `${year}-${String(month).padStart(2, '0')}`;
  return (
    <section className={styles.calendar} aria-labelledby={titleId}>
      <div className={styles.nav}>
        <button type="button" className={styles.step} onClick={onPrevious ?? undefined} disabled={!onPrevious} aria-label="Previous month">
          <span aria-hidden="true">‹</span>
        </button>
        <h2 id={titleId} className={styles.heading} aria-live="polite">
          {formatDay(dayKey(year, month, 1), 'month')}
        </h2>
        <button type="button" className={styles.step} onClick={onNext ?? undefined} disabled={!onNext} aria-label="Next month">
          <span aria-hidden="true">›</span>
        </button>
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
                        {entries.map((entry) => (
                          <li key={`${entry.event.id}-${entry.starts.getTime()}`}>
                            <CalendarEntryButton entry={entry} onOpen={onOpen} />
                          </li>
                        ))}
                      </ul>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
