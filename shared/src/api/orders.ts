// The sort orders each list accepts. zod-free, so a route that only needs the list of orders
// does not load the schemas (and zod) before it can render (decision 022).
export const DESTINATION_ORDERS = ['updated', 'name'] as const;
export const EVENT_ORDERS = ['upcoming', 'oldest'] as const;
export const NEWS_ORDERS = ['latest', 'oldest'] as const;
export const TIP_ORDERS = ['upcoming', 'title'] as const;
