import { imageSize, imageSrcSet } from '@valley/shared/media';
import type { NewsPost } from '@valley/shared/schemas/news';

export interface PostImageProps {
  post: Pick<NewsPost, 'main_img' | 'image_url'>;
  sizes: string;
  className?: string;
  eager?: boolean;
}

/** A post's image with its intrinsic size (no layout shift) and a srcset; decorative, as the title names the post. */
export function PostImage({ post, sizes, className, eager = false }: PostImageProps) {
  const src = post.main_img ?? post.image_url;
  if (!src) return null;
  const size = imageSize(src) ?? { width: 600, height: 400 };
  const srcSet = imageSrcSet(src);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt=""
      width={size.width}
      height={size.height}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  );
}
