import { useParams } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import { describe, rich } from '@valley/shared/seo';
import { paths } from '../config/paths';
import { RecordListingPage } from '../components/listing/record-listing-page';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';

/** `/c/{slug}` and `/categories/{slug}`: one destination category, filterable, with its blocks and ads. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const { data, error } = useApi('categoryGet', slug ? { params: { slug } } : null);
  return (
    <RecordListingPage
      what="category"
      record={data}
      error={error}
      missing={!slug}
      listed={(category) => ({
        title: category.name,
        subtitle: category.description,
        image: category.main_image_url,
        content: category.content,
        description: describe(category.meta_description, category.description, rich(category.content)),
        path: paths.category.href(category.slug),
        parent: { name: 'Destinations', path: paths.destinations.href() },
      })}
    >
      {(category, page) => <DestinationListing {...page} blocks={category.content_blocks} scope={{ categories: [category.id] }} allowItinerary />}
    </RecordListingPage>
  );
}
