import { sendBody } from '../../../lib/api-mutation';
import { useReviewDecision } from './use-pending-review';

/** POST /api/review/reject: turns the item (or its edit) down with the reason the member is mailed. */
export const rejectItem = sendBody('reviewReject');
export const useRejectItem = () => useReviewDecision(rejectItem);
