// Limits both ends hold to. zod-free, so a search box can cap what it sends without loading the schemas (decision 022).

/** The longest text a search or a list filter takes; the API answers 400 beyond it. */
export const SEARCH_TEXT_MAX = 200;
