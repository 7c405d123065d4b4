import type { NewsPost } from '@valley/shared/schemas/news';
import { MediaImage } from '@valley/shared/ui/media-image';

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
  return (
    <MediaImage
      className={className}
      src={src}
      sizes={sizes}
      alt=""
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      fallbackSize={{ width: 600, height: 400 }}
    />
  );
}
