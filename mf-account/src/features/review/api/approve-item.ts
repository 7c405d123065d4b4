import { sendBody } from '../../../lib/api-mutation';
import { useReviewDecision } from './use-pending-review';

/** POST /api/review/approve: publishes the item (or its pending edit) and tells the member. */
export const approveItem = sendBody('reviewApprove');
export const useApproveItem = () => useReviewDecision(approveItem);
