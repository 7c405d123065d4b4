import { describe, rich } from '@valley/shared/seo';
import { paths } from '../config/paths';
import { RecordListingPage } from '../components/listing/record-listing-page';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import type { EndpointOutput } from '@valley/shared/api/contract';
import { recordListingLoader } from '../lib/loaders';

/** The activity's loader: the activity (its 404 before the render) and the first calls of the destinations offering it. */
export const activityLoader = recordListingLoader(
  'activityGet',
  ({ params }) => ({ params: { id: params.id ?? '' } }),
  (activity) => ({ activities: [activity.id] }),
);

/** `/activity/{id}`: an activity and the destinations that offer it. */
export function ActivityPage() {
  return (
    <RecordListingPage<EndpointOutput<'activityGet'>>
      what="activity"
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
