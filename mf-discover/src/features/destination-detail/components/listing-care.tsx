import type { Destination } from '@valley/shared/schemas/destination';
import { Link } from '@valley/shared/router';
import styles from './destination-detail.module.css';

/** The member area's claim form for a listing: mf-account's `/profile?claim={slug}` (a link, so it works before any script, decision 088). */
export const claimHref = (slug: string) => `/profile?${new URLSearchParams({ claim: slug })}`;

/** mf-account's form where any visitor suggests a correction to the listing (decision 089). */
export const suggestHref = (slug: string) => `/suggest/${slug}`;

/** A Verified mark once the listing's owner proved it is theirs (decision 088). */
export function VerifiedMark({ destination }: { destination: Pick<Destination, 'verified'> }) {
  return destination.verified ? (
    <p className={styles.verified} title="Its business proved this listing is theirs and keeps it up to date">
      Verified
    </p>
  ) : null;
}

/**
 * Keeping the listing true: any visitor suggests a correction (decision 089); a business takes its listing over, by a code for one
 * nobody owns, by the board's decision for one a member already manages (decision 088).
 */
export function ListingCare({ destination }: { destination: Pick<Destination, 'slug' | 'claimed'> }) {
  return (
    <>
      <p className={styles.claim}>
        Something out of date? <Link to={suggestHref(destination.slug)}>Suggest a correction</Link>
      </p>
      <p className={styles.claim}>
        Is this your business? <Link to={claimHref(destination.slug)}>{destination.claimed ? 'Ask the board' : 'Claim it'}</Link>
      </p>
    </>
  );
}
