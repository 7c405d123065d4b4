import { StudioCategoryFormSchema, type StudioCategory } from '@valley/shared/schemas/studio-places';
import { DraftedForm, useDraftedEditor } from '../../../components/draft-parts';
import { TextInput } from '../../../components/studio-parts';
import { publicPaths } from '../../../config/paths';
import { useCategoryCalls } from '../api/places';

interface Values {
  name: string;
  slug: string;
  description: string;
}

const valuesOf = (view: StudioCategory): Values => {
  const shown = view.draft?.content ?? view.live;
  return { name: shown.name, slug: shown.slug, description: shown.description ?? '' };
};

/**
 * A destination category (decision 097): its name, address and description, saved as a draft and published by a publisher or the
 * Board. A new address keeps the old one working (301) and the navigation that linked to it follows; what uses it is said first.
 */
export function CategoryEditor({ category }: { category: StudioCategory }) {
  const editor = useDraftedEditor(category, {
    valuesOf,
    schema: StudioCategoryFormSchema,
    ...useCategoryCalls(category.id),
    published: (saved) => `Published: /c/${saved.live.slug} shows revision ${saved.revision}.`,
    item: `category:${category.id}`,
  });
  const { shown, values, problems } = editor;
  const set = (key: keyof Values, value: string) => editor.change({ ...values, [key]: value });
  const moving = values.slug.trim().toLowerCase() !== shown.live.slug;

  const { destinations, navigation } = shown.used_by;
  return (
    <section aria-labelledby="studio-category">
      <h3 id="studio-category">{shown.live.name}</h3>
      <p>
        <a href={publicPaths.category(shown.live.slug)} target="_blank" rel="noreferrer">
          See /c/{shown.live.slug} on the site
        </a>{' '}
        · {destinations} {destinations === 1 ? 'listing' : 'listings'} · {navigation} {navigation === 1 ? 'link' : 'links'} in the navigation
      </p>
      <DraftedForm editor={editor}>
        <TextInput label="Name" value={values.name} onChange={(value) => set('name', value)} error={problems.name} />
        <TextInput label="Address" value={values.slug} onChange={(value) => set('slug', value)} error={problems.slug} />
        {moving ? (
          <p role="note">
            Once published, /c/{shown.live.slug} sends visitors and search engines to /c/{values.slug.trim().toLowerCase() || '…'} (301), and the navigation
            links there.
          </p>
        ) : null}
        <TextInput label="Description" value={values.description} onChange={(value) => set('description', value)} error={problems.description} />
      </DraftedForm>
    </section>
  );
}
