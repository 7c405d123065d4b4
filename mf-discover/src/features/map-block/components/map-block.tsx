import { useMemo } from 'react';
import { useNavigate } from '@valley/shared/router';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import { PlacesMap } from '@valley/shared/map';
import type { MapPlace } from '@valley/shared/map/place';
import { useWhenIdle } from '@valley/shared/map/when-idle';
import { cityLine } from '@valley/shared/address';
import { paths } from '../../../config/paths';
import { parseMapBlockEntry, type MapMarker } from '../api/block-entry';
import { useMapDestinations } from '../api/use-map-destinations';
import { PlaceList } from './place-details';
import styles from './map-block.module.css';
import { BlockFrame } from '@valley/shared/ui/block-frame';

const toPlace = (marker: MapMarker, id: number, kind: 'place' | 'town'): MapPlace => ({
  id,
  name: marker.name,
  lat: marker.lat,
  lng: marker.lng,
  address: marker.address,
  cityLine: kind === 'place' ? cityLine(marker) || null : null,
  phone: kind === 'place' ? marker.phone : null,
  href: kind === 'place' ? paths.destination.href(marker.slug) : paths.town.href(marker.slug),
  kind,
});

/**
 * Home/page `map` block: the shared places map, destinations clustered as on the listing maps and towns above them, and the same places
 * as a list for keyboards and screen readers.
 */
export function MapBlock({ block }: ContentBlockProps) {
  const entry = useMemo(() => parseMapBlockEntry(block.entry), [block.entry]);
  const title = block.title ?? 'Explore the Map';
  const navigate = useNavigate();
  // Every destination's marker waits until the page has painted, as the map does: it must not compete with the largest paint.
  const idle = useWhenIdle();
  const destinations = useMapDestinations(entry, idle);
  const places = useMemo(
    () => [
      ...destinations.map((marker, index) => toPlace(marker, index, 'place')),
      ...entry.towns.map((marker, index) => toPlace(marker, destinations.length + index, 'town')),
    ],
    [destinations, entry.towns],
  );
  const hasPlaces = places.length > 0;

  return (
    <BlockFrame scope="mf-discover" title={title}>
      <PlacesMap
        className={styles.map}
        label={`Map: ${title}`}
        places={places}
        center={[entry.latitude, entry.longitude]}
        zoom={entry.zoom}
        cluster
        popups
        onNavigate={navigate}
      />
      <p className={styles.legend} aria-hidden="true">
        <span className={`${styles.marker} ${styles.destinationMarker}`} /> Destinations
        <span className={`${styles.marker} ${styles.townMarker}`} /> Towns
      </p>
      {hasPlaces ? (
        <details className={styles.places}>
          <summary>Places on this map</summary>
          <PlaceList heading="Destinations" places={destinations} kind="destination" />
          <PlaceList heading="Towns" places={entry.towns} kind="town" />
        </details>
      ) : null}
    </BlockFrame>
  );
}
