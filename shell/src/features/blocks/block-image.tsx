import { createContext, useContext } from 'react';
import { MediaImage } from '@valley/shared/ui/media-image';

/**
 * True inside the page's first content block, and through its first block with pictures when those before it are words only: they sit
 * in or near the first screen (often a phone's largest paint), so their images load at once, not lazily (`BlockRenderer` provides it).
 */
export const FirstBlockContext = createContext(false);

export interface BlockImageProps {
  src: string;
  alt: string;
  /** The `sizes` attribute: how wide the layout shows the image. */
  sizes: string;
  /** The page's lead image: loaded at once with high priority. Everything else is lazy, unless… */
  priority?: boolean;
  /** …it is one of a block's few images in the page's first block: then it loads at once too. Sliders and galleries leave it out, so they stay lazy. */
  eagerInFirstBlock?: boolean;
  className?: string;
}

/** A content-system image: width/height from the self-describing URL (no layout shift) and a srcset of the API's resized widths. */
export function BlockImage({ src, alt, sizes, priority = false, eagerInFirstBlock = false, className }: BlockImageProps) {
  const inFirstBlock = useContext(FirstBlockContext);
  return (
    <MediaImage
      className={className}
      src={src}
      alt={alt}
      sizes={sizes}
      loading={priority || (eagerInFirstBlock && inFirstBlock) ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding={priority ? 'sync' : 'async'}
    />
  );
}
