import { useParams } from '@valley/shared/router';
import { PendingReviewNotice } from '@valley/shared/ui/pending-review';
import { useEvent } from '../features/event-detail/api/use-event';
import { EventDetail } from '../features/event-detail/components/event-detail';
import styles from '../features/event-detail/components/event-detail.module.css';
import { RecordPage } from '@valley/shared/ui/record-page';

/** /events/{slug}: one event (its draft for a signed-in visitor), or the 404 screen. */
export function EventDetailPage() {
  const { slug = '' } = useParams();
  const { event: loaded, error, isLoading } = useEvent(slug);
  return (
    <RecordPage
      record={isLoading ? undefined : loaded}
      error={error}
      loading={<div className={styles.skeleton} aria-busy="true" aria-label="Loading event" />}
      failed={
        <p className={styles.failed} role="alert">
          This event could not be loaded. Please try again in a moment.
        </p>
      }
    >
      {(event) => (
        <>
          <PendingReviewNotice review={event.pending_review} />
          <EventDetail event={event} />
        </>
      )}
    </RecordPage>
  );
}
