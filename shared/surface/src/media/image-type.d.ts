export type ImageType = 'jpeg' | 'png' | 'webp' | 'gif' | 'avif';
export declare const IMAGE_SIGNATURE_BYTES = 256;
export declare const NOT_AN_IMAGE_MESSAGE = "Only JPEG, PNG, WebP or GIF images can be uploaded";
export declare function detectImageType(bytes: Uint8Array): ImageType | null;
