import { describe, rich } from '@valley/shared/seo';
import { paths } from '../config/paths';
import { RecordListingPage } from '../components/listing/record-listing-page';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import type { EndpointOutput } from '@valley/shared/api/contract';
import { recordListingLoader } from '../lib/loaders';

/** The category's loader: the category (its 404 before the render) and its destinations' first calls. */
export const categoryLoader = recordListingLoader(
  'categoryGet',
  ({ params }) => ({ params: { slug: params.slug ?? '' } }),
  (category) => ({ categories: [category.id] }),
);

/** `/c/{slug}` and `/categories/{slug}`: one destination category, filterable, with its blocks and ads. */
export function CategoryPage() {
  return (
    <RecordListingPage<EndpointOutput<'categoryGet'>>
      what="category"
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
