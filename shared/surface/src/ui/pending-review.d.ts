import type { PendingReview } from '@valley/shared/schemas/common';
export declare function PendingReviewNotice({ review }: {
    review: PendingReview | undefined;
}): import("react").JSX.Element | null;
