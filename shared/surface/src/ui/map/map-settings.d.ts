export declare const DEFAULT_TILE_URL = "https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png";
export declare const DEFAULT_TILE_ATTRIBUTION = "&copy; <a href=\"https://www.openstreetmap.org/copyright\">OpenStreetMap</a> contributors";
export declare const VALLEY_CENTER: [number, number];
export declare const ZOOM: {
    readonly list: 10;
    readonly town: 12;
    readonly detail: 13;
    readonly drawer: 16;
};
export declare function useTiles(): {
    url: string;
    attribution: string;
};
export declare function useNoDrag(): boolean;
