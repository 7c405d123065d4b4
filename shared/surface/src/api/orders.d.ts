export declare const DESTINATION_ORDERS: readonly ['updated', 'name'];
export declare const EVENT_ORDERS: readonly ['upcoming', 'oldest'];
export declare const NEWS_ORDERS: readonly ['latest', 'oldest'];
export declare const TIP_ORDERS: readonly ['upcoming', 'title'];
