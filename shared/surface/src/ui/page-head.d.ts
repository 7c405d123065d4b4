import type { Page } from '@valley/shared/schemas/page';
import { type JsonLd, type SiteOrigins } from '@valley/shared/seo';
export interface PageHeadProps {
    title: string;
    description?: string | null;
    image?: string | null;
    path?: string;
    type?: 'website' | 'article';
    noindex?: boolean;
    jsonLd?: JsonLd[];
    status?: number;
}
export declare const ResponseStatusContext: import("react").Context<((status: number) => void) | null>;
export declare function useSiteOrigins(): SiteOrigins;
export declare function PageHead({ title, description, image, path, type, noindex, jsonLd, status }: PageHeadProps): import("react").JSX.Element;
export type CmsHeadFields = Pick<Page, 'title' | 'meta_title' | 'meta_description' | 'header_image_url' | 'content_rendered'> & {
    entry?: {
        subtitle?: string | null;
        content?: string | null;
    } | null;
};
export interface Crumb {
    name: string;
    path: string;
}
interface WebPageOptions {
    path?: string;
    type?: 'CollectionPage';
    trail?: Crumb[];
}
export interface WebPageHeadProps extends WebPageOptions {
    title: string;
    name?: string;
    description: string;
    image?: string | null;
}
export declare function WebPageHead(props: WebPageHeadProps): import("react").JSX.Element;
export declare function CmsPageHead({ page, name, ...options }: WebPageOptions & {
    page: CmsHeadFields | null | undefined;
    name: string;
}): import("react").JSX.Element;
export {};
