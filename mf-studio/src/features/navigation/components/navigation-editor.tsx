import { StudioNavTabsSchema, type StudioNavView } from '@valley/shared/schemas/studio';
import { DraftedForm, useDraftedEditor } from '../../../components/draft-parts';
import { useOrderedRows } from '../../../components/ordered-rows';
import rowStyles from '../../../components/ordered-rows.module.css';
import { RichTextField } from '../../../components/rich-text-field';
import { TextInput } from '../../../components/studio-parts';
import { useNavigationCalls } from '../api/navigation';

type Tab = StudioNavView['live'][number];
type Values = Omit<Tab, 'link' | 'content'> & { link: string; content: string };

const valuesOf = (view: StudioNavView): Values[] =>
  (view.draft?.content ?? view.live).map((tab) => ({ ...tab, link: tab.link ?? '', content: tab.content ?? '' }));

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
  const editor = useDraftedEditor(view, {
    valuesOf,
    schema: StudioNavTabsSchema,
    ...useNavigationCalls(),
    published: (saved) => `Published: the site shows revision ${saved.revision} of the navigation.`,
    item: { kind: 'nav', key: 'main' },
  });
  const { values: tabs, problems, change } = editor;
  const edit = (index: number, patch: Partial<Values>) => change(tabs.map((tab, at) => (at === index ? { ...tab, ...patch } : tab)));
  const { rows, moveButtons } = useOrderedRows(tabs, change, editor.setStatus, (tab, index) => tab.title || `tab ${index + 1}`);

  return (
    <section aria-labelledby="studio-navigation-tabs">
      <h3 id="studio-navigation-tabs">Main navigation</h3>
      <DraftedForm editor={editor}>
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
      </DraftedForm>
    </section>
  );
}
