import { describe, rich } from '@valley/shared/seo';
import { paths } from '../config/paths';
import { RecordListingPage } from '../components/listing/record-listing-page';
import { DestinationListing } from '../features/destination-listing/components/destination-listing';
import type { EndpointOutput } from '@valley/shared/api/contract';
import { recordListingLoader } from '../lib/loaders';

/** The experience's loader: the experience (its 404 before the render) and its destinations' first calls. */
export const experienceLoader = recordListingLoader(
  'experienceGet',
  ({ params }) => ({ params: { id: params.slug ?? '' } }),
  (experience) => ({ experiences: [experience.id] }),
);

/** `/experiences/{id or slug}` and `/experience/{slug}`: one experience and its destinations. */
export function ExperiencePage() {
  return (
    <RecordListingPage<EndpointOutput<'experienceGet'>>
      what="experience"
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
