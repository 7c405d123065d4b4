import { useParams } from '@valley/shared/router';
import { isMissingRecord } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
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
      blocks={category.content_blocks}
      scope={{ categories: [category.id] }}
      allowItinerary
    />
  );
}
