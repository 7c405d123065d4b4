import { useCallback, useState, type ReactNode } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { useHistoryDetail, useQueryState } from '@valley/shared/ui/in-page-navigation';
import type { Event, EventCategory } from '@valley/shared/schemas/event';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { EventCard } from '../../../components/event-card';
import { EventDrawer } from '../../../components/event-drawer';
import {
  DEFAULT_FILTERS,
  EVENTS_PAGE_SIZE,
  EVENT_ORDERS_LABELS,
  eventFiltersQuery,
  hasFilters,
  searchBody,
  type EventFilters,
  type EventOrder,
} from '../../../lib/event-filters';
import { useEventPages } from '../api/use-event-pages';
import { useScrollNearEnd, type ScrollNearEnd } from '@valley/shared/near-viewport';
import { CategoryChips } from '@valley/shared/ui/category-chips';
import { FilterDrawer } from './filter-drawer';
import styles from './events-listing.module.css';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { Link } from '@valley/shared/router';
import { DrawerLink } from '@valley/shared/ui/drawer-link';
import { PastLastPage, useListPage } from '@valley/shared/ui/paging';
import { usePageInstant } from '@valley/shared/ui/hydrated';
import { Select } from '@valley/shared/ui/select';
import { PendingNote, pendingProps } from '@valley/shared/ui/pending';
import { ADS_AFTER_RESULTS, ResultsAds } from '@valley/shared/ui/listing-ads';

const ORDER_OPTIONS = Object.entries(EVENT_ORDERS_LABELS).map(([value, label]) => ({ value, label }));

/** The cards with the page's ads after the first few (ResultsAds shows them on a phone only). */
const withAds = (cards: ReactNode[], ads: ReactNode) => cards.toSpliced(Math.min(ADS_AFTER_RESULTS, cards.length), 0, ads);

/** One event's card: a series may list more than one occurrence. */
const eventKey = (event: Event) => `${event.id}-${event.starts}`;

/** Scroll triggers of public-site §4 and §9: the events page and an event category page, each once scrolling pauses. */
export const EVENTS_PAGE_SCROLL: ScrollNearEnd = { distance: 500, pace: 'debounce', ms: 300 };
export const CATEGORY_PAGE_SCROLL: ScrollNearEnd = { distance: 200, pace: 'debounce', ms: 500 };

export interface EventsListingProps {
  /** An event category page lists only this category: no chips and no category filter. */
  fixedCategory?: number;
  /** When the next page loads on scrolling (public-site §4). */
  scroll: ScrollNearEnd;
  /** The page's content blocks: a phone shows their ads among the first events (the page shows them above on a wider screen). */
  blocks?: ContentBlock[];
  /** The chips' and the filter drawer's categories, from the page's loader: null when the API did not give them (All alone). */
  categories?: EventCategory[] | null;
}

/**
 * The events grid of /events and /events/category/{slug}: chips, filter drawer, Grid/List, sort, 48 events per request appended,
 * and the event drawer. Filters, sort and view live in the URL query.
 */
export function EventsListing({ fixedCategory, scroll, blocks = [], categories = null }: EventsListingProps) {
  const [filters, setFilters] = useQueryState(eventFiltersQuery);
  const [filtersOpen, setFiltersOpen] = useState(false);
  // The drawer is a history entry: Back closes it rather than leaving the page (decision 043).
  const detail = useHistoryDetail('eventDetail');
  const showChips = fixedCategory === undefined;
  // One "today" per visit, so the default window (and the swr keys) do not move while scrolling; the server's while hydrating.
  const now = usePageInstant();
  const bodyFor = useCallback((page: number) => searchBody(filters, page, now, fixedCategory), [filters, fixedCategory, now]);
  // The address's page comes first; links to the pages around it work without JavaScript (decision 053).
  const { page, href: pageHref } = useListPage();
  const feed = useEventPages(bodyFor, page);
  const start = (page - 1) * EVENTS_PAGE_SIZE;
  const opened = detail.id === null ? null : (feed.events.find((event) => eventKey(event) === detail.id) ?? null);
  const open = (event: Event) => detail.open(eventKey(event));
  useScrollNearEnd(feed.loadMore, scroll, { enabled: feed.hasMore && !feed.isLoading });

  // A choice of category, sort or filters starts again at page 1: a new first-page key does that.
  const change = (next: Partial<EventFilters>) => setFilters({ ...filters, ...next });
  // A chip: its category alone, or (All) no filters but the sort and view.
  const withCategories = (ids: number[]): EventFilters =>
    ids.length === 0 ? { ...DEFAULT_FILTERS, order: filters.order, view: filters.view } : { ...filters, categories: ids };
  const clearFilters = () => setFilters(withCategories([]));

  return (
    <div className={styles.listing}>
      {showChips ? (
        <CategoryChips
          label="Event categories"
          categories={categories ?? undefined}
          selected={filters.categories}
          onSelect={(ids) => setFilters(withCategories(ids))}
          queryFor={(ids) => eventFiltersQuery.write(withCategories(ids))}
        />
      ) : null}

      <div className={styles.toolbar}>
        <Button variant="outline" needsScript aria-haspopup="dialog" onClick={() => setFiltersOpen(true)}>
          Filter{hasFilters(filters) ? ' (on)' : ''}
        </Button>
        <div className={styles.view} role="group" aria-label="View">
          {(['grid', 'list'] as const).map((view) => (
            <button key={view} type="button" className={styles.viewButton} aria-pressed={filters.view === view} onClick={() => change({ view })}>
              {view === 'grid' ? 'Grid' : 'List'}
            </button>
          ))}
        </div>
        <Select
          className={styles.sort}
          label="Sort By"
          options={ORDER_OPTIONS}
          value={filters.order}
          onChange={(event) => change({ order: event.target.value as EventOrder })}
        />
      </div>

      {feed.isLoading ? (
        <CardGridSkeleton count={6} label="Loading events" />
      ) : feed.error ? (
        <div className={styles.empty}>
          <p>Events could not be loaded.</p>
          <Button onClick={feed.retry}>Try Again</Button>
        </div>
      ) : feed.events.length === 0 && start > 0 ? (
        <PastLastPage className={styles.empty} total={feed.total} perPage={EVENTS_PAGE_SIZE} noun="events" />
      ) : feed.events.length === 0 ? (
        <div className={styles.empty}>
          <p>No events match these filters.</p>
          {hasFilters(filters) ? <Button onClick={clearFilters}>Show All Events</Button> : null}
        </div>
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            Showing {start > 0 ? `${start + 1}–${start + feed.events.length}` : feed.events.length} of {feed.total} events
            <PendingNote pending={feed.pending} />
          </p>
          {start > 0 ? (
            <p className={styles.footer}>
              <Link className={buttonClass('outline')} to={pageHref(page - 1)}>
                Previous Events
              </Link>
            </p>
          ) : null}
          <ul aria-label="Events" {...pendingProps(feed.pending, filters.view === 'list' ? styles.list : styles.grid)}>
            {withAds(
              feed.events.map((event) => (
                <li key={eventKey(event)}>
                  <EventCard event={event} onOpen={open} layout={filters.view} />
                </li>
              )),
              <ResultsAds key="ads" blocks={blocks} />,
            )}
          </ul>
          {feed.moreFailed ? <p className={styles.note}>More events could not be loaded.</p> : null}
          {feed.hasMore ? (
            <p className={styles.footer}>
              {/* With JavaScript the next events join these; without it (or in a new tab) the link is the next page. */}
              <DrawerLink
                className={buttonClass('primary')}
                href={pageHref(page + Math.ceil(feed.events.length / EVENTS_PAGE_SIZE))}
                onOpen={feed.loadMore}
                aria-disabled={feed.isLoadingMore || undefined}
                aria-busy={feed.isLoadingMore || undefined}
              >
                Load More Events
              </DrawerLink>
            </p>
          ) : null}
          {feed.isLoadingMore ? (
            <p className={styles.note} role="status">
              Loading more events…
            </p>
          ) : null}
        </>
      )}

      <FilterDrawer
        open={filtersOpen}
        filters={filters}
        categories={showChips ? (categories ?? []) : null}
        onClose={() => setFiltersOpen(false)}
        onApply={(next) => {
          setFilters(next);
          setFiltersOpen(false);
        }}
        onReset={() => {
          clearFilters();
          setFiltersOpen(false);
        }}
      />
      <EventDrawer event={opened} onClose={detail.close} />
    </div>
  );
}
