import { useId, useState } from 'react';
import styles from './approval.module.css';

export type ApprovalKind = 'destination' | 'event' | 'tip' | 'itinerary' | 'reservation';

/** The board tooltips of the Approved column (member-area §1). */
export const APPROVAL_TOOLTIPS: Record<ApprovalKind, string> = {
  destination: 'The tourism board reviews destinations, tips and itineraries before they appear on the site.',
  tip: 'The tourism board reviews destinations, tips and itineraries before they appear on the site.',
  itinerary: 'The tourism board reviews destinations, tips and itineraries before they appear on the site.',
  event: 'Events of approved destinations are included and managed by the tourism board.',
  reservation: 'Reservation requests are forwarded to the destination and the tourism board.',
};

/** The Approved column's heading with its tooltip, shown on hover and on keyboard focus. */
export function ApprovedHeading({ kind }: { kind: ApprovalKind }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  return (
    <span className={styles.heading}>
      Approved
      <button
        type="button"
        className={styles.info}
        aria-label="About approval"
        aria-describedby={id}
        onMouseEnter={() => setOpen(true)}
        onMouseLeave={() => setOpen(false)}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={(event) => {
          if (event.key === 'Escape') setOpen(false);
        }}
      >
        i
      </button>
      <span id={id} role="tooltip" className={styles.tooltip} hidden={!open}>
        {APPROVAL_TOOLTIPS[kind]}
      </span>
    </span>
  );
}

export interface ReviewState {
  approved: 0 | 1;
  review_status?: 'pending' | 'approved' | 'rejected';
  review_note?: string | null;
  has_pending_changes?: boolean;
}

/** 'Approved' or 'Pending' ('Sent' for a reservation the board forwarded, decision 091), with the board's reason when it sent one back. */
export function ApprovalStatus({ kind, item }: { kind: ApprovalKind; item: ReviewState }) {
  const approved = item.approved === 1;
  if (kind === 'reservation') return approved ? <span className={styles.sent}>Sent</span> : <span className={styles.pending}>Pending</span>;
  return (
    <span className={styles.status}>
      <span className={approved ? styles.approved : styles.pending}>{approved ? 'Approved' : 'Pending'}</span>
      {approved && item.has_pending_changes ? <span className={styles.note}>Your latest edit is waiting for the board.</span> : null}
      {item.review_status === 'rejected' && item.review_note ? <span className={styles.note}>Sent back by the board: {item.review_note}</span> : null}
    </span>
  );
}
