import { documentTitle } from '@valley/shared/seo';
export { documentTitle };
export interface DocumentMeta {
    title: string;
    description?: string | null;
    image?: string | null;
}
export declare function applyDocumentMeta(meta: DocumentMeta, { pathname, siteUrl }: {
    pathname: string;
    siteUrl: string;
}): void;
export declare function useDocumentMeta(meta: DocumentMeta | null): void;
