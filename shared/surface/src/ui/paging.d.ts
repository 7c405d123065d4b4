export declare const PAGE_PARAM = "page";
export declare function readPage(params: URLSearchParams): number;
export declare function pageSearch(params: URLSearchParams, page: number): string;
export declare function useListPage(): {
    page: number;
    href: (page: number) => string;
};
export declare function PastLastPage({ total, perPage, noun, className }: {
    total: number;
    perPage: number;
    noun: string;
    className?: string;
}): import("react").JSX.Element;
