import type { Event } from '@valley/shared/schemas/event';
import { isRecurring } from '../lib/is-recurring';
import styles from './recurring-badge.module.css';

/** 'Recurring Event' over an event that repeats, on its card and on its page; `className` places it. */
export function RecurringBadge({ event, className }: { event: Pick<Event, 'id' | 'recurrence'>; className?: string }) {
  return isRecurring(event) ? <span className={[styles.badge, className].filter(Boolean).join(' ')}>Recurring Event</span> : null;
}
