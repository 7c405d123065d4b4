import { useParams } from '@valley/shared/router';
import { isMissingRecord } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { DestinationDetail } from '../features/destination-detail/components/destination-detail';
import styles from '../features/destination-detail/components/destination-detail.module.css';
import { destinationInput } from '../lib/calls';

/** /d/{slug or id}: one destination, the 404 screen when there is none, or a notice when the API did not answer. */
export function DestinationPage() {
  const { slug = '' } = useParams();
  const { data, error, isLoading } = useApi('destinationGet', destinationInput(slug));
  if (error) {
    if (isMissingRecord(error)) return <NotFound />;
    return <LoadError what="destination" />;
  }
  if (isLoading || !data) return <div className={styles.skeleton} aria-busy="true" aria-label="Loading" />;
  return <DestinationDetail destination={data} />;
}
