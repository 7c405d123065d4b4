export type JsonLd = Record<string, unknown>;
export declare function compact(object: JsonLd): JsonLd;
export declare function telephone(phone: string | null | undefined): string | null;
export declare function geo(latitude: unknown, longitude: unknown): JsonLd | null;
export declare const sameAs: (...links: unknown[]) => string[];
export interface SiteOrigins {
    siteUrl: string;
    apiUrl: string;
}
export declare const absoluteUrl: (siteUrl: string, path: string) => string;
export declare function absoluteImage(url: string | null | undefined, apiUrl: string): string | null;
export declare function webPageLd(siteUrl: string, { name, description, url, image, type }: {
    name: string;
    description: string;
    url: string;
    image?: string | null;
    type?: string;
}): JsonLd;
export declare function breadcrumbLd(siteUrl: string, trail: Array<{
    name: string;
    path: string;
}>): JsonLd;
export declare function webPageWithTrail({ siteUrl, apiUrl }: SiteOrigins, { name, description, path, image, type, trail, }: {
    name: string;
    description: string;
    path: string;
    image?: string | null;
    type?: string;
    trail?: Array<{
        name: string;
        path: string;
    }>;
}): JsonLd[];
export declare const organizationLd: (siteUrl: string, name: string | null | undefined) => JsonLd;
export declare function jsonForScript(value: unknown): string;
