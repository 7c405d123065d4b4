import { useApi } from '@valley/shared/api/swr';
import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import { PageHeader } from '@valley/shared/ui/page-header';
import { EVENTS_PAGE_SCROLL, EventsListing } from '../features/events-listing/components/events-listing';
import { EVENTS_PAGE_INPUT } from '../lib/calls';
import styles from './events-page.module.css';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import { useDeferredReady } from '@valley/shared/ui/hydrated';

/** /events: the events page of the content system (header, blocks) over the events listing. */
export function EventsPage() {
  const { data: page, error } = useApi('page', EVENTS_PAGE_INPUT, { shouldRetryOnError: false });
  // The header commits on its own; the blocks and the listing follow in a background render React
  // slices, so the lead image paints without waiting for them (decision 020).
  const bodyReady = useDeferredReady(Boolean(page || error));
  return (
    <>
      <CmsPageHead page={page} name="Events" type="CollectionPage" />
      <PageHeader
        loading={!page && !error}
        title={page?.title ?? 'Events'}
        image={page?.header_image_url}
        subtitle={page?.entry.subtitle}
        content={page?.entry.content}
      />
      {/* The rest waits for the page (or its failure): arriving first, it would be pushed down by the header. */}
      {bodyReady ? (
        <section className={styles.page}>
          <ContentBlocks blocks={page?.fields.content_blocks ?? []} />
          <EventsListing scroll={EVENTS_PAGE_SCROLL} />
        </section>
      ) : null}
    </>
  );
}
