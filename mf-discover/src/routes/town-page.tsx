import { ZOOM } from '@valley/shared/map/settings';
import { describe, rich } from '@valley/shared/seo';
import { paths } from '../config/paths';
import { RecordListingPage } from '../components/listing/record-listing-page';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import type { EndpointOutput } from '@valley/shared/api/contract';
import { recordListingLoader } from '../lib/loaders';

/** The town's loader: the town with its destinations (a fixed set: no search), its 404 before the render. */
export const townLoader = recordListingLoader('cityGet', ({ params }) => ({ params: { id: params.slug ?? '' } }));

const townCenter = (town: { location_latitude: number | null; location_longitude: number | null }): [number, number] | undefined =>
  town.location_latitude !== null && town.location_longitude !== null ? [town.location_latitude, town.location_longitude] : undefined;

/** `/towns/{id or slug}`: a town's destinations, with the map centred on the town. */
export function TownPage() {
  return (
    <RecordListingPage<EndpointOutput<'cityGet'>>
      what="town"
      listed={(town) => ({
        title: town.name,
        image: town.main_image_url,
        content: town.content,
        description: describe(town.meta_description, rich(town.content)),
        path: paths.town.href(town.slug),
      })}
    >
      {(town, page) => (
        <DestinationListing {...page} blocks={town.content_blocks} destinations={town.destinations} map={{ center: townCenter(town), zoom: ZOOM.town }} />
      )}
    </RecordListingPage>
  );
}
