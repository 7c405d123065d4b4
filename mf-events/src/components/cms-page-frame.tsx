import type { ReactNode } from 'react';
import type { ContentBlock, Page } from '@valley/shared/schemas/page';
import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import { ListingBlocks } from '@valley/shared/ui/listing-ads';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import { PageHeader } from '@valley/shared/ui/page-header';
import { useDeferredReady } from '@valley/shared/ui/hydrated';
import styles from '../routes/events-page.module.css';

const NO_BLOCKS: ContentBlock[] = [];

/**
 * A page of the content system (its head, header and blocks) around what the remote puts on it, from the route's loader (null when
 * the API did not answer: the name alone). The header commits on its own; the rest follows in a background render React slices, so
 * the lead image paints without waiting for it (decision 020).
 */
export function CmsPageFrame({
  page,
  name,
  listing = false,
  children,
}: {
  page: Page | null;
  name: string;
  /** A listing's page: a phone shows its ads among the results, which `children` gets as its second argument (ListingBlocks). */
  listing?: boolean;
  children: (blocks: ReactNode, content: ContentBlock[]) => ReactNode;
}) {
  const bodyReady = useDeferredReady(true);
  const content = page?.fields.content_blocks ?? NO_BLOCKS;
  return (
    <>
      <CmsPageHead page={page} name={name} type="CollectionPage" />
      <PageHeader title={page?.title ?? name} image={page?.header_image_url} subtitle={page?.entry.subtitle} content={page?.entry.content} />
      {bodyReady ? (
        <section className={styles.page}>{children(listing ? <ListingBlocks blocks={content} /> : <ContentBlocks blocks={content} />, content)}</section>
      ) : null}
    </>
  );
}
