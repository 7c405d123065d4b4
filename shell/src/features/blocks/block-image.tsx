import { imageSize, imageSrcSet } from '@valley/shared/media';

export interface BlockImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the layout shows the image. */
  sizes: string;
  /** The page's lead image: loaded at once with high priority. Everything else is lazy. */
  priority?: boolean;
  className?: string;
}

/**
 * A content-system image: width/height from the self-describing URL (no layout shift) and a
 * srcset of the API's resized widths.
 */
export function BlockImage({ src, alt, sizes, priority = false, className }: BlockImageProps) {
  const size = imageSize(src);
  const srcSet = imageSrcSet(src);
  return (
    <img
      className={className}
      src={src}
      alt={alt}
      width={size?.width}
      height={size?.height}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
