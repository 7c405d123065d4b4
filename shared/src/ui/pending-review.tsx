import type { PendingReview } from '@valley/shared/schemas/common';
import styles from './pending-review.module.css';

/** The mark on a public page showing a member their own version the board has not published (member-area §4 draft pages). */
export function PendingReviewNotice({ review }: { review: PendingReview | undefined }) {
  if (!review) return null;
  const rejected = review.status === 'rejected';
  return (
    <aside className={rejected ? `${styles.notice} ${styles.rejected}` : styles.notice} aria-labelledby="pending-review-title">
      <strong id="pending-review-title" className={styles.title}>
        {rejected ? 'Sent back by the tourism board' : 'Pending review'}
      </strong>
      <span>
        {rejected
          ? `Not public: only you and the tourism board can see this version. ${review.note ? `The board’s note: ${review.note}` : ''}`.trim()
          : 'Not public yet: only you and the tourism board can see this version until the board approves it.'}
      </span>
    </aside>
  );
}
