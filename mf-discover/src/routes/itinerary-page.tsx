import { useParams } from '@valley/shared/router';
import { usePublished, useRecordOrOwnDraft } from '@valley/shared/api/own-draft';
import { PendingReviewNotice } from '@valley/shared/ui/pending-review';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { ItineraryDetail } from '../features/itineraries/components/itinerary-detail';
import { itineraryInput } from '../lib/calls';
import { LoadError } from '@valley/shared/ui/load-error';
import { RecordPage } from '@valley/shared/ui/record-page';

/**
 * `/itineraries/{slug}`: one itinerary (its owner's pending version, marked), or the 404 screen. Also the route's error element, so a itinerary its loader did
 * not find may still show as its owner's draft.
 */
export function ItineraryPage() {
  const { slug = '' } = useParams();
  const { data, error } = useRecordOrOwnDraft('itineraryGet', 'itineraryDraft', slug ? itineraryInput(slug) : null, usePublished());
  return (
    <RecordPage
      failed={<LoadError what="itinerary" />}
      record={data}
      error={error}
      missing={!slug}
      loading={<CardGridSkeleton count={1} label="Loading itinerary" />}
    >
      {(itinerary) => (
        <>
          <PendingReviewNotice review={itinerary.pending_review} />
          <ItineraryDetail itinerary={itinerary} />
        </>
      )}
    </RecordPage>
  );
}
