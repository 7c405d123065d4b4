import { Link } from 'react-router-dom';
import { imageSize, imageSrcSet } from '@valley/shared/media';
import type { Event } from '@valley/shared/schemas/event';
import { FavoriteButton } from '@valley/shared/ui/favorite-button';
import { paths } from '../../../config/paths';
import styles from './events-block.module.css';

const SIZES = '(min-width: 1024px) 25vw, (min-width: 600px) 33vw, (min-width: 480px) 50vw, 100vw';

/** A carousel card: image, month/day, title link, the 'Recurring Event' badge and the favorite heart. */
export function BlockEventCard({ event }: { event: Event }) {
  const recurring = event.recurrence !== null || event.id === 0;
  const size = imageSize(event.main_img) ?? { width: 400, height: 300 };
  const srcSet = imageSrcSet(event.main_img);
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        {event.main_img ? (
          <img
            src={event.main_img}
            srcSet={srcSet || undefined}
            sizes={srcSet ? SIZES : undefined}
            alt=""
            width={size.width}
            height={size.height}
            loading="lazy"
            decoding="async"
          />
        ) : null}
        <p className={styles.date}>
          <span>{event.starts_month}</span>
          <strong>{event.starts_day}</strong>
        </p>
      </div>
      <div className={styles.body}>
        {recurring ? <span className={styles.badge}>Recurring Event</span> : null}
        <h3 className={styles.title}>
          <Link to={paths.event.href(event.slug)}>{event.title}</Link>
        </h3>
        <FavoriteButton id={event.id} type="event" title={event.title} className={styles.favorite} />
      </div>
    </article>
  );
}
