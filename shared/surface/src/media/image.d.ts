export declare const IMAGE_WIDTHS: readonly [320, 480, 640, 960, 1280, 1600, 2000];
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];
export declare function imageSize(url: string | null | undefined): {
    width: number;
    height: number;
} | null;
export declare function imageSrcSet(url: string | null | undefined, widths?: readonly number[]): string;
