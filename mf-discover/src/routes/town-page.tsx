import { useParams } from '@valley/shared/router';
import { isMissingRecord } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { ZOOM } from '@valley/shared/map/settings';
import { describe, rich } from '@valley/shared/seo';
import { WebPageHead } from '@valley/shared/ui/page-head';
import { paths } from '../config/paths';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';

/** `/towns/{id or slug}`: a town's destinations, with the map centred on the town. */
export function TownPage() {
  const { slug = '' } = useParams();
  const { data: town, error } = useApi('cityGet', { params: { id: slug } });
  if (isMissingRecord(error)) return <NotFound />;
  if (error) return <LoadError what="town" />;
  if (!town) return <CardGridSkeleton label="Loading town" />;
  const center: [number, number] | undefined =
    town.location_latitude !== null && town.location_longitude !== null ? [town.location_latitude, town.location_longitude] : undefined;
  return (
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
      map={{ center, zoom: ZOOM.town }}
    />
  );
}
