import { useMemo } from 'react';
import { divIcon } from 'leaflet';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import { useNoDrag, useTiles } from '@valley/shared/map/settings';
import type { MapBlockEntry } from '../api/block-entry';
import { PlaceDetails } from './place-details';
import 'leaflet/dist/leaflet.css';
import styles from './map-block.module.css';

/** CSS markers (no marker images whose URLs could break under a bundler or a CDN). */
const icons = {
  destination: divIcon({
    className: `${styles.marker} ${styles.destinationMarker}`,
    html: '<span></span>',
    iconSize: [22, 22],
    iconAnchor: [11, 22],
    popupAnchor: [0, -20],
  }),
  town: divIcon({ className: `${styles.marker} ${styles.townMarker}`, html: '<span></span>', iconSize: [18, 18], iconAnchor: [9, 9], popupAnchor: [0, -8] }),
};

/** The Leaflet map itself; loaded lazily so Leaflet's JS and CSS come only with a map block. */
export default function LeafletMap({ entry, label }: { entry: MapBlockEntry; label: string }) {
  const { url: tileUrl, attribution } = useTiles();
  const noDrag = useNoDrag();
  const center = useMemo(() => [entry.latitude, entry.longitude] as [number, number], [entry.latitude, entry.longitude]);

  return (
    <div className={styles.map} role="region" aria-label={label}>
      <MapContainer className={styles.leaflet} center={center} zoom={entry.zoom} scrollWheelZoom={false} dragging={!noDrag}>
        {/* A tile that fails (offline, blocked host) leaves a blank square; markers and lists still work. */}
        <TileLayer url={tileUrl} attribution={attribution} eventHandlers={{ tileerror: () => {} }} />
        {entry.destinations.map((place) => (
          <Marker key={`d-${place.slug}`} position={[place.lat, place.lng]} icon={icons.destination} title={place.name} alt={place.name}>
            <Popup>
              <PlaceDetails place={place} kind="destination" />
            </Popup>
          </Marker>
        ))}
        {entry.towns.map((place) => (
          <Marker key={`t-${place.slug}`} position={[place.lat, place.lng]} icon={icons.town} title={place.name} alt={place.name}>
            <Popup>
              <PlaceDetails place={place} kind="town" />
            </Popup>
          </Marker>
        ))}
      </MapContainer>
    </div>
  );
}
