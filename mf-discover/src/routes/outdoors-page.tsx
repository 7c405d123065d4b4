import { useMemo } from 'react';
import { pageBlock } from '@valley/shared/federation/content-blocks';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { useListingPage } from '../components/listing/use-listing-page';
import { landingLoader, startDestinations } from '../lib/loaders';

/** §9: outdoor destination categories 248 and 249; the events slider shows the Outdoors event category. */
export const OUTDOOR_CATEGORIES = [248, 249];
const OUTDOOR_EVENT_CATEGORY = 6;
const eventsSlider = pageBlock(1, 'events_slider', { categories: [OUTDOOR_EVENT_CATEGORY], title: 'Outdoor Events' }, 'Outdoor Events');
/** `/outdoors`' loader: its CMS page, the outdoor destinations' first calls and the events slider's. */
export const outdoorsLoader = landingLoader('outdoors', (args) => startDestinations(args, { categories: OUTDOOR_CATEGORIES }), [eventsSlider]);

/** `/outdoors`: outdoor destinations by default, with an events slider from mf-events (through the shell). */
export function OutdoorsPage() {
  const { page } = useListingPage('Outdoors');
  // The same array while the blocks are the same: a new one would update blocks still waiting to hydrate (decision 054).
  const withSlider = useMemo(() => [...page.blocks, eventsSlider], [page.blocks]);
  return <DestinationListing {...page} blocks={withSlider} scope={{ categories: OUTDOOR_CATEGORIES }} />;
}
