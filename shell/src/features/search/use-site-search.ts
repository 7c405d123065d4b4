import { useEffect, useState } from 'react';
import type { ApiClient } from '@valley/shared/api';
import type { EndpointInput, EndpointName, EndpointOutput } from '@valley/shared/api/contract';
import { useApi, useApiClient } from '@valley/shared/api/swr';
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

/** What the search says about its answer, in the box's popover and on the results page alike. */
export function searchMessage({ status, groups, failed }: SiteSearchState, query: string): string {
  const count = groups.reduce((total, group) => total + group.items.length, 0);
  if (status === 'loading') return 'Searching…';
  if (status !== 'done') return '';
  if (count === 0) return failed ? 'Search is not working right now. Please try again in a moment.' : `No results for “${query}”`;
  return `${count} ${count === 1 ? 'result' : 'results'}${failed ? ' (some could not be searched)' : ''}`;
}

/** The full results page of a search: where the box's form goes without JavaScript, and Enter with no result chosen. */
export const searchPageHref = (text: string): string => `${routeHref('shell', 'search')}?${new URLSearchParams({ q: text.trim() }).toString()}`;

const isExternalUrl = (url: string) => /^(https?:)?\/\//i.test(url);

/** One of the site searches: the call it makes for a text, and the results it reads from the answer. */
interface SearchSource {
  kind: SearchKind;
  label: string;
  cap: number;
  run: (client: ApiClient, text: string, signal: AbortSignal) => Promise<SearchItem[]>;
  /** The same call through swr, so a server-rendered results page has it (`null`: no call). */
  useItems: (text: string | null) => SourceAnswer;
}

/** A source's answer as the results page reads it: its items once answered, or that it failed. */
export interface SourceAnswer {
  items: SearchItem[] | undefined;
  failed: boolean;
}

function source<N extends EndpointName>(
  kind: SearchKind,
  label: string,
  cap: number,
  name: N,
  input: (text: string) => EndpointInput<N>,
  items: (answer: EndpointOutput<N>) => SearchItem[],
): SearchSource {
  return {
    kind,
    label,
    cap,
    run: async (client, text, signal) => items(await client.call(name, input(text), { signal })),
    useItems: (text) => {
      const { data, error } = useApi(name, text === null ? null : input(text));
      return { items: data === undefined ? undefined : items(data), failed: Boolean(error) };
    },
  };
}

/** The five site searches (public-site §7), in the order their groups are shown. */
export const SOURCES = [
  source(
    'destinations',
    'Destinations',
    8,
    'destinationsSearch',
    (text) => ({ body: { name: text } }),
    (answer) =>
      answer.map((destination) => ({
        key: `destination-${destination.id}`,
        title: destination.name,
        href: routeHref('mf_discover', 'destination', { slug: destination.slug }),
        external: false,
      })),
  ),
  source(
    'categories',
    'Categories',
    5,
    'destinationCategoriesSearch',
    (text) => ({ body: { q: text } }),
    (answer) =>
      answer.map((category) => ({
        key: `category-${category.id}`,
        title: category.name,
        href: routeHref('mf_discover', 'category', { slug: category.slug }),
        external: false,
      })),
  ),
  source(
    'pages',
    'Pages',
    5,
    'pagesSearch',
    (text) => ({ body: { q: text } }),
    (answer) => answer.map((page) => ({ key: `page-${page.link}`, title: page.title, href: page.link, external: isExternalUrl(page.link) })),
  ),
  source(
    'events',
    'Events',
    10,
    'eventsSearch',
    (text) => ({ body: { title: text, limit: SEARCH_EVENTS_NEWS_LIMIT } }),
    // Without `page` the API answers a plain list; accept the paged shape too.
    (answer) =>
      (Array.isArray(answer) ? answer : answer.data).map((event) => ({
        key: `event-${event.id}`,
        title: event.title,
        href: routeHref('mf_events', 'event', { slug: event.slug }),
        external: false,
      })),
  ),
  source(
    'news',
    'News',
    10,
    'newsSiteSearch',
    (text) => ({ body: { title: text, categories: null, limit: SEARCH_EVENTS_NEWS_LIMIT } }),
    (answer) =>
      answer.map((post) => ({
        key: `news-${post.id}`,
        title: post.title,
        href: post.source_link || routeHref('mf_news', 'post', { slug: post.slug }),
        external: Boolean(post.source_link),
      })),
  ),
] as const satisfies readonly SearchSource[];

/** The groups of the sources' answers, in order: capped, the empty ones left out; a failed source only marks the whole failed. */
export function groupsOf(answers: readonly SourceAnswer[]): { groups: SearchGroup[]; failed: boolean } {
  const groups: SearchGroup[] = [];
  answers.forEach(({ items }, index) => {
    const { kind, label, cap } = SOURCES[index]!;
    if (items && items.length > 0) groups.push({ kind, label, items: items.slice(0, cap) });
  });
  return { groups, failed: answers.some((answer) => answer.failed) };
}

/** Runs the five searches in parallel; a failing one only drops its group (failures are logged, §8) and marks the answer failed. */
async function searchSite(client: ApiClient, text: string, signal: AbortSignal): Promise<Omit<Answer, 'text'>> {
  const answers = await Promise.allSettled(SOURCES.map((search) => search.run(client, text, signal)));
  return groupsOf(
    answers.map((answer, index) => {
      if (answer.status === 'fulfilled') return { items: answer.value, failed: false };
      if (!signal.aborted) console.warn(`Site search: ${SOURCES[index]!.kind} failed`, answer.reason);
      return { items: undefined, failed: true };
    }),
  );
}

interface Answer {
  text: string;
  groups: SearchGroup[];
  failed: boolean;
}

const NO_ANSWER: Answer = { text: '', groups: [], failed: false };
const IDLE: SiteSearchState = { status: 'idle', groups: [], failed: false };

/** Counts a search that found nothing for the Board, once its 'No results' has stood SEARCH_MISS_SETTLE_MS (decision 046). */
export function useReportMiss(missed: boolean, term: string): void {
  useEffect(() => {
    if (!missed) return undefined;
    const timer = setTimeout(() => track({ kind: 'search_miss', term }), SEARCH_MISS_SETTLE_MS);
    return () => clearTimeout(timer);
  }, [missed, term]);
}

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

  useReportMiss(searchable && answer.text === query && answer.groups.length === 0 && !answer.failed, query);

  if (!searchable) return IDLE;
  return { status: answer.text === query ? 'done' : 'loading', groups: answer.groups, failed: answer.failed };
}
