import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { PlacesMapProps } from './map-place';
import { useWhenIdle } from './use-when-idle';
import styles from './places-map.module.css';

const LeafletPlacesMap = lazy(() => import('./places-map'));

/** If Leaflet fails to load or render, the page's own list and address still carry everything. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[places map] left out:', error);
  }
  override render() {
    return this.state.failed ? <p className={styles.fallback}>The map could not be shown.</p> : this.props.children;
  }
}

/** A places map that loads Leaflet only when a page shows it, once the page has painted, keeping its space meanwhile. */
export function PlacesMap(props: PlacesMapProps & { className?: string }) {
  const { className, ...mapProps } = props;
  const idle = useWhenIdle();
  const placeholder = <div className={styles.map} aria-hidden="true" />;
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <MapBoundary>
        {idle ? (
          <Suspense fallback={placeholder}>
            <LeafletPlacesMap {...mapProps} />
          </Suspense>
        ) : (
          placeholder
        )}
      </MapBoundary>
    </div>
  );
}
