import type { Event } from '@valley/shared/schemas/event';
import styles from './event-detail.module.css';

/**
 * Where the event is: name, address and a directions link. Stands in for the map until mf-events
 * has Leaflet; it needs no tiles, so it works offline and when the tile host is unreachable.
 */
export function EventPlace({ event }: { event: Event }) {
  const lat = event.location_formatted_latitude;
  const lng = event.location_formatted_longitude;
  if (!event.address && !(lat && lng)) return null;
  const directions = lat && lng ? `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}` : `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(event.address ?? '')}`;
  return (
    <section className={styles.place} aria-labelledby="event-place">
      <h2 id="event-place" className={styles.subheading}>
        Location
      </h2>
      <address className={styles.address}>
        {event.destination_name ? <span>{event.destination_name}</span> : null}
        {event.address ? <span>{event.address}</span> : null}
      </address>
      <a className={styles.linkButton} href={directions} target="_blank" rel="noopener noreferrer">
        Get Directions
      </a>
    </section>
  );
}
