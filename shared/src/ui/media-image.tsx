import type { CSSProperties, ImgHTMLAttributes } from 'react';
import { imageFocus, imageSize, imageSrcSet } from '@valley/shared/media';

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
 * a srcset of the widths the API resizes to (a URL without a size has neither), and the focal point the URL carries, which every
 * crop keeps in view (decision 134; without one, the site's `--image-focus`).
 */
export function MediaImage({ src, alt, sizes, fallbackSize, srcSetWidths, style, ...image }: MediaImageProps) {
  const size = imageSize(src) ?? fallbackSize;
  const srcSet = imageSrcSet(src, srcSetWidths);
  const focus = imageFocus(src);
  const focused = focus ? ({ ...style, '--image-focus': `${focus.x}% ${focus.y}%` } as CSSProperties) : style;
  return (
    <img
      {...image}
      style={focused}
      src={src}
      alt={alt}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={size?.width}
      height={size?.height}
    />
  );
}
