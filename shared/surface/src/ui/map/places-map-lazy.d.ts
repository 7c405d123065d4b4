import type { PlacesMapProps } from './map-place';
export declare function PlacesMap(props: PlacesMapProps & {
    className?: string;
}): import("react").JSX.Element;
