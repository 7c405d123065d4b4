import { useParams } from 'react-router-dom';
import { useApi } from '@valley/shared/api/swr';
import { NotFound } from '@valley/shared/ui/not-found';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { TipDetail } from '../features/tips/components/tip-detail';

/** `/tips/{slug}`: one tip, or the 404 screen. */
export function TipPage() {
  const { slug = '' } = useParams();
  const { data, error } = useApi('tipGet', slug ? { params: { slug } } : null);
  if (!slug || error) return <NotFound />;
  if (!data) return <CardGridSkeleton count={1} label="Loading tip" />;
  return <TipDetail tip={data} />;
}
