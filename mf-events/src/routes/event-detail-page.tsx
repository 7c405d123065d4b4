import { useParams } from '@valley/shared/router';
import { usePublished } from '@valley/shared/api/own-draft';
import type { Event } from '@valley/shared/schemas/event';
import { PendingReviewNotice } from '@valley/shared/ui/pending-review';
import { useEvent } from '../features/event-detail/api/use-event';
import { EventDetail } from '../features/event-detail/components/event-detail';
import { EventsRecordPage } from '../components/events-record-page';

/**
 * /events/{slug}: one event (its draft for a signed-in visitor), or the 404 screen. Also the route's error element, so an event its
 * loader did not find may still show as its owner's draft.
 */
export function EventDetailPage() {
  const { slug = '' } = useParams();
  const { event: loaded, error, isLoading } = useEvent(slug, usePublished<Event>());
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
