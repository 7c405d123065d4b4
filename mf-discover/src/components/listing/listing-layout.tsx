import { useCallback, useDeferredValue, useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from '@valley/shared/router';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { Drawer } from '@valley/shared/ui/drawer';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import type { MapPlace } from '@valley/shared/map/place';
import { PlacesMap } from '@valley/shared/map';
import { VALLEY_CENTER, ZOOM } from '@valley/shared/map/settings';
import { usePackedMasonry } from './use-packed-masonry';
import { PageHeader, type PageHeaderProps } from '@valley/shared/ui/page-header';
import styles from './listing.module.css';
import { useHistoryDetail } from '@valley/shared/ui/in-page-navigation';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { DrawerLink } from '@valley/shared/ui/drawer-link';
import { DiscountPopup } from '@valley/shared/ui/discount-popup';
import { useDeferredReady } from '@valley/shared/ui/hydrated';
import { CARDS_PER_STEP } from '../../lib/calls';
import { useListPage } from '@valley/shared/ui/paging';
import { Select } from '@valley/shared/ui/select';
import { PendingNote, pendingProps } from '@valley/shared/ui/pending';
import { ADS_AFTER_RESULTS, ListingBlocks, ResultsAds, isAdBlock } from '@valley/shared/ui/listing-ads';

export type ViewMode = 'grid' | 'list';

/** A listing's header: picture, title, subtitle and the page's content (the shared page header). */
export type ListingHeaderData = Pick<PageHeaderProps, 'title' | 'subtitle' | 'image' | 'content'>;

export interface SortOption {
  value: string;
  label: string;
}

export interface ListingLayoutProps<T extends { id: number }, C extends { id: number } = T> {
  header: ListingHeaderData;
  /** The page's title, description and JSON-LD: a <PageHead> (decision 058). */
  head: ReactNode;
  blocks?: ContentBlock[];
  /** Between the header and the results: a featured carousel, a page's own call to action. */
  intro?: ReactNode;
  /** After the results. */
  outro?: ReactNode;
  /** Every result, for the count, the map and the drawer; undefined while loading (the skeleton shows until the first 200 answer). */
  items: T[] | undefined;
  /**
   * The cards from the address's page on (`?page=N`), when they come apart from `items`, a page at a time (decision 047); else the
   * cards are `items` from that page's first (decision 053).
   */
  cards?: C[];
  /** How many cards show, when the page loads them itself (useShownCards); else the layout keeps the count. */
  shown?: ShownCards;
  /** The search failed: says so, with Try Again, instead of the empty result ('0 places') it is not. */
  failed?: { retry: () => void } | null;
  /** What the results are, for the count line and the list's name: 'places', 'itineraries'. */
  noun: string;
  /** The same for a count of one: 'place', 'itinerary'. */
  nounOne?: string;
  toPlace: (item: T) => MapPlace;
  /** The card's visible content; the layout wraps it in the link that opens the drawer. */
  renderCard: (card: C) => ReactNode;
  cardName: (card: C) => string;
  /** The card's record page: where its link goes without JavaScript or in a new tab. */
  cardHref: (card: C) => string;
  /** The right-hand drawer of one item; `close` is for its own Close button. */
  renderDrawer: (item: T, close: () => void) => { title: string; body: ReactNode; footer: ReactNode };
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  sort: { value: string; options: SortOption[]; onChange: (value: string) => void };
  /** The filter drawer's form; no Filter button without it. */
  filter?: { activeCount: number; render: (close: () => void) => ReactNode };
  map?: { center?: [number, number]; zoom?: number };
  emptyText?: string;
  /** A new sort or filter's results are on their way: the shown cards stay, dimmed and marked busy, until they come (issue 47). */
  pending?: boolean;
}

export { CARDS_PER_STEP };

/** How many cards each visited listing entry showed, so Back to it (from a detail page) finds the card the visitor left. */
const shownByEntry = new Map<string, number>();

export interface ShownCards {
  count: number;
  /** 'Show More': CARDS_PER_STEP more. */
  more: () => void;
}

/** The number of cards shown, kept per history entry; never fewer on a new sort or filter (the page keeps its height, the visitor their place). */
export function useShownCards(active = true): ShownCards {
  const { key: entryKey } = useLocation();
  const [count, setCount] = useState(() => shownByEntry.get(entryKey) ?? CARDS_PER_STEP);
  useEffect(() => {
    if (active) shownByEntry.set(entryKey, count);
  }, [active, entryKey, count]);
  const more = useCallback(() => setCount((value) => value + CARDS_PER_STEP), []);
  return useMemo(() => ({ count, more }), [count, more]);
}

/** A result in reading order: a card (with its index among the cards) or, on a phone, the page's ads. */
type Entry<C> = { card: C; index: number } | { ads: true };

/** The cards in reading order, with the page's ads after the first ADS_AFTER_RESULTS of them when it has ads (shown on a phone only). */
function resultEntries<C>(cards: C[], withAds: boolean): Entry<C>[] {
  const entries: Entry<C>[] = cards.map((card, index) => ({ card, index }));
  if (withAds) entries.splice(Math.min(ADS_AFTER_RESULTS, cards.length), 0, { ads: true });
  return entries;
}

/**
 * The common listing screen (public-site §2): header, blocks, Filter drawer, Grid/List, Sort By, a masonry of cards beside a sticky map.
 * A card and its marker mirror each other on hover and focus; either opens the right-hand drawer.
 */
export function ListingLayout<T extends { id: number }, C extends { id: number } = T>(props: ListingLayoutProps<T, C>) {
  const {
    header,
    blocks = [],
    intro,
    outro,
    items: liveItems,
    noun,
    toPlace,
    renderCard,
    cardName,
    cardHref,
    renderDrawer,
    view,
    onViewChange,
    sort,
    filter,
    map,
    emptyText,
    failed = null,
    pending = false,
  } = props;
  // The cards and markers render in the background (a transition React may slice and interrupt):
  // the answer arriving does not block the page for as long as forty cards and a map take.
  const items = useDeferredValue(liveItems);
  // The address's page: its cards come first, and the links to the pages around it work without JavaScript (decision 053).
  const { page, href: pageHref } = useListPage();
  const start = (page - 1) * CARDS_PER_STEP;
  const ownCards = props.cards;
  // Without cards of their own the results are the cards (C is T then).
  const pageItems = useMemo(() => (ownCards ? undefined : (items as C[] | undefined)?.slice(start)), [ownCards, items, start]);
  const shownCards = useDeferredValue(ownCards);
  const cards = shownCards ?? pageItems;
  // Busy until the new answer is on screen: while it loads, and while its cards render in the background.
  const busy = pending || shownCards !== ownCards || items !== liveItems;
  // The header and its lead image commit on their own; the rest follows in a background render React slices,
  // so the lead image paints without waiting for cards, slider and map, and no render blocks the page for long (decision 020).
  const bodyReady = useDeferredReady(true);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  // The drawer is a history entry: on a phone it covers the page, and Back must close it, not leave (decision 043).
  const detail = useHistoryDetail('listingDetail');
  const own = useShownCards(!props.shown);
  const { count: shown, more } = props.shown ?? own;
  const [filterOpen, setFilterOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  // On a phone the map waits behind its toggle, so the cards lead (issue 47); from 900 px it is always beside them (CSS decides).
  const [mapOpen, setMapOpen] = useState(false);
  const mapId = useId();
  const withAds = blocks.some(isAdBlock);

  const places = useMemo(() => (items ?? []).map(toPlace), [items, toPlace]);
  const closeFilter = useCallback(() => setFilterOpen(false), []);
  const { open: openDetail, close: closeDrawer } = detail;
  const select = useCallback((id: number) => openDetail(String(id)), [openDetail]);
  const selected = (detail.id !== null && items?.find((item) => String(item.id) === detail.id)) || null;
  const visible = useMemo(() => (items ? cards?.slice(0, shown) : undefined), [items, cards, shown]);
  const entries = useMemo(() => resultEntries(visible ?? [], withAds), [visible, withAds]);
  const grid = usePackedMasonry(view === 'grid' ? entries : null);
  const ads = () => <ResultsAds key="ads" as="div" blocks={blocks} />;
  const drawer = selected ? renderDrawer(selected, closeDrawer) : null;

  // 'Show More' moves focus to the first card it added, so keyboard users go on reading where the list grew.
  const [focusFrom, setFocusFrom] = useState<number | null>(null);
  const showMore = () => {
    setFocusFrom(shown);
    more();
  };
  const focusOnMount = useCallback((button: HTMLElement | null) => {
    if (!button) return;
    button.focus();
    setFocusFrom(null);
  }, []);

  const card = (item: C, index: number) => (
    <article
      key={item.id}
      className={highlighted === item.id ? `${styles.card} ${styles.cardHighlighted}` : styles.card}
      aria-current={highlighted === item.id ? 'true' : undefined}
    >
      <DrawerLink
        ref={index === focusFrom ? focusOnMount : undefined}
        href={cardHref(item)}
        className={styles.cardButton}
        aria-label={cardName(item)}
        aria-haspopup="dialog"
        onOpen={() => select(item.id)}
        onMouseEnter={() => setHighlighted(item.id)}
        onMouseLeave={() => setHighlighted(null)}
        onFocus={() => setHighlighted(item.id)}
        onBlur={() => setHighlighted(null)}
      >
        {renderCard(item)}
      </DrawerLink>
    </article>
  );

  if (!bodyReady) {
    return (
      <div aria-busy="true">
        {props.head}
        <PageHeader {...header} />
      </div>
    );
  }

  // The header spans the page, outside the listing's column.
  return (
    <>
      {props.head}
      <PageHeader {...header} />
      <div className={styles.page}>
        <ListingBlocks blocks={blocks} />
        {intro}
        <div className={styles.toolbar}>
          {filter ? (
            <Button ref={filterButton} variant="outline" needsScript onClick={() => setFilterOpen(true)} aria-haspopup="dialog">
              Filter{filter.activeCount > 0 ? <span className={styles.badge}> ({filter.activeCount})</span> : null}
            </Button>
          ) : null}
          <div className={styles.viewToggle} role="group" aria-label="View">
            {(['grid', 'list'] as const).map((mode) => (
              <button key={mode} type="button" aria-pressed={view === mode} onClick={() => onViewChange(mode)}>
                {mode === 'grid' ? 'Grid' : 'List'}
              </button>
            ))}
          </div>
          <Button variant="outline" className={styles.mapToggle} aria-expanded={mapOpen} aria-controls={mapId} onClick={() => setMapOpen((open) => !open)}>
            Map
          </Button>
          <Select className={styles.sort} label="Sort By" options={sort.options} value={sort.value} onChange={(event) => sort.onChange(event.target.value)} />
          {/* Always there, so the line does not appear (and push the cards) when the answer comes. */}
          <p className={styles.count} role="status">
            {items && !failed ? (
              <>
                {`${items.length} ${items.length === 1 ? (props.nounOne ?? noun) : noun}`}
                <PendingNote pending={pending || items !== liveItems} />
              </>
            ) : (
              '\u00a0'
            )}
          </p>
        </div>

        <div className={styles.results}>
          <div {...pendingProps(busy)}>
            {failed ? (
              <div className={styles.empty} role="alert">
                <p>The {noun} could not be loaded. Please try again in a moment.</p>
                <Button onClick={failed.retry}>Try Again</Button>
              </div>
            ) : !items || !visible ? (
              <CardGridSkeleton label={`Loading ${noun}`} />
            ) : items.length === 0 ? (
              <p className={styles.empty}>{emptyText ?? `No ${noun} match these filters.`}</p>
            ) : (
              // The cards in the list's order; in the Grid, row by row, packed into a masonry once the browser can measure them
              // (usePackedMasonry). One element for both views, as React kept it when they were two branches.
              <div
                ref={view === 'list' ? undefined : grid}
                className={view === 'list' ? styles.list : styles.masonry}
                aria-label={`${noun} ${view}`}
                role="list"
              >
                {entries.map((entry) =>
                  'card' in entry ? (
                    <div role="listitem" key={entry.card.id}>
                      {card(entry.card, entry.index)}
                    </div>
                  ) : (
                    ads()
                  ),
                )}
              </div>
            )}
            {!failed && items && visible && (start > 0 || visible.length < items.length) ? (
              <div className={styles.more}>
                <p>
                  {start > 0 && visible.length > 0
                    ? `Showing ${start + 1}–${start + visible.length} of ${items.length} ${noun}`
                    : start > 0
                      ? `There are ${items.length} ${noun}: this page is past the last of them.`
                      : `Showing ${visible.length} of ${items.length} ${noun}`}
                </p>
                {start > 0 ? (
                  <Link className={buttonClass('outline')} to={pageHref(Math.min(page - 1, Math.ceil(items.length / CARDS_PER_STEP)))}>
                    Previous {noun.charAt(0).toUpperCase() + noun.slice(1)}
                  </Link>
                ) : null}
                {start + visible.length < items.length && visible.length > 0 ? (
                  // With JavaScript the next cards join these; without it (or in a new tab) the link is the next page.
                  <DrawerLink className={buttonClass('outline')} href={pageHref(page + Math.ceil(visible.length / CARDS_PER_STEP))} onOpen={showMore}>
                    Show More {noun.charAt(0).toUpperCase() + noun.slice(1)}
                  </DrawerLink>
                ) : null}
              </div>
            ) : null}
          </div>
          <div id={mapId} className={styles.mapColumn} data-open={mapOpen || undefined}>
            <PlacesMap
              className={styles.stickyMap}
              label={`Map of ${noun}`}
              places={places}
              center={map?.center ?? VALLEY_CENTER}
              zoom={map?.zoom ?? ZOOM.list}
              cluster
              fitToPlaces={!map?.center}
              highlightedId={highlighted}
              onHighlight={setHighlighted}
              onSelect={select}
            />
          </div>
        </div>
        {outro}

        {filter ? (
          <Drawer open={filterOpen} onClose={closeFilter} title="Filter" side="left" returnFocusRef={filterButton}>
            {filterOpen ? filter.render(closeFilter) : null}
          </Drawer>
        ) : null}
        <Drawer open={drawer !== null} onClose={closeDrawer} title={drawer?.title ?? ''} footer={drawer?.footer} closeLabel="Close details">
          {drawer?.body}
        </Drawer>
        {/* §1, §2: the 20% offer on every listing page, once per visitor (decision 012). */}
        <DiscountPopup />
      </div>
    </>
  );
}
