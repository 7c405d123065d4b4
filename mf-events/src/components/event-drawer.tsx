import { Link } from '@valley/shared/router';
import { describeRecurrence } from '@valley/shared/recurrence';
import type { Event } from '@valley/shared/schemas/event';
import { Drawer } from '@valley/shared/ui/drawer';
import { FavoriteButton } from '@valley/shared/ui/favorite-button';
import { RichText } from '@valley/shared/ui/rich-text';
import { paths } from '../config/paths';
import { formatOccurrence } from '../lib/dates';
import { opensWith } from '@valley/shared/text';
import { useDefaultEventImage } from '../lib/use-default-event-image';
import { AddToCalendar } from './add-to-calendar';
import styles from './event-drawer.module.css';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { PhoneLink } from '@valley/shared/ui/phone-link';
import { MediaImage } from '@valley/shared/ui/media-image';

export interface EventDrawerProps {
  /** The event shown; null keeps the drawer closed. */
  event: Event | null;
  /** The occurrence picked on the calendar; otherwise the event's own (next) dates. */
  occurrence?: { starts: Date; ends: Date } | null;
  onClose: () => void;
}

/** The right-hand event drawer of the listings and the calendar: title, image, dates, summary, content, address, phone, 'More Information'. */
export function EventDrawer({ event, occurrence, onClose }: EventDrawerProps) {
  const fallback = useDefaultEventImage();
  if (!event) return null;
  const image = event.main_img ?? fallback;
  const dates = occurrence ?? { starts: new Date(event.starts), ends: new Date(event.ends) };
  const rule = describeRecurrence(event);
  return (
    <Drawer
      open
      onClose={onClose}
      title={event.title}
      side="right"
      closeLabel="Close event details"
      className="mf-events"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Link className={buttonClass()} to={paths.event.href(event.slug)}>
            More Information
          </Link>
        </>
      }
    >
      {image ? <MediaImage className={styles.image} src={image} srcSetWidths={[320, 480, 640]} sizes="(min-width: 600px) 480px, 100vw" alt="" /> : null}
      <p className={styles.dates}>{formatOccurrence(dates.starts, dates.ends)}</p>
      {rule ? <p className={styles.rule}>{rule}</p> : null}
      {event.summary && !opensWith(event.content, event.summary) ? <p className={styles.summary}>{event.summary}</p> : null}
      <RichText className={styles.content} html={event.content} />
      {event.address || event.phone ? (
        <address className={styles.contact}>
          {event.destination_name ? <span>{event.destination_name}</span> : null}
          {event.address ? <span>{event.address}</span> : null}
          {event.phone ? <PhoneLink phone={event.phone} /> : null}
        </address>
      ) : null}
      <div className={styles.actions}>
        <AddToCalendar event={event} occurrence={occurrence ?? undefined} />
        <FavoriteButton id={event.id} type="event" title={event.title} />
      </div>
    </Drawer>
  );
}
