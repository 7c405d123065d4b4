import type { ImgHTMLAttributes } from 'react';
import { imageSize, imageSrcSet } from '@valley/shared/media';

export interface MediaImageProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'srcSet' | 'width' | 'height'> {
  src: string;
  alt: string;
  /** How wide the layout shows the image, for the srcset. */
  sizes: string;
  /** The box to hold for a URL that does not say its size. */
  fallbackSize?: { width: number; height: number };
  /** The resized widths to offer, when fewer than all will do (a thumbnail). */
  srcSetWidths?: readonly number[];
}

/**
 * A picture from the API's media: its width and height read from the self-describing URL, so it holds its place before it loads,
 * and a srcset of the widths the API resizes to (a URL without a size has neither).
 */
export function MediaImage({ src, alt, sizes, fallbackSize, srcSetWidths, ...image }: MediaImageProps) {
  const size = imageSize(src) ?? fallbackSize;
  const srcSet = imageSrcSet(src, srcSetWidths);
  return <img {...image} src={src} alt={alt} srcSet={srcSet || undefined} sizes={srcSet ? sizes : undefined} width={size?.width} height={size?.height} />;
}
