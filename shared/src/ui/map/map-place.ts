import { cityLine } from '../../lib/address';

/** A place on a map: what a marker, its popup and its card share. */
export interface MapPlace {
  id: number;
  name: string;
  lat: number | null;
  lng: number | null;
  address?: string | null;
  /** 'State College, PA 16801' */
  cityLine?: string | null;
  phone?: string | null;
  /** The popup's name links here. */
  href?: string;
  /** A town: its own square marker, never clustered, drawn above the places (the map block). */
  kind?: 'place' | 'town';
}

export interface PlacesMapProps {
  places: MapPlace[];
  center: [number, number];
  zoom: number;
  /** The map region's accessible name. */
  label: string;
  /** Group dense markers (lists). */
  cluster?: boolean;
  /** Open an address popup on click (detail pages and drawers). */
  popups?: boolean;
  /** Fit the view to the places (lists). */
  fitToPlaces?: boolean;
  highlightedId?: number | null;
  onHighlight?: (id: number | null) => void;
  onSelect?: (id: number) => void;
  /** Follows a popup's link inside the app (the router's navigate); without it the link loads the page. */
  onNavigate?: (href: string) => void;
}

/** A destination (or anything with the destination's location fields) as a map place. */
export function placeOf(record: {
  id: number;
  name: string;
  location_latitude: number | null;
  location_longitude: number | null;
  address?: string | null;
  city?: string | null;
  state?: string | null;
  zip?: string | null;
}): MapPlace {
  return {
    id: record.id,
    name: record.name,
    lat: record.location_latitude,
    lng: record.location_longitude,
    address: record.address,
    cityLine: cityLine(record),
  };
}
