import type { StaleListing } from '@valley/shared/schemas/freshness';
import { MemberTable, RowAction, TableSkeleton } from '../../../components/member-table';
import { freshnessLabel } from '../../../lib/freshness';
import { useRowWrite } from '../../../lib/use-row-write';
import { useConfirmStaleListing, useStaleListings } from '../api/use-stale-listings';
import styles from './stale-listings-tab.module.css';

const count = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/**
 * The board's stale-listings report (decision 090): listings nobody has confirmed for 6 months, by town and category, hidden ones
 * (12 months) first in each. Owners are mailed; listings the board keeps are its own to check, and "Still accurate" confirms one.
 */
export function StaleListingsTab() {
  const { data, isLoading, error } = useStaleListings();
  const confirm = useConfirmStaleListing();
  const { busy, run } = useRowWrite();

  const stillAccurate = (listing: StaleListing) => run(listing.id, async () => (await confirm.trigger(listing.id)).message);

  if (error && !data) return <p role="alert">The report could not be loaded. Try again in a moment.</p>;
  if (isLoading || !data) return <TableSkeleton label="Loading the stale listings" />;
  if (data.groups.length === 0) return <p className={styles.summary}>Every listing has been confirmed within the last 6 months.</p>;
  return (
    <div className={styles.report}>
      <p className={styles.summary}>
        {count(data.hidden, 'listing')} hidden from listings, search and maps (12 months unconfirmed); {count(data.due, 'listing')} due for a check (6 months).
        Owners are mailed at 6 and 11 months; listings without an owner are the board’s to check.
      </p>
      {data.groups.map((group) => (
        <section key={`${group.town}|${group.category}`} className={styles.group} aria-label={`${group.town}, ${group.category}`}>
          <h3 className={styles.heading}>
            {group.town} · {group.category}{' '}
            <span className={styles.counts}>
              ({[group.hidden ? `${group.hidden} hidden` : null, group.due ? `${group.due} due` : null].filter(Boolean).join(', ')})
            </span>
          </h3>
          <MemberTable
            caption={`Stale listings in ${group.town}, ${group.category}`}
            headers={['Listing', 'Owner', 'Freshness']}
            empty=""
            rows={group.listings.map((listing) => ({
              key: listing.id,
              cells: [
                <a key="name" href={`/d/${listing.slug}`} target="_blank" rel="noopener noreferrer">
                  {listing.name}
                </a>,
                listing.owner ?? 'No owner',
                freshnessLabel(listing.freshness),
              ],
              actions: (
                <RowAction label={busy === listing.id ? 'Saving' : 'Still accurate'} subject={listing.name} onClick={() => void stillAccurate(listing)} />
              ),
            }))}
          />
        </section>
      ))}
    </div>
  );
}
