import { useParams } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import { describe, rich } from '@valley/shared/seo';
import { paths } from '../config/paths';
import { RecordListingPage } from '../components/listing/record-listing-page';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';

/** `/activity/{id}`: an activity and the destinations that offer it. */
export function ActivityPage() {
  const { id = '' } = useParams();
  const { data, error } = useApi('activityGet', { params: { id } });
  return (
    <RecordListingPage
      what="activity"
      record={data}
      error={error}
      listed={(activity) => ({
        title: activity.name,
        subtitle: activity.description,
        image: activity.header_image_url,
        content: activity.content,
        description: describe(activity.description, rich(activity.content)),
        path: paths.activity.href(activity.id),
      })}
    >
      {(activity, page) => <DestinationListing {...page} scope={{ activities: [activity.id] }} />}
    </RecordListingPage>
  );
}
