import { useParams } from 'react-router-dom';
import { useApi } from '@valley/shared/api/swr';
import { NotFound } from '@valley/shared/ui/not-found';
import { DestinationDetail } from '../features/destination-detail/components/destination-detail';
import styles from '../features/destination-detail/components/destination-detail.module.css';

/**
 * A missing or malformed destination (404, 400). Read from the error's shape, not `instanceof
 * ApiError`: under Module Federation the client that threw may be another bundle's copy of the class.
 */
function isMissingDestination(error: unknown): boolean {
  const status = typeof error === 'object' && error !== null ? (error as { status?: unknown }).status : undefined;
  return status === 404 || status === 400;
}

/** /d/{slug or id}: one destination, the 404 screen when there is none, or a notice when the API did not answer. */
export function DestinationPage() {
  const { slug = '' } = useParams();
  const { data, error, isLoading } = useApi('destinationGet', { params: { id: slug } });
  if (error) {
    if (isMissingDestination(error)) return <NotFound />;
    return (
      <p className={styles.failed} role="alert">
        This destination could not be loaded. Please try again in a moment.
      </p>
    );
  }
  if (isLoading || !data) return <div className={styles.skeleton} aria-busy="true" aria-label="Loading" />;
  return <DestinationDetail destination={data} />;
}
