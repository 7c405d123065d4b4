import { useParams } from '@valley/shared/router';
import { isMissingRecord } from '@valley/shared/api';
import { useRecordOrOwnDraft } from '@valley/shared/api/own-draft';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { PendingReviewNotice } from '@valley/shared/ui/pending-review';
import { DestinationDetail } from '../features/destination-detail/components/destination-detail';
import styles from '../features/destination-detail/components/destination-detail.module.css';
import { destinationInput } from '../lib/calls';

/** /d/{slug or id}: one destination (its owner's pending version, marked), the 404 screen when there is none, or a notice when the API did not answer. */
export function DestinationPage() {
  const { slug = '' } = useParams();
  const { data, error, isLoading } = useRecordOrOwnDraft('destinationGet', 'destinationDraft', destinationInput(slug));
  if (error) {
    if (isMissingRecord(error)) return <NotFound />;
    return <LoadError what="destination" />;
  }
  if (isLoading || !data) return <div className={styles.skeleton} aria-busy="true" aria-label="Loading" />;
  return (
    <>
      <PendingReviewNotice review={data.pending_review} />
      <DestinationDetail destination={data} />
    </>
  );
}
