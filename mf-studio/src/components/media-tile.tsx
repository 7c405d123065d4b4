import type { StudioMediaItem } from '@valley/shared/schemas/studio-media';
import styles from './media-grid.module.css';

/** What a tile of the media library shows (decision 126): the picture small, its alt text (or that it has none) and its size. */
export function MediaTileContent({ item }: { item: StudioMediaItem }) {
  return (
    <>
      <img src={`${item.url}?w=320`} alt="" loading="lazy" width={160} height={120} />
      <span className={`${styles.caption} ${item.alt ? '' : styles.missing}`}>{item.alt ?? 'No alt text'}</span>
      <span className={styles.caption}>
        {item.width} × {item.height}
      </span>
    </>
  );
}
