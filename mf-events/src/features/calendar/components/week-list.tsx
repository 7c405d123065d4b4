import { useId } from 'react';
import { addDays, formatDay, type DayKey } from '@valley/shared/time';
import { entryKey, type CalendarEntry } from '../utils/calendar-days';
import { CalendarEntryButton } from './calendar-entry-button';
import { CalendarStep, type Step } from './calendar-step';
import styles from './calendar.module.css';

interface WeekListProps {
  /** The Sunday the week starts on. */
  start: DayKey;
  days: Map<DayKey, CalendarEntry[]>;
  today: DayKey;
  /** Days outside the calendar window show no events. */
  first: DayKey;
  last: DayKey;
  onOpen: (entry: CalendarEntry) => void;
  /** The neighbouring weeks, null outside the window. */
  previous: Step | null;
  next: Step | null;
}

/** The calendar on a narrow screen (public-site §2): one week as a list of days. */
export function WeekList({ start, days, today, first, last, onOpen, previous, next }: WeekListProps) {
  const titleId = useId();
  const week = Array.from({ length: 7 }, (_, index) => addDays(start, index));
  return (
    <section className={styles.calendar} aria-labelledby={titleId}>
      <div className={styles.nav}>
        <CalendarStep label="Previous week" step={previous} direction="previous" />
        <h2 id={titleId} className={styles.heading} aria-live="polite">
          Week of {formatDay(start, 'full')}
        </h2>
        <CalendarStep label="Next week" step={next} direction="next" />
      </div>
      <ol className={styles.week}>
        {week.map((day) => {
          const entries = day >= first && day <= last ? (days.get(day) ?? []) : [];
          const label = formatDay(day, 'full');
          return (
            <li key={day} className={day === today ? `${styles.weekDay} ${styles.today}` : styles.weekDay}>
              <h3 className={styles.weekDayTitle}>
                <time dateTime={day} aria-current={day === today ? 'date' : undefined}>
                  {label.replace(/, \d{4}$/, '')}
                </time>
              </h3>
              {entries.length > 0 ? (
                <ul className={styles.entries} aria-label={label}>
                  {entries.map((entry) => (
                    <li key={entryKey(entry)}>
                      <CalendarEntryButton entry={entry} onOpen={onOpen} />
                    </li>
                  ))}
                </ul>
              ) : (
                <p className={styles.none}>No events</p>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
