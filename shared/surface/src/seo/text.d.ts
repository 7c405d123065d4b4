export declare const SITE_NAME = "Happy Valley";
export declare const DEFAULT_DESCRIPTION = "Places to stay, eat and explore, events and stories from the valley around State College, Pennsylvania.";
export declare const DESCRIPTION_LENGTH = 160;
export declare function documentTitle(title: string | null | undefined): string;
export declare function plainText(html: string | null | undefined, max?: number): string;
export interface RichText {
    html: string | null | undefined;
}
export declare const rich: (html: string | null | undefined) => RichText;
export declare function describe(...candidates: Array<string | null | undefined | RichText>): string;
