import { useEffect, useRef, type RefObject } from 'react';
import L from 'leaflet';
import 'leaflet.markercluster';
import { MapContainer, TileLayer, useMap } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import 'leaflet.markercluster/dist/MarkerCluster.css';
import 'leaflet.markercluster/dist/MarkerCluster.Default.css';
import type { MapPlace, PlacesMapProps } from './map-place';
import { phoneHref } from '../../lib/address';
import { useNoDrag, useTiles } from './map-settings';
import styles from './places-map.module.css';

/** The class a highlighted marker (or the cluster that holds it) carries; global so tests and CSS agree. */
export const HIGHLIGHT_CLASS = 'is-highlighted';

const icon = L.divIcon({ className: styles.marker, html: '<span></span>', iconSize: [26, 26], iconAnchor: [13, 26], popupAnchor: [0, -24] });
const townIcon = L.divIcon({ className: styles.townMarker, html: '<span></span>', iconSize: [22, 22], iconAnchor: [11, 11], popupAnchor: [0, -10] });

/** The popup: name (a link when the place has a page), address, city line and phone, as text (never HTML from the API). */
function popupNode(place: MapPlace): HTMLElement {
  const box = document.createElement('div');
  box.className = styles.popup ?? '';
  const name = place.href
    ? Object.assign(document.createElement('a'), { href: place.href, className: styles.popupName ?? '' })
    : document.createElement('strong');
  name.textContent = place.name;
  box.append(name);
  for (const line of [place.address, place.cityLine]) {
    if (!line) continue;
    const row = document.createElement('span');
    row.textContent = line;
    box.append(row);
  }
  if (place.phone) {
    const tel = phoneHref(place.phone);
    const phone = tel ? Object.assign(document.createElement('a'), { href: tel }) : document.createElement('span');
    phone.textContent = place.phone;
    box.append(phone);
  }
  return box;
}

/** A cluster's icon is a disc this wide (px), its count in the middle. */
const CLUSTER_SIZE = 40;

/** A cluster's icon names itself for screen readers: '6 places, zoom in'. */
function clusterIcon(cluster: L.MarkerCluster): L.DivIcon {
  const count = cluster.getChildCount();
  const size = count < 10 ? 'small' : count < 50 ? 'medium' : 'large';
  return L.divIcon({
    html: `<div><span>${count}</span><span class="visually-hidden"> places, zoom in</span></div>`,
    className: `marker-cluster marker-cluster-${size}`,
    iconSize: L.point(CLUSTER_SIZE, CLUSTER_SIZE),
  });
}

/** How long the map makes or clusters markers at a stretch (wall time), well under the 50 ms from which a task blocks the page. */
const SLICE_MS = 8;
/** Markers made or clustered between two looks at the clock. */
const MARKER_BATCH = 25;

/** The zoom range of a list's map (public-site §9). */
const LIST_ZOOM = { min: 10, max: 12 } as const;

const hasSpot = (place: MapPlace): place is MapPlace & { lat: number; lng: number } => place.lat !== null && place.lng !== null;
/** Places get pins (clustered on lists); towns get their own layer (TownMarkers). */
const isPin = (place: MapPlace): place is MapPlace & { lat: number; lng: number } => hasSpot(place) && place.kind !== 'town';

/**
 * Markers kept by Leaflet (clustering and keyboard focus are Leaflet's) while React owns the highlight; each is a focusable button
 * named after its place. Hover and focus report the place so the card list can mirror it.
 */
function Markers({
  places,
  cluster,
  popups,
  highlightedId,
  onHighlight,
  onSelect,
  groupRef,
}: Omit<PlacesMapProps, 'label' | 'center' | 'zoom' | 'fitToPlaces'> & { groupRef: RefObject<L.FeatureGroup | null> }) {
  const map = useMap();
  const markers = useRef(new Map<number, L.Marker>());
  const handlers = useRef({ onHighlight, onSelect });
  useEffect(() => {
    handlers.current = { onHighlight, onSelect };
  }, [onHighlight, onSelect]);

  useEffect(() => {
    // A valley of thousands is marked, then clustered, in slices of a few milliseconds between tasks, never in one long task (decision 043).
    const layer: L.FeatureGroup = cluster
      ? L.markerClusterGroup({
          showCoverageOnHover: false,
          maxClusterRadius: 40,
          spiderfyOnMaxZoom: true,
          iconCreateFunction: clusterIcon,
        })
      : L.featureGroup();
    layer.addTo(map);
    groupRef.current = layer;
    const byId = markers.current;
    const spots = places.filter(isPin);
    const made: L.Marker[] = [];
    let clustered = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const makeSlice = () => {
      const started = performance.now();
      while (made.length < spots.length && performance.now() - started < SLICE_MS) {
        for (const place of spots.slice(made.length, made.length + MARKER_BATCH)) {
          const marker = L.marker([place.lat, place.lng], { icon, title: place.name, alt: place.name, keyboard: true, riseOnHover: true });
          marker.on('mouseover', () => handlers.current.onHighlight?.(place.id));
          marker.on('mouseout', () => handlers.current.onHighlight?.(null));
          marker.on('click', () => handlers.current.onSelect?.(place.id));
          marker.on('add', () => {
            const element = marker.getElement();
            element?.addEventListener('focus', () => handlers.current.onHighlight?.(place.id));
            element?.addEventListener('blur', () => handlers.current.onHighlight?.(null));
          });
          if (popups) marker.bindPopup(popupNode(place));
          byId.set(place.id, marker);
          made.push(marker);
        }
      }
      if (made.length < spots.length) {
        timer = setTimeout(makeSlice, 0);
      } else if (layer instanceof L.MarkerClusterGroup) {
        clusterSlice(layer);
      } else {
        for (const marker of made) layer.addLayer(marker);
      }
    };
    // markercluster's own chunked loading looks at the clock only every 200 markers, so its slices grow with the valley: it gets
    // small batches instead, in slices of our own (decision 047).
    const clusterSlice = (clusters: L.MarkerClusterGroup) => {
      const started = performance.now();
      while (clustered < made.length && performance.now() - started < SLICE_MS) {
        clusters.addLayers(made.slice(clustered, clustered + MARKER_BATCH));
        clustered += MARKER_BATCH;
      }
      if (clustered < made.length) timer = setTimeout(() => clusterSlice(clusters), 0);
    };
    makeSlice();
    return () => {
      clearTimeout(timer);
      layer.remove();
      byId.clear();
      groupRef.current = null;
    };
  }, [map, places, cluster, popups, groupRef]);

  useEffect(() => {
    const container = map.getContainer();
    const byId = markers.current;
    const clear = () => container.querySelectorAll(`.${HIGHLIGHT_CLASS}`).forEach((element) => element.classList.remove(HIGHLIGHT_CLASS));
    const paint = () => {
      clear();
      const layer = groupRef.current;
      const marker = highlightedId == null ? undefined : byId.get(highlightedId);
      if (!marker) return;
      // Inside a cluster the marker has no element of its own: light the cluster that holds it.
      const visible = layer instanceof L.MarkerClusterGroup ? layer.getVisibleParent(marker) : marker;
      visible?.getElement()?.classList.add(HIGHLIGHT_CLASS);
      marker.setZIndexOffset(1000);
    };
    paint();
    // Zooming re-clusters and re-creates cluster icons, and new results re-create markers: paint again.
    map.on('zoomend moveend layeradd', paint);
    return () => {
      map.off('zoomend moveend layeradd', paint);
      byId.get(highlightedId ?? -1)?.setZIndexOffset(0);
      clear();
    };
  }, [map, highlightedId, groupRef]);
  return null;
}

/** The clusters on the map now: the visible parents of the group's markers that are clusters. */
function visibleClusters(group: L.MarkerClusterGroup): L.MarkerCluster[] {
  const found = new Set<L.MarkerCluster>();
  for (const layer of group.getLayers()) {
    const parent = layer instanceof L.Marker ? group.getVisibleParent(layer) : null;
    if (parent instanceof L.MarkerCluster) found.add(parent);
  }
  return [...found];
}

/**
 * Towns: a few square markers on their own layer above every pin and cluster, so none sits under a destination. A town whose square
 * would cover a cluster's count sits on that cluster's upper-right rim instead (issue 47), laid out again whenever the clusters change.
 */
function TownMarkers({ places, popups, pinsRef }: Pick<PlacesMapProps, 'places' | 'popups'> & { pinsRef: RefObject<L.FeatureGroup | null> }) {
  const map = useMap();
  useEffect(() => {
    const towns = places.filter((place) => hasSpot(place) && place.kind === 'town') as Array<MapPlace & { lat: number; lng: number }>;
    if (towns.length === 0) return undefined;
    const markers = towns.map((town) => {
      const marker = L.marker([town.lat, town.lng], { icon: townIcon, title: town.name, alt: town.name, keyboard: true, zIndexOffset: TOWN_Z_OFFSET });
      return popups ? marker.bindPopup(popupNode(town)) : marker;
    });
    const layer = L.featureGroup(markers);
    layer.addTo(map);
    let frame = 0;
    const layOut = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        const group = pinsRef.current;
        const radius = CLUSTER_SIZE / 2;
        // From the clusters' positions, not their icons' boxes: those are still moving while a zoom animates.
        const centres = group instanceof L.MarkerClusterGroup ? visibleClusters(group).map((found) => map.latLngToLayerPoint(found.getLatLng())) : [];
        for (const marker of markers) {
          const element = marker.getElement();
          if (!element) continue;
          const at = map.latLngToLayerPoint(marker.getLatLng());
          const under = centres.find((centre) => Math.abs(centre.x - at.x) < radius && Math.abs(centre.y - at.y) < radius);
          element.style.translate = under ? `${Math.round(under.x + radius - at.x)}px ${Math.round(under.y - radius - at.y)}px` : '';
        }
      });
    };
    layOut();
    map.on('zoomend moveend layeradd layerremove', layOut);
    return () => {
      cancelAnimationFrame(frame);
      map.off('zoomend moveend layeradd layerremove', layOut);
      layer.remove();
    };
  }, [map, places, popups, pinsRef]);
  return null;
}

/** Above a highlighted pin's 1000. */
const TOWN_Z_OFFSET = 2000;

/** A popup's link to a page of the site follows the router (onNavigate) instead of loading the whole site again. */
function PopupLinks({ onNavigate }: Pick<PlacesMapProps, 'onNavigate'>) {
  const map = useMap();
  useEffect(() => {
    if (!onNavigate) return undefined;
    const container = map.getContainer();
    const onClick = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest<HTMLAnchorElement>('.leaflet-popup a[href^="/"]') : null;
      if (!link || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onNavigate(link.getAttribute('href') ?? '/');
    };
    container.addEventListener('click', onClick);
    return () => container.removeEventListener('click', onClick);
  }, [map, onNavigate]);
  return null;
}

/** Fits the view to the places when asked (lists); a single place keeps the given zoom. */
function FitToPlaces({ places, zoom }: { places: MapPlace[]; zoom: number }) {
  const map = useMap();
  useEffect(() => {
    const spots = places.filter(hasSpot);
    if (spots.length < 2) return;
    // §9: lists sit between zoom 10 and 12, whatever the spread of the results.
    const bounds = L.latLngBounds(spots.map((place) => [place.lat, place.lng] as [number, number]));
    const fitted = map.getBoundsZoom(bounds, false, L.point(48, 48));
    // No pan animation: its end re-clusters every marker in one task, which a valley of thousands makes long (decision 047).
    map.setView(bounds.getCenter(), Math.min(Math.max(fitted, Math.min(zoom, LIST_ZOOM.min)), LIST_ZOOM.max), { animate: false });
  }, [map, places, zoom]);
  return null;
}

/** A Leaflet map of places; loaded lazily (see places-map-lazy.tsx, which also gives it its labelled region) so Leaflet comes only with a map. */
export default function PlacesMap({
  places,
  center,
  zoom,
  cluster = false,
  popups = false,
  fitToPlaces = false,
  highlightedId = null,
  onHighlight,
  onSelect,
  onNavigate,
}: PlacesMapProps) {
  const tiles = useTiles();
  const noDrag = useNoDrag();
  // The destinations' layer (clustered or not), which the towns keep clear of.
  const pinsRef = useRef<L.FeatureGroup | null>(null);
  return (
    <div className={styles.map}>
      <MapContainer className={styles.leaflet} center={center} zoom={zoom} minZoom={8} scrollWheelZoom={false} dragging={!noDrag}>
        {/* A tile that fails (offline, blocked host) leaves a blank square; markers and lists still work. */}
        <TileLayer url={tiles.url} attribution={tiles.attribution} eventHandlers={{ tileerror: () => {} }} />
        <Markers
          places={places}
          cluster={cluster}
          popups={popups}
          highlightedId={highlightedId}
          onHighlight={onHighlight}
          onSelect={onSelect}
          groupRef={pinsRef}
        />
        <TownMarkers places={places} popups={popups} pinsRef={pinsRef} />
        <PopupLinks onNavigate={onNavigate} />
        {fitToPlaces ? <FitToPlaces places={places} zoom={zoom} /> : null}
      </MapContainer>
    </div>
  );
}
