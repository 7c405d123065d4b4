import { useParams } from '@valley/shared/router';
import { isMissingRecord } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { TipDetail } from '../features/tips/components/tip-detail';
import { tipInput } from '../lib/calls';

/** `/tips/{slug}`: one tip, or the 404 screen. */
export function TipPage() {
  const { slug = '' } = useParams();
  const { data, error } = useApi('tipGet', slug ? tipInput(slug) : null);
  if (!slug || isMissingRecord(error)) return <NotFound />;
  if (error) return <LoadError what="tip" />;
  if (!data) return <CardGridSkeleton count={1} label="Loading tip" />;
  return <TipDetail tip={data} />;
}
