import { useParams } from '@valley/shared/router';
import { usePublished, useRecordOrOwnDraft } from '@valley/shared/api/own-draft';
import { PendingReviewNotice } from '@valley/shared/ui/pending-review';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { TipDetail } from '../features/tips/components/tip-detail';
import { tipInput } from '../lib/calls';
import { LoadError } from '@valley/shared/ui/load-error';
import { RecordPage } from '@valley/shared/ui/record-page';

/**
 * `/tips/{slug}`: one tip (its owner's pending version, marked), or the 404 screen. Also the route's error element, so a tip its loader did
 * not find may still show as its owner's draft.
 */
export function TipPage() {
  const { slug = '' } = useParams();
  const { data, error } = useRecordOrOwnDraft('tipGet', 'tipDraft', slug ? tipInput(slug) : null, usePublished());
  return (
    <RecordPage failed={<LoadError what="tip" />} record={data} error={error} missing={!slug} loading={<CardGridSkeleton count={1} label="Loading tip" />}>
      {(tip) => (
        <>
          <PendingReviewNotice review={tip.pending_review} />
          <TipDetail tip={tip} />
        </>
      )}
    </RecordPage>
  );
}
