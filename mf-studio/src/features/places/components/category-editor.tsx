import { useState } from 'react';
import { ApiError } from '@valley/shared/api';
import { StudioCategoryFormSchema, type StudioCategory } from '@valley/shared/schemas/studio-places';
import { DraftActions, DraftFooter, DraftState, useDraftEditing } from '../../../components/draft-parts';
import { TextInput } from '../../../components/studio-parts';
import { publicPaths } from '../../../config/paths';
import { useCategoryCalls } from '../api/places';

interface Values {
  name: string;
  slug: string;
  description: string;
}
type Problems = Partial<Record<keyof Values, string>>;

const valuesOf = (view: StudioCategory): Values => {
  const shown = view.draft?.content ?? view.live;
  return { name: shown.name, slug: shown.slug, description: shown.description ?? '' };
};

/** The API names the field a refusal is about ('slug: Address: another category already has it'). */
const SLUG_REFUSAL = /^slug: /;

/**
 * A destination category (decision 097): its name, address and description, saved as a draft and published by a publisher or the
 * Board. A new address keeps the old one working (301) and the navigation that linked to it follows; what uses it is said first.
 */
export function CategoryEditor({ category }: { category: StudioCategory }) {
  const [values, setValues] = useState<Values>(() => valuesOf(category));
  const [problems, setProblems] = useState<Problems>({});
  const editing = useDraftEditing(category, (saved) => setValues(valuesOf(saved)));
  const { shown, dirty, setDirty, setStatus, run, edited } = editing;
  const calls = useCategoryCalls(category.id);
  const { draft, publish, discard, restore } = calls;
  const moving = values.slug.trim().toLowerCase() !== shown.live.slug;

  const set = (key: keyof Values, value: string) => {
    setValues((current) => ({ ...current, [key]: value }));
    edited();
  };

  async function saveDraft(): Promise<boolean> {
    const parsed = StudioCategoryFormSchema.safeParse(values);
    setProblems(parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
    if (!parsed.success) return false;
    return run(
      () =>
        draft.trigger({ body: { id: category.id, base_revision: shown.revision, category: values } }).catch((error: unknown) => {
          if (!(error instanceof ApiError) || !SLUG_REFUSAL.test(error.message)) throw error;
          setProblems({ slug: error.message.replace(SLUG_REFUSAL, '') });
          return undefined;
        }),
      () => 'Draft saved. The site shows it once it is published.',
    );
  }

  async function publishDraft() {
    if ((dirty || !shown.draft) && !(await saveDraft())) return;
    await run(
      () => publish.trigger({ body: { id: category.id } }),
      (saved) => `Published: /c/${saved.live.slug} shows revision ${saved.revision}.`,
    );
  }

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
      <DraftState draft={shown.draft} revision={shown.revision} dirty={dirty} />
      <TextInput label="Name" value={values.name} onChange={(value) => set('name', value)} error={problems.name} />
      <TextInput label="Address" value={values.slug} onChange={(value) => set('slug', value)} error={problems.slug} />
      {moving ? (
        <p role="note">
          Once published, /c/{shown.live.slug} sends visitors and search engines to /c/{values.slug.trim().toLowerCase() || '…'} (301), and the navigation links
          there.
        </p>
      ) : null}
      <TextInput label="Description" value={values.description} onChange={(value) => set('description', value)} error={problems.description} />
      <DraftActions
        editing={editing}
        calls={calls}
        onSave={() => void saveDraft()}
        onPublish={() => void publishDraft()}
        discard={() => discard.trigger({ body: { id: category.id } })}
        onUndo={() => {
          setValues(valuesOf(shown));
          setProblems({});
          setDirty(false);
          setStatus('Changes undone.');
        }}
      />
      <DraftFooter editing={editing} calls={calls} restore={(revision) => restore.trigger({ body: { id: category.id, revision } })} />
    </section>
  );
}
