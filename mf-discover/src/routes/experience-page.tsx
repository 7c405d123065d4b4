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
      head={
        <WebPageHead
          title={experience.name}
          description={describe(experience.meta_description, experience.description, rich(experience.experience), rich(experience.content))}
          image={experience.main_image_url}
          path={paths.experience.href(experience.slug)}
          type="CollectionPage"
          trail={[
            { name: 'Experiences', path: paths.experiences.href() },
            { name: experience.name, path: paths.experience.href(experience.slug) },
          ]}
        />
      }
      blocks={experience.content_blocks}
      scope={{ experiences: [experience.id] }}
    />
  );
}
