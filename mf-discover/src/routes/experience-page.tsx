import { useParams } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { describe, rich } from '@valley/shared/seo';
import { WebPageHead } from '@valley/shared/ui/page-head';
import { paths } from '../config/paths';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import { LoadError } from '@valley/shared/ui/load-error';
import { RecordPage } from '@valley/shared/ui/record-page';

/** `/experiences/{id or slug}` and `/experience/{slug}`: one experience and its destinations. */
export function ExperiencePage() {
  const { slug = '' } = useParams();
  const { data, error } = useApi('experienceGet', { params: { id: slug } });
  return (
    <RecordPage failed={<LoadError what="experience" />} record={data} error={error} loading={<CardGridSkeleton label="Loading experience" />}>
      {(experience) => (
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
      )}
    </RecordPage>
  );
}
