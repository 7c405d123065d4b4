import { lazy, Suspense } from 'react';
import { ErrorBoundary } from '@valley/shared/ui/error-boundary';
import type { PlacesMapProps } from './map-place';
import { useWhenIdle } from './use-when-idle';
import styles from './places-map.module.css';

// If Leaflet fails to load or render, the page's own list and address still carry everything.
const LeafletPlacesMap = lazy(() => import('./places-map'));

/** A places map that loads Leaflet only when a page shows it, once the page has painted, keeping its space meanwhile. */
export function PlacesMap(props: PlacesMapProps & { className?: string }) {
  const { className, ...mapProps } = props;
  const idle = useWhenIdle();
  const placeholder = <div className={styles.map} aria-hidden="true" />;
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <ErrorBoundary where="places map" fallback={<p className={styles.fallback}>The map could not be shown.</p>}>
        {idle ? (
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
