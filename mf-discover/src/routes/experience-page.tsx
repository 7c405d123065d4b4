import { useParams } from '@valley/shared/router';
import { isMissingRecord } from '@valley/shared/api';
import { useApi } from '@valley/shared/api/swr';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';

/** `/experiences/{id or slug}` and `/experience/{slug}`: one experience and its destinations. */
export function ExperiencePage() {
  const { slug = '' } = useParams();
  const { data: experience, error } = useApi('experienceGet', { params: { id: slug } });
  if (isMissingRecord(error)) return <NotFound />;
  if (error) return <LoadError what="experience" />;
  if (!experience) return <CardGridSkeleton label="Loading experience" />;
  return (
    <DestinationListing
      header={{ title: experience.name, subtitle: experience.description, image: experience.main_image_url, content: experience.content }}
      blocks={experience.content_blocks}
      scope={{ experiences: [experience.id] }}
    />
  );
}
