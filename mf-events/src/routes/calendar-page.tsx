import { useApi } from '@valley/shared/api/swr';
import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import { PageHeader } from '@valley/shared/ui/page-header';
import { Calendar } from '../features/calendar/components/calendar';
import { CALENDAR_PAGE_INPUT } from '../lib/calls';
import styles from './events-page.module.css';
import { CmsPageHead } from '@valley/shared/ui/page-head';
import { useDeferredReady } from '@valley/shared/ui/hydrated';

/** /calendar: the calendar page of the content system (header, blocks) around the events calendar. */
export function CalendarPage() {
  const { data: page, error } = useApi('page', CALENDAR_PAGE_INPUT, { shouldRetryOnError: false });
  // As on /events: the header commits first, the calendar and blocks in a background render.
  const bodyReady = useDeferredReady(Boolean(page || error));
  return (
    <>
      <CmsPageHead page={page} name="Calendar" type="CollectionPage" />
      <PageHeader
        loading={!page && !error}
        title={page?.title ?? 'Calendar'}
        image={page?.header_image_url}
        subtitle={page?.entry.subtitle}
        content={page?.entry.content}
      />
      {/* The rest waits for the page (or its failure): arriving first, it would be pushed down by the header. */}
      {bodyReady ? (
        <section className={styles.page}>
          <Calendar />
          <ContentBlocks blocks={page?.fields.content_blocks ?? []} />
        </section>
      ) : null}
    </>
  );
}
