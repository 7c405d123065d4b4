import { PlacesMap } from '@valley/shared/map';
import { ZOOM } from '@valley/shared/map/settings';
import type { Event } from '@valley/shared/schemas/event';
import { buttonClass } from '@valley/shared/ui/button';
import styles from './event-detail.module.css';

/** Where the event is: name, address, directions link and map; the text carries everything, so it reads offline or without the tile host. */
export function EventPlace({ event }: { event: Event }) {
  const lat = event.location_formatted_latitude;
  const lng = event.location_formatted_longitude;
  if (!event.address && !(lat && lng)) return null;
  const directions =
    lat && lng
      ? `https://www.google.com/maps/dir/?api=1&destination=${lat},${lng}`
      : `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(event.address ?? '')}`;
  return (
    <section className={styles.place} aria-labelledby="event-place">
      <h2 id="event-place" className={styles.subheading}>
        Location
      </h2>
      <address className={styles.address}>
        {event.destination_name ? <span>{event.destination_name}</span> : null}
        {event.address ? <span>{event.address}</span> : null}
      </address>
      <a className={buttonClass()} href={directions} target="_blank" rel="noopener noreferrer">
        Get Directions
      </a>
      {lat && lng && Number.isFinite(Number(lat)) && Number.isFinite(Number(lng)) ? (
        <PlacesMap
          className={styles.map}
          label={`Map of ${event.destination_name ?? event.title}`}
          places={[{ id: event.id, name: event.destination_name ?? event.title, lat: Number(lat), lng: Number(lng), address: event.address }]}
          center={[Number(lat), Number(lng)]}
          zoom={ZOOM.detail}
          popups
        />
      ) : null}
    </section>
  );
}
