import { useParams } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { describe, rich } from '@valley/shared/seo';
import { WebPageHead } from '@valley/shared/ui/page-head';
import { paths } from '../config/paths';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { LoadError } from '@valley/shared/ui/load-error';
import { RecordPage } from '@valley/shared/ui/record-page';

/** `/c/{slug}` and `/categories/{slug}`: one destination category, filterable, with its blocks and ads. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const { data, error } = useApi('categoryGet', slug ? { params: { slug } } : null);
  return (
    <RecordPage failed={<LoadError what="category" />} record={data} error={error} missing={!slug} loading={<CardGridSkeleton label="Loading category" />}>
      {(category) => (
        <DestinationListing
          header={{ title: category.name, subtitle: category.description, image: category.main_image_url, content: category.content }}
          head={
            <WebPageHead
              title={category.name}
              description={describe(category.meta_description, category.description, rich(category.content))}
              image={category.main_image_url}
              path={paths.category.href(category.slug)}
              type="CollectionPage"
              trail={[
                { name: 'Destinations', path: paths.destinations.href() },
                { name: category.name, path: paths.category.href(category.slug) },
              ]}
            />
          }
          blocks={category.content_blocks}
          scope={{ categories: [category.id] }}
          allowItinerary
        />
      )}
    </RecordPage>
  );
}
