import type { Destination } from '@valley/shared/schemas/destination';
import styles from './unconfirmed-note.module.css';

/** The words a listing unconfirmed for 12 months carries on its page (decision 090); it is gone from listings, search and maps. */
export const UNCONFIRMED_TITLE = 'Not recently confirmed';
export const UNCONFIRMED_TEXT =
  'The business has not confirmed these details for over a year. Opening hours, prices and contact details may have changed: check with them before you go.';

export function UnconfirmedNote({ destination }: { destination: Pick<Destination, 'recently_confirmed'> }) {
  if (destination.recently_confirmed) return null;
  return (
    <p className={styles.note}>
      <strong>{UNCONFIRMED_TITLE}.</strong> {UNCONFIRMED_TEXT}
    </p>
  );
}
