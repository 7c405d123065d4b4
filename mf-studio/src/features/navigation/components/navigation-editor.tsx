import { useState } from 'react';
import { StudioNavTabsSchema, type StudioNavView } from '@valley/shared/schemas/studio';
import { DraftActions, DraftFooter, DraftState, useDraftEditing } from '../../../components/draft-parts';
import { useOrderedRows } from '../../../components/ordered-rows';
import rowStyles from '../../../components/ordered-rows.module.css';
import { RichTextField } from '../../../components/rich-text-field';
import { TextInput } from '../../../components/studio-parts';
import { useNavigationCalls } from '../api/navigation';

type Tab = StudioNavView['live'][number];
type Values = Omit<Tab, 'link' | 'content'> & { link: string; content: string };

const valuesOf = (view: StudioNavView): Values[] =>
  (view.draft?.content ?? view.live).map((tab) => ({ ...tab, link: tab.link ?? '', content: tab.content ?? '' }));

/** The shared schema's messages by tab and field ('2.background_color'). */
function problemsOf(tabs: Values[]): Record<string, string> {
  const parsed = StudioNavTabsSchema.safeParse(tabs);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const COLORS = [
  ['text_color', 'Text color'],
  ['background_color', 'Background color'],
  ['alternate_color', 'Hover color'],
] as const;

/**
 * The main navigation (decision 099): its tabs in order, each with its title, link, colours (kept readable) and the words of its
 * hover panel, saved as a draft and published by a publisher or the Board, with their history. Tabs are moved with Move up and Move
 * down; the panels' links, featured blocks and categories stay as they are.
 */
export function NavigationEditor({ view }: { view: StudioNavView }) {
  const [tabs, setTabs] = useState<Values[]>(() => valuesOf(view));
  const [problems, setProblems] = useState<Record<string, string>>({});
  const editing = useDraftEditing(view, (saved) => setTabs(valuesOf(saved)));
  const { shown, dirty, setDirty, setStatus, run, edited } = editing;
  const calls = useNavigationCalls();
  const { draft, publish, discard, restore } = calls;

  function change(next: Values[]) {
    setTabs(next);
    edited();
    if (Object.keys(problems).length) setProblems(problemsOf(next));
  }
  const edit = (index: number, patch: Partial<Values>) => change(tabs.map((tab, at) => (at === index ? { ...tab, ...patch } : tab)));
  const { rows, moveButtons } = useOrderedRows(tabs, change, setStatus, (tab, index) => tab.title || `tab ${index + 1}`);

  async function saveDraft(): Promise<boolean> {
    const found = problemsOf(tabs);
    setProblems(found);
    if (Object.keys(found).length) return false;
    return run(
      () => draft.trigger({ body: { base_revision: shown.revision, tabs } }),
      () => 'Draft saved. The site shows it once it is published.',
    );
  }

  async function publishDraft() {
    if ((dirty || !shown.draft) && !(await saveDraft())) return;
    await run(
      () => publish.trigger({ body: {} }),
      (saved) => `Published: the site shows revision ${saved.revision} of the navigation.`,
    );
  }

  return (
    <section aria-labelledby="studio-navigation-tabs">
      <h3 id="studio-navigation-tabs">Main navigation</h3>
      <DraftState draft={shown.draft} revision={shown.revision} dirty={dirty} />
      <fieldset ref={rows} className={rowStyles.rows}>
        <legend className="visually-hidden">Tabs of the main navigation</legend>
        {tabs.map((tab, index) => (
          <div key={tab.id} className={rowStyles.row} data-row={index} role="group" aria-label={`Tab ${index + 1}: ${tab.title || 'untitled'}`}>
            <TextInput label="Title" value={tab.title} onChange={(title) => edit(index, { title })} error={problems[`${index}.title`]} />
            <TextInput
              label="Link"
              value={tab.link}
              placeholder="/c/restaurants or https://…"
              onChange={(link) => edit(index, { link })}
              error={problems[`${index}.link`]}
            />
            {COLORS.map(([field, label]) => (
              <TextInput
                key={field}
                type="color"
                label={label}
                value={tab[field]}
                onChange={(color) => edit(index, { [field]: color })}
                error={problems[`${index}.${field}`]}
              />
            ))}
            <RichTextField label="Panel text" value={tab.content} onChange={(content) => edit(index, { content })} error={problems[`${index}.content`]} />
            <div className={rowStyles.tools}>{moveButtons(index)}</div>
          </div>
        ))}
      </fieldset>
      <DraftActions
        editing={editing}
        calls={calls}
        onSave={() => void saveDraft()}
        onPublish={() => void publishDraft()}
        discard={() => discard.trigger({ body: {} })}
        onUndo={() => {
          setTabs(valuesOf(shown));
          setProblems({});
          setDirty(false);
          setStatus('Changes undone.');
        }}
      />
      <DraftFooter editing={editing} calls={calls} restore={(revision) => restore.trigger({ body: { revision } })} />
    </section>
  );
}
