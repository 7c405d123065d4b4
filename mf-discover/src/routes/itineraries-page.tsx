import { useApi } from '@valley/shared/api/swr';
import type { Itinerary } from '@valley/shared/schemas/itinerary';
import { ListingLayout } from '../components/listing/listing-layout';
import { useStoryControls } from '../components/listing/story-filter-form';
import { useListingPage } from '../components/listing/use-listing-page';
import { landingLoader, startStories } from '../lib/loaders';
import { ItineraryCardBody, ItineraryDrawerActions, ItineraryDrawerBody, itineraryPlace } from '../features/itineraries/components/itinerary-parts';
import { storyListBody } from '../lib/story-query';
import { paths } from '../config/paths';

/** `/itineraries`' loader: its CMS page and the address's list of itineraries. */
export const itinerariesLoader = landingLoader('itineraries', (args) => startStories(args, 'itinerariesList'));

/** `/itineraries`: the same layout as destinations (filter, grid/list, sort, map, detail drawer). */
export function ItinerariesPage() {
  const { page } = useListingPage('Itineraries');
  const { query, controls } = useStoryControls('itineraries');
  const { data, error, mutate } = useApi('itinerariesList', { body: storyListBody(query) }, { keepPreviousData: true });
  return (
    <ListingLayout<Itinerary>
      {...page}
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
      {...controls}
    />
  );
}
