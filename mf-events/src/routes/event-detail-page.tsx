import { isMissingRecord } from '@valley/shared/api';
import { useParams } from '@valley/shared/router';
import { NotFound } from '@valley/shared/ui/not-found';
import { PendingReviewNotice } from '@valley/shared/ui/pending-review';
import { useEvent } from '../features/event-detail/api/use-event';
import { EventDetail } from '../features/event-detail/components/event-detail';
import styles from '../features/event-detail/components/event-detail.module.css';

/** /events/{slug}: one event (its draft for a signed-in visitor), or the 404 screen. */
export function EventDetailPage() {
  const { slug = '' } = useParams();
  const { event, error, isLoading } = useEvent(slug);
  if (error) {
    if (isMissingRecord(error)) return <NotFound />;
    return (
      <p className={styles.failed} role="alert">
        This event could not be loaded. Please try again in a moment.
      </p>
    );
  }
  if (isLoading || !event) return <div className={styles.skeleton} aria-busy="true" aria-label="Loading event" />;
  return (
    <>
      <PendingReviewNotice review={event.pending_review} />
      <EventDetail event={event} />
    </>
  );
}
