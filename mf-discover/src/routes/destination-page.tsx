import { useParams } from 'react-router-dom';
import { useApi } from '@valley/shared/api/swr';
import { NotFound } from '@valley/shared/ui/not-found';
import { DestinationDetail } from '../features/destination-detail/components/destination-detail';
import styles from '../features/destination-detail/components/destination-detail.module.css';

/** /d/{slug or id}: one destination, or the 404 screen when there is none. */
export function DestinationPage() {
  const { slug = '' } = useParams();
  const { data, error, isLoading } = useApi('destinationGet', { params: { id: slug } });
  if (error) return <NotFound />;
  if (isLoading || !data) return <div className={styles.skeleton} aria-busy="true" aria-label="Loading" />;
  return <DestinationDetail destination={data} />;
}
