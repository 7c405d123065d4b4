import { type PlaceKind, StudioPlaceFormSchema, type StudioPlace } from '@valley/shared/schemas/studio-places';
import { DraftedForm, useDraftedEditor } from '../../../components/draft-parts';
import { TextInput } from '../../../components/studio-parts';
import { usePlaceCalls } from '../api/places';
import { PLACE_KINDS_SHOWN } from '../kinds';

interface Values {
  name: string;
  slug: string;
  description: string;
}

const valuesOf = (view: StudioPlace): Values => {
  const shown = view.draft?.content ?? view.live;
  return { name: shown.name, slug: shown.slug, description: shown.description ?? '' };
};

/**
 * A destination category, an experience, a town or an event category (decisions 097, 119): its name, address and description, saved as a draft and published by a
 * publisher or the Board. A new address keeps the old one working (301) and the navigation that linked to it follows; what uses it is
 * said first.
 */
export function PlaceEditor({ kind, place }: { kind: PlaceKind; place: StudioPlace }) {
  const shownAs = PLACE_KINDS_SHOWN[kind];
  const editor = useDraftedEditor(place, {
    valuesOf,
    schema: StudioPlaceFormSchema,
    ...usePlaceCalls(kind, place.id),
    published: (saved) => `Published: ${shownAs.page(saved.live.slug)} shows revision ${saved.revision}.`,
    item: { kind, key: String(place.id) },
  });
  const { shown, values, problems } = editor;
  const set = (key: keyof Values, value: string) => editor.change({ ...values, [key]: value });
  const livePath = shownAs.page(shown.live.slug);
  const moving = values.slug.trim().toLowerCase() !== shown.live.slug;

  const { listings, navigation } = shown.used_by;
  return (
    <section aria-labelledby="studio-place">
      <h3 id="studio-place">{shown.live.name}</h3>
      <p>
        <a href={livePath} target="_blank" rel="noreferrer">
          See {livePath} on the site
        </a>{' '}
        · {listings} {listings === 1 ? 'listing' : 'listings'} · {navigation} {navigation === 1 ? 'link' : 'links'} in the navigation
      </p>
      <DraftedForm editor={editor}>
        <TextInput label="Name" value={values.name} onChange={(value) => set('name', value)} error={problems.name} />
        <TextInput label="Address" value={values.slug} onChange={(value) => set('slug', value)} error={problems.slug} />
        {moving ? (
          <p role="note">
            Once published, {livePath} sends visitors and search engines to {shownAs.page(values.slug.trim().toLowerCase() || '…')} (301), and the navigation
            links there.
          </p>
        ) : null}
        <TextInput label="Description" value={values.description} onChange={(value) => set('description', value)} error={problems.description} />
      </DraftedForm>
    </section>
  );
}
