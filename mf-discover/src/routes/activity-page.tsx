import { useParams } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { describe, rich } from '@valley/shared/seo';
import { WebPageHead } from '@valley/shared/ui/page-head';
import { paths } from '../config/paths';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { LoadError } from '@valley/shared/ui/load-error';
import { RecordPage } from '@valley/shared/ui/record-page';

/** `/activity/{id}`: an activity and the destinations that offer it. */
export function ActivityPage() {
  const { id = '' } = useParams();
  const { data, error } = useApi('activityGet', { params: { id } });
  return (
    <RecordPage failed={<LoadError what="activity" />} record={data} error={error} loading={<CardGridSkeleton label="Loading activity" />}>
      {(activity) => (
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
      )}
    </RecordPage>
  );
}
