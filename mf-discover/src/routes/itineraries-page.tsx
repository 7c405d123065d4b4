import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@valley/shared/router';
import { keepScroll } from '@valley/shared/ui/in-page-navigation';
import { useApi } from '@valley/shared/api/swr';
import type { Itinerary } from '@valley/shared/schemas/itinerary';
import { ListingLayout } from '../components/listing/listing-layout';
import { StoryFilterForm } from '../components/listing/story-filter-form';
import { useListingPage } from '../components/listing/use-listing-page';
import { ItineraryCardBody, ItineraryDrawerActions, ItineraryDrawerBody, itineraryPlace } from '../features/itineraries/components/itinerary-parts';
import { readStoryQuery, STORY_SORTS, storyListBody, writeStoryQuery, type StoryQuery } from '../lib/story-query';
import { paths } from '../config/paths';

/** `/itineraries`: the same layout as destinations (filter, grid/list, sort, map, detail drawer). */
export function ItinerariesPage() {
  const { header, head, blocks, settled } = useListingPage('itineraries', 'Itineraries');
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readStoryQuery(params), [params]);
  const update = useCallback((change: Partial<StoryQuery>) => setParams(writeStoryQuery({ ...query, ...change }), keepScroll()), [query, setParams]);
  const { data, error, mutate } = useApi('itinerariesList', { body: storyListBody(query) }, { keepPreviousData: true });
  return (
    <ListingLayout<Itinerary>
      ready={settled}
      header={header}
      head={head}
      blocks={blocks}
      items={data}
      failed={error ? { retry: () => void mutate() } : null}
      noun="itineraries"
      nounOne="itinerary"
      toPlace={itineraryPlace}
      cardName={(itinerary) => itinerary.title}
      cardHref={(itinerary) => paths.itinerary.href(itinerary.slug)}
      renderCard={(itinerary) => <ItineraryCardBody itinerary={itinerary} />}
      renderDrawer={(itinerary, close) => ({
        title: itinerary.title,
        body: <ItineraryDrawerBody itinerary={itinerary} />,
        footer: <ItineraryDrawerActions itinerary={itinerary} onClose={close} />,
      })}
      view={query.view}
      onViewChange={(view) => update({ view })}
      sort={{ value: query.order, options: STORY_SORTS, onChange: (value) => update({ order: value === 'title' ? 'title' : 'upcoming' }) }}
      filter={{
        activeCount: (query.title ? 1 : 0) + (query.name ? 1 : 0),
        render: (close) => <StoryFilterForm noun="itineraries" initial={query} onApply={update} onClose={close} />,
      }}
    />
  );
}
