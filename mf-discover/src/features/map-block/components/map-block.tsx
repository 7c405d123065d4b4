import { lazy, Suspense, useId, useMemo } from 'react';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import { useWhenIdle } from '@valley/shared/map/when-idle';
import { ErrorBoundary } from '@valley/shared/ui/error-boundary';
import { parseMapBlockEntry } from '../api/block-entry';
import { useMapDestinations } from '../api/use-map-destinations';
import { PlaceDetails } from './place-details';
import styles from './map-block.module.css';

// If Leaflet fails to load or render, the place list below still carries every link.
const LeafletMap = lazy(() => import('./leaflet-map'));

/** Home/page `map` block: destination and town markers, and the same places as a list for keyboards and screen readers. */
export function MapBlock({ block }: ContentBlockProps) {
  const parsed = useMemo(() => parseMapBlockEntry(block.entry), [block.entry]);
  const titleId = `map-block-${useId().replaceAll(':', '')}`;
  const title = block.title ?? 'Explore the Map';
  // Leaflet, and every destination's marker, wait until the page has painted: they must not compete with the largest paint.
  const idle = useWhenIdle();
  const destinations = useMapDestinations(parsed, idle);
  const entry = useMemo(() => ({ ...parsed, destinations }), [parsed, destinations]);
  const hasPlaces = entry.destinations.length + entry.towns.length > 0;

  return (
    <section className={`mf-discover ${styles.block}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {title}
      </h2>
      <ErrorBoundary where="mf-discover: map block" fallback={<p className={styles.fallback}>The map could not be shown; the places are listed below.</p>}>
        {idle ? (
          <Suspense fallback={<div className={styles.map} aria-hidden="true" />}>
            <LeafletMap entry={entry} label={`Map: ${title}`} />
          </Suspense>
        ) : (
          <div className={styles.map} aria-hidden="true" />
        )}
      </ErrorBoundary>
      <p className={styles.legend} aria-hidden="true">
        <span className={`${styles.marker} ${styles.destinationMarker}`} /> Destinations
        <span className={`${styles.marker} ${styles.townMarker}`} /> Towns
      </p>
      {hasPlaces ? (
        <details className={styles.places}>
          <summary>Places on this map</summary>
          {entry.destinations.length > 0 ? (
            <>
              <h3 className={styles.placesHeading}>Destinations</h3>
              <ul className={styles.placeList} aria-label="Destinations on this map">
                {entry.destinations.map((place) => (
                  <li key={place.slug}>
                    <PlaceDetails place={place} kind="destination" />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
          {entry.towns.length > 0 ? (
            <>
              <h3 className={styles.placesHeading}>Towns</h3>
              <ul className={styles.placeList} aria-label="Towns on this map">
                {entry.towns.map((place) => (
                  <li key={place.slug}>
                    <PlaceDetails place={place} kind="town" />
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </details>
      ) : null}
    </section>
  );
}
