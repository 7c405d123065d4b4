import { useParams } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { ZOOM } from '@valley/shared/map/settings';
import { describe, rich } from '@valley/shared/seo';
import { WebPageHead } from '@valley/shared/ui/page-head';
import { paths } from '../config/paths';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { LoadError } from '@valley/shared/ui/load-error';
import { RecordPage } from '@valley/shared/ui/record-page';

const townCenter = (town: { location_latitude: number | null; location_longitude: number | null }): [number, number] | undefined =>
  town.location_latitude !== null && town.location_longitude !== null ? [town.location_latitude, town.location_longitude] : undefined;

/** `/towns/{id or slug}`: a town's destinations, with the map centred on the town. */
export function TownPage() {
  const { slug = '' } = useParams();
  const { data, error } = useApi('cityGet', { params: { id: slug } });
  return (
    <RecordPage failed={<LoadError what="town" />} record={data} error={error} loading={<CardGridSkeleton label="Loading town" />}>
      {(town) => (
        <DestinationListing
          header={{ title: town.name, image: town.main_image_url, content: town.content }}
          head={
            <WebPageHead
              title={town.name}
              description={describe(town.meta_description, rich(town.content))}
              image={town.main_image_url}
              path={paths.town.href(town.slug)}
              type="CollectionPage"
            />
          }
          blocks={town.content_blocks}
          destinations={town.destinations}
          map={{ center: townCenter(town), zoom: ZOOM.town }}
        />
      )}
    </RecordPage>
  );
}
