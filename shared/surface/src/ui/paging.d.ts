export declare const PAGE_PARAM = "page";
export declare function readPage(params: URLSearchParams): number;
export declare function pageSearch(params: URLSearchParams, page: number): string;
export declare function useListPage(): {
    page: number;
    href: (page: number) => string;
};
