import type { CSSProperties } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import styles from './listing-ads.module.css';

/** The ad kinds of public-site §5 (fp_ad, fc_ad, featured_ad). */
const AD_KINDS: ReadonlySet<string> = new Set(['fp_ad', 'fc_ad', 'featured_ad']);
export const isAdBlock = (block: ContentBlock): boolean => AD_KINDS.has(block.extension);

/** How many results a phone shows before a listing's ads (decision 084). */
export const ADS_AFTER_RESULTS = 3;
/** Where the ads are among the results rather than with the blocks: the listings' phone width (listing-ads.module.css says it too). */
export const ADS_AMONG_RESULTS_QUERY = '(max-width: 767px)';

/**
 * A listing's content blocks in the content system's order, its ads among them only on a wider screen: a phone shows the ads among
 * the first results instead (ResultsAds), so its first screen leads with the listing (issue 47). Width is CSS: the server's HTML is the
 * browser's.
 */
export function ListingBlocks({ blocks }: { blocks: ContentBlock[] }) {
  // Runs of ads and of other blocks, in order.
  const runs: ContentBlock[][] = [];
  for (const block of blocks) {
    const last = runs.at(-1);
    if (last && isAdBlock(last[0]!) === isAdBlock(block)) last.push(block);
    else runs.push([block]);
  }
  return runs.map((run) =>
    isAdBlock(run[0]!) ? (
      <div key={run[0]!.id} className={styles.wideOnly}>
        <ContentBlocks blocks={run} />
      </div>
    ) : (
      <ContentBlocks key={run[0]!.id} blocks={run} />
    ),
  );
}

/**
 * A listing's ads as one of its results, on a phone only (after ADS_AFTER_RESULTS of them): seen early without burying the list.
 * A list item of the results' list ('li', or a 'div' with the listitem role); `style` carries a masonry's `order`.
 */
export function ResultsAds({ blocks, as = 'li', style }: { blocks: ContentBlock[]; as?: 'li' | 'div'; style?: CSSProperties }) {
  const ads = blocks.filter(isAdBlock);
  if (ads.length === 0) return null;
  const Item = as;
  return (
    <Item className={styles.phoneOnly} role={as === 'div' ? 'listitem' : undefined} style={style}>
      <ContentBlocks blocks={ads} />
    </Item>
  );
}
