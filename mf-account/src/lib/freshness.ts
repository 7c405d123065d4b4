import type { ListingFreshness } from '@valley/shared/schemas/freshness';
import { formatDay } from '@valley/shared/time';

/** 'Nov 28, 2026' */
const day = (key: string) => formatDay(key, 'date');

/** A listing's freshness in a few words, for a table cell (decision 090). */
export function freshnessLabel(freshness: ListingFreshness): string {
  if (freshness.state === 'hidden') return `Hidden since ${day(freshness.hidden_from)}`;
  if (freshness.state === 'due') return `Check due: confirmed ${day(freshness.confirmed_on)}`;
  return `Confirmed ${day(freshness.confirmed_on)}`;
}

/** What happens to a listing that needs a check, and when. */
export function freshnessSentence(freshness: ListingFreshness): string {
  return freshness.state === 'hidden'
    ? `Hidden from listings, search and maps since ${day(freshness.hidden_from)}: nobody has confirmed it for 12 months. Its page still answers, marked “Not recently confirmed”.`
    : `Last confirmed ${day(freshness.confirmed_on)}. Unless it is confirmed, it leaves listings, search and maps on ${day(freshness.hidden_from)}.`;
}
