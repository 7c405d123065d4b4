import type { PendingReview } from '@valley/shared/schemas/common';
import styles from './pending-review.module.css';

/** What the mark says: a new item is not public at all; a live one's edit is not, while visitors see the published version (issue 46). */
function wordsOf(review: NonNullable<PendingReview>): { title: string; text: string } {
  const note = review.note ? ` The board’s note: ${review.note}` : '';
  if (review.status === 'rejected')
    return {
      title: 'Sent back by the tourism board',
      text: review.live
        ? `Your edit is not public: visitors see the published version, and only you and the tourism board can see this one.${note}`
        : `Not public: only you and the tourism board can see this version.${note}`,
    };
  return {
    title: 'Pending review',
    text: review.live
      ? 'Your edit is not public yet: visitors see the published version until the board approves this one, which only you and the tourism board can see.'
      : 'Not public yet: only you and the tourism board can see this version until the board approves it.',
  };
}

/** The mark on a public page showing a member their own version the board has not published (member-area §4 draft pages). */
export function PendingReviewNotice({ review }: { review: PendingReview | undefined }) {
  if (!review) return null;
  const { title, text } = wordsOf(review);
  return (
    <aside className={review.status === 'rejected' ? `${styles.notice} ${styles.rejected}` : styles.notice} aria-labelledby="pending-review-title">
      <strong id="pending-review-title" className={styles.title}>
        {title}
      </strong>
      <span>{text}</span>
    </aside>
  );
}
