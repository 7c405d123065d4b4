import { useCallback, useEffect, useMemo, type ReactNode } from 'react';
import { useSearchParams } from '@valley/shared/router';
import { keepScroll } from '@valley/shared/ui/in-page-navigation';
import { useApi } from '@valley/shared/api/swr';
import type { DestinationCard } from '@valley/shared/schemas/destination';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { placeOf } from '@valley/shared/map/place';
import {
  activeFilterCount,
  destinationSearchBody,
  readListingQuery,
  writeListingQuery,
  type ListingFilters,
  type ListingQuery,
  type ListingScope,
} from '../api/listing-query';
import { DestinationCardBody } from './destination-card';
import { DestinationDrawerActions, DestinationDrawerBody } from './destination-drawer';
import { FeaturedCarousel } from './featured-carousel';
import { DestinationFilterForm } from './filter-form';
import { ListingLayout, type ListingHeaderData } from '../../../components/listing/listing-layout';

export const DESTINATION_SORTS = [
  { value: 'updated', label: 'Last Updated' },
  { value: 'name', label: 'Business Name' },
];

export interface DestinationListingProps {
  header: ListingHeaderData;
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
  /** False while the page's CMS content loads (see ListingLayout). */
  ready?: boolean;
}

/** Destinations in the common listing layout, with filters, sort and view in the URL query. */
export function DestinationListing({
  header,
  blocks,
  intro,
  featuredTitle,
  outro,
  scope,
  destinations: fixed,
  allowItinerary = false,
  map,
  ready = true,
}: DestinationListingProps) {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readListingQuery(params), [params]);
  const update = useCallback((change: Partial<ListingQuery>) => setParams(writeListingQuery({ ...query, ...change }), keepScroll()), [query, setParams]);

  const search = useApi('destinationsSearch', fixed ? null : { body: destinationSearchBody(query, scope) }, { keepPreviousData: true });
  useEffect(() => {
    if (search.error) console.warn('[mf-discover] destination search failed', search.error);
  }, [search.error]);
  const { mutate } = search;
  // A failure says so (issue 26): '0 places' would tell the visitor the valley has none.
  const failed = useMemo(() => (search.error && !fixed ? { retry: () => void mutate() } : null), [search.error, fixed, mutate]);

  const items = useMemo(() => {
    if (!fixed) return search.data;
    return query.order === 'name' ? fixed.toSorted((a, b) => a.name.localeCompare(b.name)) : fixed;
  }, [fixed, search.data, query.order]);

  const applyFilters = useCallback((filters: ListingFilters) => update(filters), [update]);

  return (
    <ListingLayout<DestinationCard>
      header={header}
      blocks={blocks}
      intro={
        <>
          {featuredTitle ? <FeaturedCarousel title={featuredTitle} destinations={items} /> : null}
          {intro}
        </>
      }
      outro={outro}
      items={items}
      failed={failed}
      noun="places"
      nounOne="place"
      toPlace={placeOf}
      cardName={(destination) => destination.name}
      renderCard={(destination) => <DestinationCardBody destination={destination} />}
      renderDrawer={(card, close) => ({
        title: card.name,
        body: <DestinationDrawerBody card={card} />,
        footer: <DestinationDrawerActions card={card} allowItinerary={allowItinerary} onClose={close} />,
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
      ready={ready}
    />
  );
}
