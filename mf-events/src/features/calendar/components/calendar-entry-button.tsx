import { formatTime } from '@valley/shared/time';
import { DrawerLink } from '@valley/shared/ui/drawer-link';
import { paths } from '../../../config/paths';
import type { CalendarEntry } from '../utils/calendar-days';
import styles from './calendar.module.css';

/** One event on a calendar day: a link to the event's page, which opens the drawer at this occurrence once the page is live. */
export function CalendarEntryButton({ entry, onOpen }: { entry: CalendarEntry; onOpen: (entry: CalendarEntry) => void }) {
  return (
    <DrawerLink href={paths.event.href(entry.event.slug)} className={styles.entry} aria-haspopup="dialog" onOpen={() => onOpen(entry)}>
      {entry.isFirstDay ? <span className={styles.time}>{formatTime(entry.starts)}</span> : null} {entry.event.title}
    </DrawerLink>
  );
}
