import { useParams } from '@valley/shared/router';
import { isMissingRecord } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { describe, rich } from '@valley/shared/seo';
import { WebPageHead } from '@valley/shared/ui/page-head';
import { paths } from '../config/paths';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';

/** `/activity/{id}`: an activity and the destinations that offer it. */
export function ActivityPage() {
  const { id = '' } = useParams();
  const { data: activity, error } = useApi('activityGet', { params: { id } });
  if (isMissingRecord(error)) return <NotFound />;
  if (error) return <LoadError what="activity" />;
  if (!activity) return <CardGridSkeleton label="Loading activity" />;
  return (
    <DestinationListing
      header={{ title: activity.name, subtitle: activity.description, image: activity.header_image_url, content: activity.content }}
      head={
        <WebPageHead
          title={activity.name}
          description={describe(activity.description, rich(activity.content))}
          image={activity.header_image_url}
          path={paths.activity.href(activity.id)}
          type="CollectionPage"
        />
      }
      scope={{ activities: [activity.id] }}
    />
  );
}
