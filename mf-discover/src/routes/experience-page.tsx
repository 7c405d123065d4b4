import { useParams } from '@valley/shared/router';
import { useApi } from '@valley/shared/api/swr';
import { describe, rich } from '@valley/shared/seo';
import { paths } from '../config/paths';
import { RecordListingPage } from '../components/listing/record-listing-page';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';

/** `/experiences/{id or slug}` and `/experience/{slug}`: one experience and its destinations. */
export function ExperiencePage() {
  const { slug = '' } = useParams();
  const { data, error } = useApi('experienceGet', { params: { id: slug } });
  return (
    <RecordListingPage
      what="experience"
      record={data}
      error={error}
      listed={(experience) => ({
        title: experience.name,
        subtitle: experience.description,
        image: experience.main_image_url,
        content: experience.content,
        description: describe(experience.meta_description, experience.description, rich(experience.experience), rich(experience.content)),
        path: paths.experience.href(experience.slug),
        parent: { name: 'Experiences', path: paths.experiences.href() },
      })}
    >
      {(experience, page) => <DestinationListing {...page} blocks={experience.content_blocks} scope={{ experiences: [experience.id] }} />}
    </RecordListingPage>
  );
}
