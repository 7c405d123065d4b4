export declare const SEARCH_TEXT_MAX = 200;
