import { Link } from 'react-router-dom';
import type { Event } from '@valley/shared/schemas/event';
import { paths } from '../../../config/paths';
import styles from './event-card.module.css';

/** An events-list card: month/day, title, summary and the 'Recurring Event' badge. */
export function EventCard({ event }: { event: Event }) {
  const recurring = event.recurrence !== null || event.id === 0;
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {event.main_img ? <img src={event.main_img} alt="" width={400} height={300} loading="lazy" /> : null}
        <p className={styles.date}>
          <span>{event.starts_month}</span>
          <strong>{event.starts_day}</strong>
        </p>
      </div>
      <div className={styles.body}>
        {recurring ? <span className={styles.badge}>Recurring Event</span> : null}
        <h2 className={styles.title}>
          <Link to={paths.event.href(event.slug)}>{event.title}</Link>
        </h2>
        {event.summary ? <p className={styles.summary}>{event.summary}</p> : null}
      </div>
    </article>
  );
}
