import type { ReactNode } from 'react';
import { useApi } from '@valley/shared/api/swr';
import type { EndpointInput } from '@valley/shared/api/contract';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import { ListingBlocks } from '@valley/shared/ui/listing-ads';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import { PageHeader } from '@valley/shared/ui/page-header';
import { useDeferredReady } from '@valley/shared/ui/hydrated';
import styles from '../routes/events-page.module.css';

const NO_BLOCKS: ContentBlock[] = [];

/**
 * A page of the content system (its head, header and blocks) around what the remote puts on it. The header commits on its own; the
 * rest follows in a background render React slices, so the lead image paints without waiting for it (decision 020).
 */
export function CmsPageFrame({
  input,
  name,
  listing = false,
  children,
}: {
  input: EndpointInput<'page'>;
  name: string;
  /** A listing's page: a phone shows its ads among the results, which `children` gets as its second argument (ListingBlocks). */
  listing?: boolean;
  children: (blocks: ReactNode, content: ContentBlock[]) => ReactNode;
}) {
  const { data: page, error } = useApi('page', input, { shouldRetryOnError: false });
  const bodyReady = useDeferredReady(Boolean(page || error));
  const content = page?.fields.content_blocks ?? NO_BLOCKS;
  return (
    <>
      <CmsPageHead page={page} name={name} type="CollectionPage" />
      <PageHeader
        loading={!page && !error}
        title={page?.title ?? name}
        image={page?.header_image_url}
        subtitle={page?.entry.subtitle}
        content={page?.entry.content}
      />
      {/* The rest waits for the page (or its failure): arriving first, it would be pushed down by the header. */}
      {bodyReady ? (
        <section className={styles.page}>{children(listing ? <ListingBlocks blocks={content} /> : <ContentBlocks blocks={content} />, content)}</section>
      ) : null}
    </>
  );
}
