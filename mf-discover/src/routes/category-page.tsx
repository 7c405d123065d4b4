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

/** `/c/{slug}` and `/categories/{slug}`: one destination category, filterable, with its blocks and ads. */
export function CategoryPage() {
  const { slug = '' } = useParams();
  const { data: category, error } = useApi('categoryGet', slug ? { params: { slug } } : null);
  if (!slug || isMissingRecord(error)) return <NotFound />;
  if (error) return <LoadError what="category" />;
  if (!category) return <CardGridSkeleton label="Loading category" />;
  return (
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
  );
}
