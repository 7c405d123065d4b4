import { lazy, Suspense, useRef } from 'react';
import { useNearViewport } from '@valley/shared/near-viewport';
import { ErrorBoundary } from '@valley/shared/ui/error-boundary';
import type { PlacesMapProps } from './map-place';
import { useWhenIdle } from './use-when-idle';
import styles from './places-map.module.css';

// If Leaflet fails to load or render, the page's own list and address still carry everything.
const LeafletPlacesMap = lazy(() => import('./places-map'));

/**
 * A places map that loads Leaflet only when the page shows it within a screen of the viewport, once the page has painted, keeping its
 * space meanwhile: a phone does not fetch and start a map far down a page it may never scroll to (decision 057).
 */
export function PlacesMap(props: PlacesMapProps & { className?: string }) {
  const { className, ...mapProps } = props;
  const frame = useRef<HTMLDivElement>(null);
  const near = useNearViewport(frame, false);
  const idle = useWhenIdle();
  const placeholder = <div className={styles.map} aria-hidden="true" />;
  return (
    // The region is there before Leaflet, so a reader (or a journey) finds the map where it will be.
    <div ref={frame} className={className ? `${styles.frame} ${className}` : styles.frame} role="region" aria-label={mapProps.label}>
      <ErrorBoundary where="places map" fallback={<p className={styles.fallback}>The map could not be shown.</p>}>
        {near && idle ? (
          <Suspense fallback={placeholder}>
            <LeafletPlacesMap {...mapProps} />
          </Suspense>
        ) : (
          placeholder
        )}
      </ErrorBoundary>
    </div>
  );
}
