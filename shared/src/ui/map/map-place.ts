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
