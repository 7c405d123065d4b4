// Limits both ends hold to. zod-free, so a search box can cap what it sends without loading the schemas (decision 022).

/** The longest text a search or a list filter takes; the API answers 400 beyond it. */
export const SEARCH_TEXT_MAX = 200;

/** The most ids a list filter takes, and the largest id (PostgreSQL's integer); the API answers 400 beyond them. */
export const ID_LIST_MAX = 100;
export const ID_MAX = 2_147_483_647;
