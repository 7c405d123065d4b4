import { formatTime } from '@valley/shared/time';
import type { CalendarEntry } from '../utils/calendar-days';
import styles from './calendar.module.css';

/** One event on a calendar day; opens the event drawer. */
export function CalendarEntryButton({ entry, onOpen }: { entry: CalendarEntry; onOpen: (entry: CalendarEntry) => void }) {
  return (
    <button type="button" className={styles.entry} aria-haspopup="dialog" onClick={() => onOpen(entry)}>
      {entry.isFirstDay ? <span className={styles.time}>{formatTime(entry.starts)}</span> : null} {entry.event.title}
    </button>
  );
}
