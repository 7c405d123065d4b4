import { Link } from '@valley/shared/router';
import type { Event } from '@valley/shared/schemas/event';
import { FavoriteButton } from '@valley/shared/ui/favorite-button';
import { cardClass } from '@valley/shared/ui/card';
import { paths } from '../config/paths';
import { RecurringBadge } from './recurring-badge';
import { useDefaultEventImage } from '../lib/use-default-event-image';
import styles from './event-card.module.css';
import { DrawerLink } from '@valley/shared/ui/drawer-link';
import { MediaImage } from '@valley/shared/ui/media-image';

export interface EventCardProps {
  event: Event;
  /** Opens the event in a drawer (listings); without it the title links to the event page (blocks). */
  onOpen?: (event: Event) => void;
  layout?: 'grid' | 'list';
  headingLevel?: 2 | 3;
  /** `sizes` for the image's srcset: how wide the card is at each breakpoint. */
  sizes?: string;
}

const GRID_SIZES = '(min-width: 1300px) 16vw, (min-width: 900px) 25vw, 100vw';

/** An event card: image with month/day, the 'Recurring Event' badge, title, summary and the favorite heart. */
export function EventCard({ event, onOpen, layout = 'grid', headingLevel = 2, sizes = GRID_SIZES }: EventCardProps) {
  const fallback = useDefaultEventImage();
  const image = event.main_img ?? fallback;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={cardClass(`${styles.card} ${layout === 'list' ? styles.list : ''}`)}>
      <div className={styles.media}>
        {image ? <MediaImage src={image} sizes={sizes} alt="" loading="lazy" decoding="async" fallbackSize={{ width: 400, height: 300 }} /> : null}
        <p className={styles.date}>
          <span>{event.starts_month}</span>
          <strong>{event.starts_day}</strong>
        </p>
      </div>
      <div className={styles.body}>
        <RecurringBadge event={event} />
        <Heading className={styles.title}>
          {onOpen ? (
            <DrawerLink href={paths.event.href(event.slug)} className={styles.open} aria-haspopup="dialog" onOpen={() => onOpen(event)}>
              {event.title}
            </DrawerLink>
          ) : (
            <Link to={paths.event.href(event.slug)}>{event.title}</Link>
          )}
        </Heading>
        {event.summary ? <p className={styles.summary}>{event.summary}</p> : null}
        <FavoriteButton id={event.id} type="event" title={event.title} className={styles.favorite} />
      </div>
    </article>
  );
}
