import { useCallback, useDeferredValue, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { ContentBlocks } from '@valley/shared/federation/content-blocks';
import { Drawer } from '@valley/shared/ui/drawer';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import type { MapPlace } from '@valley/shared/map/place';
import { PlacesMap } from '@valley/shared/map';
import { VALLEY_CENTER, ZOOM } from '@valley/shared/map/settings';
import { useGridColumns } from './use-grid-columns';
import { PageHeader, type PageHeaderProps } from '@valley/shared/ui/page-header';
import styles from './listing.module.css';
import { useDocumentMeta } from '@valley/shared/ui/document-meta';
import { Button } from '@valley/shared/ui/button';

export type ViewMode = 'grid' | 'list';

/** A listing's header: picture, title, subtitle and the page's content (the shared page header). */
export type ListingHeaderData = Pick<PageHeaderProps, 'title' | 'subtitle' | 'image' | 'content'>;

export interface SortOption {
  value: string;
  label: string;
}

export interface ListingLayoutProps<T extends { id: number }> {
  header: ListingHeaderData;
  blocks?: ContentBlock[];
  /** Between the header and the results: a featured carousel, a page's own call to action. */
  intro?: ReactNode;
  /** After the results. */
  outro?: ReactNode;
  /** undefined while loading (the skeleton shows until the first 200 answer). */
  items: T[] | undefined;
  /** What the results are, for the count line and the list's name: 'places', 'itineraries'. */
  noun: string;
  toPlace: (item: T) => MapPlace;
  /** The card's visible content; the layout wraps it in the button that opens the drawer. */
  renderCard: (item: T) => ReactNode;
  cardName: (item: T) => string;
  /** The right-hand drawer of one item; `close` is for its own Close button. */
  renderDrawer: (item: T, close: () => void) => { title: string; body: ReactNode; footer: ReactNode };
  view: ViewMode;
  onViewChange: (view: ViewMode) => void;
  sort: { value: string; options: SortOption[]; onChange: (value: string) => void };
  /** The filter drawer's form; no Filter button without it. */
  filter?: { activeCount: number; render: (close: () => void) => ReactNode };
  map?: { center?: [number, number]; zoom?: number };
  emptyText?: string;
  /** False while the page's own content (CMS header, blocks) is still loading: only the header box shows. */
  ready?: boolean;
}

/** Round-robin into columns so the sort order reads left to right across the masonry rows. */
function intoColumns<T>(items: T[], count: number): T[][] {
  const columns: T[][] = Array.from({ length: count }, () => []);
  items.forEach((item, index) => columns[index % count]?.push(item));
  return columns;
}

/**
 * The common listing screen (public-site §2): header, blocks, Filter drawer, Grid/List, Sort By, a masonry of cards beside a sticky map.
 * A card and its marker mirror each other on hover and focus; either opens the right-hand drawer.
 */
export function ListingLayout<T extends { id: number }>(props: ListingLayoutProps<T>) {
  useDocumentMeta({ title: props.header.title, description: props.header.subtitle, image: props.header.image });
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
    renderDrawer,
    view,
    onViewChange,
    sort,
    filter,
    map,
    emptyText,
    ready = true,
  } = props;
  // The cards and markers render in the background (a transition React may slice and interrupt):
  // the answer arriving does not block the page for as long as forty cards and a map take.
  const items = useDeferredValue(liveItems);
  // The header and its lead image commit on their own; the rest follows in a background render React slices,
  // so the lead image paints without waiting for cards, slider and map, and no render blocks the page for long (decision 020).
  const bodyReady = useDeferredValue(ready, false);
  const [highlighted, setHighlighted] = useState<number | null>(null);
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [filterOpen, setFilterOpen] = useState(false);
  const filterButton = useRef<HTMLButtonElement>(null);
  const columns = useGridColumns();
  const sortId = useId();

  const places = useMemo(() => (items ?? []).map(toPlace), [items, toPlace]);
  const closeFilter = useCallback(() => setFilterOpen(false), []);
  const closeDrawer = useCallback(() => setSelectedId(null), []);
  const selected = items?.find((item) => item.id === selectedId) ?? null;
  const drawer = selected ? renderDrawer(selected, closeDrawer) : null;

  const card = (item: T) => (
    <article
      key={item.id}
      className={highlighted === item.id ? `${styles.card} ${styles.cardHighlighted}` : styles.card}
      aria-current={highlighted === item.id ? 'true' : undefined}
    >
      <button
        type="button"
        className={styles.cardButton}
        aria-label={cardName(item)}
        onClick={() => setSelectedId(item.id)}
        onMouseEnter={() => setHighlighted(item.id)}
        onMouseLeave={() => setHighlighted(null)}
        onFocus={() => setHighlighted(item.id)}
        onBlur={() => setHighlighted(null)}
      >
        {renderCard(item)}
      </button>
    </article>
  );

  // The header spans the page, outside the listing's column.
  if (!ready) {
    return (
      <div aria-busy="true">
        <PageHeader title={header.title} loading />
      </div>
    );
  }

  if (!bodyReady) {
    return (
      <div aria-busy="true">
        <PageHeader {...header} />
      </div>
    );
  }

  return (
    <>
      <PageHeader {...header} />
      <div className={styles.page}>
        <ContentBlocks blocks={blocks} />
        {intro}
        <div className={styles.toolbar}>
          {filter ? (
            <Button ref={filterButton} variant="outline" onClick={() => setFilterOpen(true)} aria-haspopup="dialog">
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
          <label className={styles.sort} htmlFor={sortId}>
            Sort By
            <select id={sortId} value={sort.value} onChange={(event) => sort.onChange(event.target.value)}>
              {sort.options.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </label>
          {/* Always there, so the line does not appear (and push the cards) when the answer comes. */}
          <p className={styles.count} role="status">
            {items ? `${items.length} ${noun}` : '\u00a0'}
          </p>
        </div>

        <div className={styles.results}>
          <div className={styles.cards}>
            {!items ? (
              <CardGridSkeleton label={`Loading ${noun}`} />
            ) : items.length === 0 ? (
              <p className={styles.empty}>{emptyText ?? `No ${noun} match these filters.`}</p>
            ) : view === 'list' ? (
              <div className={styles.list} aria-label={`${noun} list`} role="list">
                {items.map((item) => (
                  <div role="listitem" key={item.id}>
                    {card(item)}
                  </div>
                ))}
              </div>
            ) : (
              <div className={styles.masonry} aria-label={`${noun} grid`} role="list">
                {intoColumns(items, columns).map((column, index) => (
                  <div key={index} className={styles.column}>
                    {column.map((item) => (
                      <div role="listitem" key={item.id}>
                        {card(item)}
                      </div>
                    ))}
                  </div>
                ))}
              </div>
            )}
          </div>
          <div className={styles.mapColumn}>
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
              onSelect={setSelectedId}
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
      </div>
    </>
  );
}
