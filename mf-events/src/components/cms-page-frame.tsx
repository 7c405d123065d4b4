import type { ReactNode } from 'react';
import { useApi } from '@valley/shared/api/swr';
import type { EndpointInput } from '@valley/shared/api/contract';
import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import { PageHeader } from '@valley/shared/ui/page-header';
import { useDeferredReady } from '@valley/shared/ui/hydrated';
import styles from '../routes/events-page.module.css';

/**
 * A page of the content system (its head, header and blocks) around what the remote puts on it. The header commits on its own; the
 * rest follows in a background render React slices, so the lead image paints without waiting for it (decision 020).
 */
export function CmsPageFrame({ input, name, children }: { input: EndpointInput<'page'>; name: string; children: (blocks: ReactNode) => ReactNode }) {
  const { data: page, error } = useApi('page', input, { shouldRetryOnError: false });
  const bodyReady = useDeferredReady(Boolean(page || error));
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
      {bodyReady ? <section className={styles.page}>{children(<ContentBlocks blocks={page?.fields.content_blocks ?? []} />)}</section> : null}
    </>
  );
}
