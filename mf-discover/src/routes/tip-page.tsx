import { useParams } from '@valley/shared/router';
import { isMissingRecord } from '@valley/shared/api';
import { useRecordOrOwnDraft } from '@valley/shared/api/own-draft';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { PendingReviewNotice } from '@valley/shared/ui/pending-review';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { TipDetail } from '../features/tips/components/tip-detail';
import { tipInput } from '../lib/calls';

/** `/tips/{slug}`: one tip (its owner's pending version, marked), or the 404 screen. */
export function TipPage() {
  const { slug = '' } = useParams();
  const { data, error } = useRecordOrOwnDraft('tipGet', 'tipDraft', slug ? tipInput(slug) : null);
  if (!slug || isMissingRecord(error)) return <NotFound />;
  if (error) return <LoadError what="tip" />;
  if (!data) return <CardGridSkeleton count={1} label="Loading tip" />;
  return (
    <>
      <PendingReviewNotice review={data.pending_review} />
      <TipDetail tip={data} />
    </>
  );
}
