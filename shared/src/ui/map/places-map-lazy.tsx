import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { PlacesMapProps } from './map-place';
import styles from './places-map.module.css';

const LeafletPlacesMap = lazy(() => import('./places-map'));

/** If Leaflet fails to load or render, the page's own list and address still carry everything. */
class MapBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.warn('[mf-discover] map left out:', error);
  }
  override render() {
    return this.state.failed ? <p className={styles.fallback}>The map could not be shown.</p> : this.props.children;
  }
}

/** A places map that loads Leaflet only when a page shows it, keeping its space while it loads. */
export function PlacesMap(props: PlacesMapProps & { className?: string }) {
  const { className, ...mapProps } = props;
  return (
    <div className={className ? `${styles.frame} ${className}` : styles.frame}>
      <MapBoundary>
        <Suspense fallback={<div className={styles.map} aria-hidden="true" />}>
          <LeafletPlacesMap {...mapProps} />
        </Suspense>
      </MapBoundary>
    </div>
  );
}
