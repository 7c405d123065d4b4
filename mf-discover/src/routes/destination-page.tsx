import { useParams } from '@valley/shared/router';
import { usePublished, useRecordOrOwnDraft } from '@valley/shared/api/own-draft';
import { PendingReviewNotice } from '@valley/shared/ui/pending-review';
import { DestinationDetail } from '../features/destination-detail/components/destination-detail';
import styles from '../features/destination-detail/components/destination-detail.module.css';
import { destinationInput } from '../lib/calls';
import { LoadError } from '@valley/shared/ui/load-error';
import { RecordPage } from '@valley/shared/ui/record-page';

/**
 * /d/{slug or id}: one destination (its owner's pending version, marked), the 404 screen when there is none, or a notice when the API
 * did not answer. Also the route's error element, so a destination its loader did not find may still show as its owner's draft.
 */
export function DestinationPage() {
  const { slug = '' } = useParams();
  const { data, error, isLoading } = useRecordOrOwnDraft('destinationGet', 'destinationDraft', destinationInput(slug), usePublished());
  return (
    <RecordPage
      failed={<LoadError what="destination" />}
      record={isLoading ? undefined : data}
      error={error}
      loading={<div className={styles.skeleton} aria-busy="true" aria-label="Loading" />}
    >
      {(destination) => (
        <>
          <PendingReviewNotice review={destination.pending_review} />
          <DestinationDetail destination={destination} />
        </>
      )}
    </RecordPage>
  );
}
