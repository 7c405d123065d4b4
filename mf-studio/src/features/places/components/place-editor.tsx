import { type PlaceKind, StudioPlaceFormSchema, type StudioPlace } from '@valley/shared/schemas/studio-places';
import { DraftedForm, useDraftedEditor } from '../../../components/draft-parts';
import { ImageField } from '../../../components/image-field';
import { TextInput } from '../../../components/studio-parts';
import { usePlaceCalls } from '../api/places';
import { PLACE_KINDS_SHOWN } from '../kinds';
import { PlaceStanding } from './place-standing';

interface Values {
  name: string;
  slug: string;
  description: string;
  /** The header picture's address, a new one's data URL, or '' for none. */
  image: string;
}

const valuesOf = (view: StudioPlace): Values => {
  const shown = view.draft?.content ?? view.live;
  // A draft kept before pictures were drafted (decision 121) has none: the live one stands.
  return { name: shown.name, slug: shown.slug, description: shown.description ?? '', image: (shown.image === undefined ? view.live.image : shown.image) ?? '' };
};

/**
 * A destination category, an experience, a town, an event category or an activity (decisions 097, 119, 121): its name, address, description and header picture, saved as a draft and published by a
 * publisher or the Board. A new address keeps the old one working (301) and the navigation that linked to it follows; what uses it is
 * said first.
 */
export function PlaceEditor({ kind, place }: { kind: PlaceKind; place: StudioPlace }) {
  const shownAs = PLACE_KINDS_SHOWN[kind];
  const editor = useDraftedEditor(place, {
    valuesOf,
    schema: StudioPlaceFormSchema,
    ...usePlaceCalls(kind, place.id),
    published: (saved) => `Published: ${shownAs.page({ id: saved.id, slug: saved.live.slug })} shows revision ${saved.revision}.`,
    item: { kind, key: String(place.id) },
  });
  const { shown, values, problems } = editor;
  const set = (key: keyof Values, value: string) => editor.change({ ...values, [key]: value });
  const livePath = shownAs.page({ id: place.id, slug: shown.live.slug });
  const nextPath = shownAs.page({ id: place.id, slug: values.slug.trim().toLowerCase() || '…' });

  const { listings, navigation, pages } = shown.used_by;
  // A new place's address has never been seen (decision 123): changing it leaves nothing behind.
  const onSite = shown.status !== 'new';
  return (
    <section aria-labelledby="studio-place">
      <h3 id="studio-place">{shown.live.name}</h3>
      <p>
        {onSite ? (
          <a href={livePath} target="_blank" rel="noreferrer">
            See {livePath} on the site
          </a>
        ) : (
          'Not on the site yet'
        )}{' '}
        · {listings} {listings === 1 ? 'listing' : 'listings'} · {navigation} {navigation === 1 ? 'link' : 'links'} in the navigation · linked from{' '}
        {pages.length} {pages.length === 1 ? 'page' : 'pages'}
      </p>
      <DraftedForm editor={editor}>
        <TextInput label="Name" value={values.name} onChange={(value) => set('name', value)} error={problems.name} />
        {shownAs.byAddress ? <TextInput label="Address" value={values.slug} onChange={(value) => set('slug', value)} error={problems.slug} /> : null}
        {onSite && nextPath !== livePath ? (
          <p role="note">
            Once published, {livePath} sends visitors and search engines to {nextPath} (301), and the navigation links there.
          </p>
        ) : null}
        <TextInput label="Description" value={values.description} onChange={(value) => set('description', value)} error={problems.description} />
        <ImageField label="Header picture" value={values.image || null} onChange={(value) => set('image', value)} error={problems.image} />
      </DraftedForm>
      <PlaceStanding kind={kind} place={place} />
    </section>
  );
}
