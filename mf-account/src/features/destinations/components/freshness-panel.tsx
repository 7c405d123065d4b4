import { LISTING_CHECKS } from '@valley/shared/schemas/freshness';
import type { MemberDestination } from '@valley/shared/schemas/member';
import { Button } from '@valley/shared/ui/button';
import { freshnessSentence } from '../../../lib/freshness';
import { useMemberList } from '../../../lib/member-data';
import { useRowWrite } from '../../../lib/use-row-write';
import { useConfirmListing } from '../api/confirm-listing';
import styles from './freshness-panel.module.css';

/** A fact as the listing has it now; an address with its town. */
const factOf = (destination: MemberDestination, field: (typeof LISTING_CHECKS)[number]['field']) =>
  field === 'address' ? [destination.address, destination.city].filter(Boolean).join(', ') : destination[field];

/**
 * The member's listings that need a word from them (decision 090): due for a check from 6 months after the last confirmation, hidden
 * from 12. Each shows what to check, as the listing has it, and "Still accurate"; a change goes through Edit and the board.
 */
export function FreshnessPanel() {
  const { data } = useMemberList('myDestinations');
  const confirm = useConfirmListing();
  const { busy, run } = useRowWrite();
  const needing = (data ?? []).filter((destination) => destination.freshness && destination.freshness.state !== 'fresh');
  if (needing.length === 0) return null;

  const stillAccurate = (destination: MemberDestination) => run(destination.id, async () => (await confirm.trigger(destination.id)).message);

  return (
    <section className={styles.panel} aria-labelledby="freshness-title">
      <h2 id="freshness-title" className={styles.title}>
        Keep your listings true
      </h2>
      <p className={styles.intro}>Visitors plan their trips from what your listing says. Check these, then confirm them or edit what changed.</p>
      {needing.map((destination) => (
        <article key={destination.id} className={styles.listing} aria-labelledby={`freshness-${destination.id}`}>
          <h3 id={`freshness-${destination.id}`} className={styles.name}>
            {destination.name}
          </h3>
          <p className={destination.freshness?.state === 'hidden' ? styles.hidden : styles.due}>
            {destination.freshness ? freshnessSentence(destination.freshness) : null}
          </p>
          <dl className={styles.facts} aria-label={`What to check on ${destination.name}`}>
            {LISTING_CHECKS.map(({ field, label }) => (
              <div key={field}>
                <dt>{label}</dt>
                <dd>{factOf(destination, field) || 'None listed'}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.more}>…and its description, photos and links. If something changed, edit the listing below: the board reviews the change.</p>
          <Button variant="primary" onClick={() => void stillAccurate(destination)} pending={busy === destination.id} disabled={busy !== null}>
            Still accurate<span className="visually-hidden"> {destination.name}</span>
          </Button>
        </article>
      ))}
    </section>
  );
}
