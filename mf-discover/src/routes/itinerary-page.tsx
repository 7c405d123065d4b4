import { useParams } from '@valley/shared/router';
import { isMissingRecord } from '@valley/shared/api';
import { useRecordOrOwnDraft } from '@valley/shared/api/own-draft';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { PendingReviewNotice } from '@valley/shared/ui/pending-review';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { ItineraryDetail } from '../features/itineraries/components/itinerary-detail';
import { itineraryInput } from '../lib/calls';

/** `/itineraries/{slug}`: one itinerary (its owner's pending version, marked), or the 404 screen. */
export function ItineraryPage() {
  const { slug = '' } = useParams();
  const { data, error } = useRecordOrOwnDraft('itineraryGet', 'itineraryDraft', slug ? itineraryInput(slug) : null);
  if (!slug || isMissingRecord(error)) return <NotFound />;
  if (error) return <LoadError what="itinerary" />;
  if (!data) return <CardGridSkeleton count={1} label="Loading itinerary" />;
  return (
    <>
      <PendingReviewNotice review={data.pending_review} />
      <ItineraryDetail itinerary={data} />
    </>
  );
}
