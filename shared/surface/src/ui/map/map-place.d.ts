export interface MapPlace {
    id: number;
    name: string;
    lat: number | null;
    lng: number | null;
    address?: string | null;
    cityLine?: string | null;
    phone?: string | null;
    href?: string;
    kind?: 'place' | 'town';
}
export interface PlacesMapProps {
    places: MapPlace[];
    center: [number, number];
    zoom: number;
    label: string;
    cluster?: boolean;
    popups?: boolean;
    fitToPlaces?: boolean;
    highlightedId?: number | null;
    onHighlight?: (id: number | null) => void;
    onSelect?: (id: number) => void;
    onNavigate?: (href: string) => void;
}
export declare function placeOf(record: {
    id: number;
    name: string;
    location_latitude: number | null;
    location_longitude: number | null;
    address?: string | null;
    city?: string | null;
    state?: string | null;
    zip?: string | null;
}): MapPlace;
