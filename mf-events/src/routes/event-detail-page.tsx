import { useParams } from '@valley/shared/router';
import { PendingReviewNotice } from '@valley/shared/ui/pending-review';
import { useEvent } from '../features/event-detail/api/use-event';
import { EventDetail } from '../features/event-detail/components/event-detail';
import { EventsRecordPage } from '../components/events-record-page';

/** /events/{slug}: one event (its draft for a signed-in visitor), or the 404 screen. */
export function EventDetailPage() {
  const { slug = '' } = useParams();
  const { event: loaded, error, isLoading } = useEvent(slug);
  return (
    <EventsRecordPage what="event" record={isLoading ? undefined : loaded} error={error}>
      {(event) => (
        <>
          <PendingReviewNotice review={event.pending_review} />
          <EventDetail event={event} />
        </>
      )}
    </EventsRecordPage>
  );
}
