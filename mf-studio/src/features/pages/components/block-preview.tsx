import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import type { ContentBlock } from '@valley/shared/schemas/page';
import styles from './block-preview.module.css';

/**
 * A block as a visitor will see it: drawn by the site's own block through the host's renderer (the shell provides it; a remote never
 * imports it). In the studio's stand-alone harness there is no host, and only the block's name shows.
 */
export function BlockPreview({ block, label }: { block: ContentBlock; label: string }) {
  return (
    <div className={styles.block}>
      <p className={styles.kind}>{label}</p>
      <ContentBlocks blocks={[block]} />
    </div>
  );
}
