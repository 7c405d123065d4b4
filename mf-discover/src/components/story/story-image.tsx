import { MediaImage } from '@valley/shared/ui/media-image';
import styles from './story-page.module.css';

/**
 * A story's own image (a tip's, an itinerary's) at the head of the story grid's wide column, hence its `sizes`; `priority` when it is
 * the page's first large image.
 */
export function StoryImage({ src, title, priority = false }: { src: string; title: string; priority?: boolean }) {
  return (
    <MediaImage
      className={styles.image}
      src={src}
      sizes="(min-width: 900px) 55vw, 100vw"
      alt={title}
      fetchPriority={priority ? 'high' : undefined}
      fallbackSize={{ width: 1000, height: 1000 }}
    />
  );
}
