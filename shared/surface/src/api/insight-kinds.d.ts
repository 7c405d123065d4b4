export declare const LISTING_KINDS: readonly ['view', 'drawer', 'favorite', 'share', 'calendar'];
export declare const LINK_BUTTONS: readonly ['website', 'reservations', 'directions', 'phone', 'social'];
export declare const AD_KINDS: readonly ['ad_view', 'ad_click'];
export declare const INSIGHT_KINDS: readonly ["view", "drawer", "favorite", "share", "calendar", ...("click_directions" | "click_phone" | "click_reservations" | "click_social" | "click_website")[], "ad_view", "ad_click"];
export type InsightKind = (typeof INSIGHT_KINDS)[number];
export declare const zeroTotals: () => Record<InsightKind, number>;
export declare const INSIGHT_PERIODS: readonly [7, 30, 90];
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
export declare const SEARCH_TERM_MAX = 100;
export declare const INSIGHT_BATCH_MAX = 30;
export declare const VIEW_TOKEN_EVENTS = 30;
export declare function searchTermOf(text: string): string | null;
export declare const INSIGHT_PATHS: {
    readonly csv: '/api/insights/user/csv';
    readonly listing: '/api/insights/listing/:listing/:id';
};
