import { useState } from 'react';
import { Link } from '@valley/shared/router';
import { describeRecurrence } from '@valley/shared/recurrence';
import type { Event } from '@valley/shared/schemas/event';
import { FavoriteButton } from '@valley/shared/ui/favorite-button';
import { RichText } from '@valley/shared/ui/rich-text';
import { AddToCalendar } from '../../../components/add-to-calendar';
import { paths } from '../../../config/paths';
import { formatOccurrence } from '../../../lib/dates';
import { isRecurring } from '../../../lib/is-recurring';
import { nextDates } from '../../../lib/recurring';
import { opensWith } from '@valley/shared/text';
import { useDefaultEventImage } from '../../../lib/use-default-event-image';
import { RecurringBadge } from '../../../components/recurring-badge';
import { EventPlace } from './event-place';
import { buttonClass } from '@valley/shared/ui/button';
import buttons from '../../../components/button-row.module.css';
import styles from './event-detail.module.css';
import { EventHead } from './event-head';
import { useListingInsights } from '@valley/shared/insights/listing';
import { usePageInstant } from '@valley/shared/ui/hydrated';
import { PhoneLink } from '@valley/shared/ui/phone-link';
import { MediaImage } from '@valley/shared/ui/media-image';

/** /events/{slug}: header image, title, image, destination, dates and rule, links, favorite, place, 'Back to All Events'. */
export function EventDetail({ event, now: givenNow }: { event: Event; now?: Date }) {
  // Calls, directions and calendar files are counted by their shape; the website is the event's own.
  useListingInsights('view', { listing: 'event', id: event.id, links: { website: [event.website] } });
  const pageInstant = usePageInstant();
  const [now] = useState(() => givenNow ?? pageInstant);
  const fallback = useDefaultEventImage();
  const image = event.main_img ?? fallback;
  const recurring = isRecurring(event);
  const rule = describeRecurrence(event);
  // The API answers with the next occurrence of a series, or its first dates once it is over.
  const next = nextDates(event, now);
  const shown = next ?? { starts: new Date(event.starts), ends: new Date(event.ends) };

  return (
    <article className={styles.page}>
      <EventHead event={event} />
      {event.header_img ? <MediaImage className={styles.header} src={event.header_img} sizes="100vw" alt="" fetchPriority="high" /> : null}
      <div className={styles.body}>
        <p className={styles.back}>
          <Link to={paths.events.href()}>Back to All Events</Link>
        </p>
        <div className={styles.intro}>
          <div>
            <RecurringBadge event={event} className={styles.badge} />
            <h1 className={styles.title}>{event.title}</h1>
            {event.destination_slug && event.destination_name ? (
              <p className={styles.destination}>
                <Link to={`/d/${event.destination_slug}`}>{event.destination_name}</Link>
              </p>
            ) : null}
          </div>
          <FavoriteButton id={event.id} type="event" title={event.title} />
        </div>

        <div className={styles.columns}>
          <div>
            {image ? <MediaImage className={styles.main} src={image} sizes="(min-width: 900px) 60vw, 100vw" alt={event.title} /> : null}
            {event.summary && !opensWith(event.content, event.summary) ? <p className={styles.summary}>{event.summary}</p> : null}
            <RichText className={styles.content} html={event.content} />
          </div>

          <aside className={styles.aside} aria-label="Event details">
            <section aria-labelledby="event-dates">
              <h2 id="event-dates" className={styles.subheading}>
                {recurring && next ? 'Next Date' : 'Dates'}
              </h2>
              <p className={styles.when}>{formatOccurrence(shown.starts, shown.ends)}</p>
              {rule ? <p className={styles.rule}>{rule}</p> : null}
              {recurring && !next ? <p className={styles.over}>This event has no more dates.</p> : null}
              {!recurring && !next ? <p className={styles.over}>This event has ended.</p> : null}
            </section>
            {event.website || event.phone ? (
              <ul className={buttons.row} aria-label="Links">
                {event.website ? (
                  <li>
                    <a className={buttonClass()} href={event.website} target="_blank" rel="noopener noreferrer">
                      Event Website
                    </a>
                  </li>
                ) : null}
                {event.phone ? (
                  <li>
                    <PhoneLink className={buttonClass()} phone={event.phone}>
                      Call {event.phone}
                    </PhoneLink>
                  </li>
                ) : null}
              </ul>
            ) : null}
            {next ? <AddToCalendar event={event} /> : null}
            <EventPlace event={event} />
          </aside>
        </div>
      </div>
    </article>
  );
}
