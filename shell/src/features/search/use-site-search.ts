import { useEffect, useState } from 'react';
import type { ApiClient } from '@valley/shared/api';
import { useApiClient } from '@valley/shared/api/swr';
import { track } from '@valley/shared/insights';
import { routeHref } from '../../config/remote-routes';

/** public-site §9: a search needs more than 3 characters and waits 300 ms after the last keystroke. */
export const SEARCH_MIN_LENGTH = 4;
export const SEARCH_DEBOUNCE_MS = 300;
/** public-site §9: the events and news site searches ask for 10 results. */
export const SEARCH_EVENTS_NEWS_LIMIT = 10;
/** A search that found nothing counts for the Board once its 'No results' has stood this long: the term the visitor stopped at (decision 046). */
export const SEARCH_MISS_SETTLE_MS = 1500;

export type SearchKind = 'destinations' | 'categories' | 'pages' | 'events' | 'news';

export interface SearchItem {
  /** Unique across all groups (kind + record), usable as a React key and a DOM id suffix. */
  key: string;
  title: string;
  /** A route of the site (`/d/slug`) or, when `external`, a full URL. */
  href: string;
  /** External results open in a new tab. */
  external: boolean;
}

export interface SearchGroup {
  kind: SearchKind;
  label: string;
  items: SearchItem[];
}

export type SiteSearchStatus = 'idle' | 'loading' | 'done';

export interface SiteSearchState {
  status: SiteSearchStatus;
  /** Non-empty groups in a fixed order; a failed call leaves its group out. */
  groups: SearchGroup[];
  /** A search failed, so an empty answer is not 'no results' (issue 26). */
  failed: boolean;
}

const isExternalUrl = (url: string) => /^(https?:)?\/\//i.test(url);

interface SearchSource {
  kind: SearchKind;
  label: string;
  cap: number;
  run: (client: ApiClient, text: string, signal: AbortSignal) => Promise<SearchItem[]>;
}

/** The five site searches (public-site §7), in the order their groups are shown. */
const SOURCES: readonly SearchSource[] = [
  {
    kind: 'destinations',
    label: 'Destinations',
    cap: 8,
    run: async (client, text, signal) =>
      (await client.call('destinationsSearch', { body: { name: text } }, { signal })).map((destination) => ({
        key: `destination-${destination.id}`,
        title: destination.name,
        href: routeHref('mf_discover', 'destination', { slug: destination.slug }),
        external: false,
      })),
  },
  {
    kind: 'categories',
    label: 'Categories',
    cap: 5,
    run: async (client, text, signal) =>
      (await client.call('destinationCategoriesSearch', { body: { q: text } }, { signal })).map((category) => ({
        key: `category-${category.id}`,
        title: category.name,
        href: routeHref('mf_discover', 'category', { slug: category.slug }),
        external: false,
      })),
  },
  {
    kind: 'pages',
    label: 'Pages',
    cap: 5,
    run: async (client, text, signal) =>
      (await client.call('pagesSearch', { body: { q: text } }, { signal })).map((page) => ({
        key: `page-${page.link}`,
        title: page.title,
        href: page.link,
        external: isExternalUrl(page.link),
      })),
  },
  {
    kind: 'events',
    label: 'Events',
    cap: 10,
    run: async (client, text, signal) => {
      // Without `page` the API answers a plain list; accept the paged shape too.
      const answer = await client.call('eventsSearch', { body: { title: text, limit: SEARCH_EVENTS_NEWS_LIMIT } }, { signal });
      return (Array.isArray(answer) ? answer : answer.data).map((event) => ({
        key: `event-${event.id}`,
        title: event.title,
        href: routeHref('mf_events', 'event', { slug: event.slug }),
        external: false,
      }));
    },
  },
  {
    kind: 'news',
    label: 'News',
    cap: 10,
    run: async (client, text, signal) =>
      (await client.call('newsSiteSearch', { body: { title: text, categories: null, limit: SEARCH_EVENTS_NEWS_LIMIT } }, { signal })).map((post) => ({
        key: `news-${post.id}`,
        title: post.title,
        href: post.source_link || routeHref('mf_news', 'post', { slug: post.slug }),
        external: Boolean(post.source_link),
      })),
  },
];

/** Runs the five searches in parallel; a failing one only drops its group (failures are logged, §8) and marks the answer failed. */
async function searchSite(client: ApiClient, text: string, signal: AbortSignal): Promise<Omit<Answer, 'text'>> {
  const answers = await Promise.allSettled(SOURCES.map((source) => source.run(client, text, signal)));
  const groups: SearchGroup[] = [];
  let failed = false;
  answers.forEach((answer, index) => {
    const source = SOURCES[index];
    if (!source) return;
    if (answer.status === 'rejected') {
      failed = true;
      if (!signal.aborted) console.warn(`Site search: ${source.kind} failed`, answer.reason);
      return;
    }
    const items = answer.value.slice(0, source.cap);
    if (items.length > 0) groups.push({ kind: source.kind, label: source.label, items });
  });
  return { groups, failed };
}

interface Answer {
  text: string;
  groups: SearchGroup[];
  failed: boolean;
}

const NO_ANSWER: Answer = { text: '', groups: [], failed: false };
const IDLE: SiteSearchState = { status: 'idle', groups: [], failed: false };

/**
 * The site search (public-site §4): three or fewer characters clear the results, longer text searches 300 ms after the last keystroke.
 * Only the answers for the current text count; the previous results stay while a new search is pending.
 */
export function useSiteSearch(text: string): SiteSearchState {
  const client = useApiClient();
  const query = text.trim();
  const searchable = query.length >= SEARCH_MIN_LENGTH;
  const [answer, setAnswer] = useState<Answer>(NO_ANSWER);

  // Short text forgets earlier results, so they never reappear for a later search.
  if (!searchable && answer !== NO_ANSWER) setAnswer(NO_ANSWER);

  useEffect(() => {
    if (!searchable) return undefined;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void searchSite(client, query, controller.signal).then((found) => {
        if (!controller.signal.aborted) setAnswer({ text: query, ...found });
      });
    }, SEARCH_DEBOUNCE_MS);
    // A newer text (or unmounting) cancels the pending timer and the calls in flight.
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [client, query, searchable]);

  const missed = searchable && answer.text === query && answer.groups.length === 0 && !answer.failed;
  useEffect(() => {
    if (!missed) return undefined;
    const timer = setTimeout(() => track({ kind: 'search_miss', term: query }), SEARCH_MISS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [missed, query]);

  if (!searchable) return IDLE;
  return { status: answer.text === query ? 'done' : 'loading', groups: answer.groups, failed: answer.failed };
}
