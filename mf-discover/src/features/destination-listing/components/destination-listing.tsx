import { useStaleResults } from '@valley/shared/ui/pending';
import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from '@valley/shared/router';
import { useQueryState } from '@valley/shared/ui/in-page-navigation';
import { useApi } from '@valley/shared/api/swr';
import { pinsOf } from '@valley/shared/api/pins';
import type { DestinationCard, DestinationPin } from '@valley/shared/schemas/destination';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { placeOf } from '@valley/shared/map/place';
import { activeFilterCount, destinationSearchBody, listingQuery, type ListingFilters, type ListingScope } from '../api/listing-query';
import { DestinationCardBody } from './destination-card';
import { DestinationDrawerActions, DestinationDrawerBody } from './destination-drawer';
import { FeaturedCarousel } from './featured-carousel';
import { DestinationFilterForm } from './filter-form';
import { ListingLayout, useShownCards, type ListingHeaderData } from '../../../components/listing/listing-layout';
import { useDestinationPages } from '../api/use-destination-pages';
import { paths } from '../../../config/paths';
import { CARDS_PER_STEP } from '../../../lib/calls';
import { readPage } from '@valley/shared/ui/paging';

export const DESTINATION_SORTS = [
  { value: 'updated', label: 'Last Updated' },
  { value: 'name', label: 'Business Name' },
];

export interface DestinationListingProps {
  header: ListingHeaderData;
  /** The page's <PageHead>. */
  head: ReactNode;
  blocks?: ContentBlock[];
  intro?: ReactNode;
  /** The featured carousel (first 10 results) under this heading: the destinations page. */
  featuredTitle?: string;
  outro?: ReactNode;
  /** Filters the page applies until the visitor sets their own. */
  scope?: ListingScope;
  /** A fixed set (a town's destinations): sorted here, no filter drawer. */
  destinations?: DestinationCard[];
  /** 'Add to Itinerary' in the drawer: category pages only (§2). */
  allowItinerary?: boolean;
  map?: { center?: [number, number]; zoom?: number };
}

/** Destinations in the common listing layout, with filters, sort and view in the URL query. */
export function DestinationListing({
  header,
  head,
  blocks,
  intro,
  featuredTitle,
  outro,
  scope,
  destinations: fixed,
  allowItinerary = false,
  map,
}: DestinationListingProps) {
  const [params] = useSearchParams();
  const [query, update] = useQueryState(listingQuery);

  // The map and the count take every result as a pin; the cards come 24 at a time (decision 047): a valley of thousands is not parsed,
  // checked and held as cards.
  const body = fixed ? null : destinationSearchBody(query, scope);
  const pins = useApi('destinationsSearchPins', body ? { body } : null, { keepPreviousData: true });
  const stalePins = useStaleResults(JSON.stringify(body), pins.isLoading);
  const shown = useShownCards();
  const page = readPage(params);
  const pages = useDestinationPages(body, shown.count, page);
  const error = pins.error ?? pages.error;
  useEffect(() => {
    if (error) console.warn('[mf-discover] destination search failed', error);
  }, [error]);
  const { mutate: retryPins } = pins;
  const { retry: retryPages } = pages;
  // A failure says so (issue 26): '0 places' would tell the visitor the valley has none.
  const failed = useMemo(
    () =>
      error && !fixed
        ? {
            retry: () => {
              void retryPins();
              retryPages();
            },
          }
        : null,
    [error, fixed, retryPins, retryPages],
  );

  const sortedFixed = useMemo(() => (fixed && query.order === 'name' ? fixed.toSorted((a, b) => a.name.localeCompare(b.name)) : fixed), [fixed, query.order]);
  const pinList = useMemo(() => (pins.data ? pinsOf(pins.data) : undefined), [pins.data]);
  const items: DestinationPin[] | undefined = sortedFixed ?? pinList;
  // The cards from the address's page on (decision 053).
  const start = (page - 1) * CARDS_PER_STEP;
  const fixedFromPage = useMemo(() => sortedFixed?.slice(start), [sortedFixed, start]);
  const cards = fixedFromPage ?? pages.cards;
  const cardsById = useMemo(() => new Map((cards ?? []).map((card) => [card.id, card])), [cards]);

  const applyFilters = useCallback((filters: ListingFilters) => update(filters), [update]);

  return (
    <ListingLayout<DestinationPin, DestinationCard>
      header={header}
      head={head}
      blocks={blocks}
      intro={
        <>
          {/* The first results, so on the first page only. */}
          {featuredTitle && page === 1 ? <FeaturedCarousel title={featuredTitle} destinations={cards} /> : null}
          {intro}
        </>
      }
      outro={outro}
      items={items}
      cards={cards}
      shown={shown}
      failed={failed}
      noun="places"
      nounOne="place"
      toPlace={placeOf}
      cardName={(destination) => destination.name}
      cardHref={(destination) => paths.destination.href(destination.slug)}
      renderCard={(destination) => <DestinationCardBody destination={destination} />}
      renderDrawer={(pin, close) => ({
        title: pin.name,
        // A marker may open a place whose card is not loaded: the drawer then waits for the whole destination.
        body: <DestinationDrawerBody pin={pin} card={cardsById.get(pin.id) ?? null} />,
        footer: <DestinationDrawerActions pin={pin} allowItinerary={allowItinerary} onClose={close} />,
      })}
      view={query.view}
      onViewChange={(view) => update({ view })}
      sort={{ value: query.order, options: DESTINATION_SORTS, onChange: (value) => update({ order: value === 'name' ? 'name' : 'updated' }) }}
      filter={
        fixed
          ? undefined
          : { activeCount: activeFilterCount(query), render: (close) => <DestinationFilterForm initial={query} onApply={applyFilters} onClose={close} /> }
      }
      map={map}
      pending={pages.pending || (stalePins && pins.data !== undefined)}
    />
  );
}
