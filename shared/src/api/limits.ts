// Limits both ends hold to. zod-free, so a search box can cap what it sends without loading the schemas (decision 022).

/** The longest text a search or a list filter takes; the API answers 400 beyond it. */
export const SEARCH_TEXT_MAX = 200;

/** The most ids a list filter takes, and the largest id (PostgreSQL's integer); the API answers 400 beyond them. */
export const ID_LIST_MAX = 100;
export const ID_MAX = 2_147_483_647;

/**
 * How long a listing stays true without a word from its owner (decision 090): its owner is reminded at these months after the last
 * confirmation, and past the last number it is hidden from listings, search and maps until it is confirmed again.
 */
export const LISTING_FRESHNESS = { remindAfterMonths: [6, 11], hideAfterMonths: 12 } as const;
