import { useId, useState } from 'react';
import { MENU_LINKS_MAX, StudioMenuLinksSchema, type StudioMenu, type StudioMenuLink } from '@valley/shared/schemas/studio';
import { Button } from '@valley/shared/ui/button';
import { DraftActions, DraftFooter, DraftState, useDraftEditing } from '../../../components/draft-parts';
import { useOrderedRows } from '../../../components/ordered-rows';
import rowStyles from '../../../components/ordered-rows.module.css';
import { TextInput } from '../../../components/studio-parts';
import fields from '../../../components/form-fields.module.css';
import { useMenuCalls } from '../api/menus';
import styles from './menus.module.css';

const EMPTY_LINK: StudioMenuLink = { title: '', url: '', new_tab: false };

/** The shared schema's messages by row and field ('2.url'), or for the whole list ('list'). */
function problemsOf(links: StudioMenuLink[]): Record<string, string> {
  const parsed = StudioMenuLinksSchema.safeParse(links);
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.length ? issue.path.join('.') : 'list', issue.message]));
}

/**
 * One menu's editor (decision 095): its links as the draft has them (or as they are live), edited in place, moved with Move up and
 * Move down, then saved as a draft; a publisher or the Board publishes it. Its history restores an older version as the draft.
 */
export function MenuEditor({ menu }: { menu: StudioMenu }) {
  const id = useId();
  const [links, setLinks] = useState<StudioMenuLink[]>(menu.draft?.links ?? menu.links);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const editing = useDraftEditing(menu, (saved) => setLinks(saved.draft?.links ?? saved.links));
  const { shown, setShown, dirty, setDirty, setStatus, run, edited } = editing;
  const calls = useMenuCalls();
  const { draft, publish, discard, restore } = calls;

  // A newer answer (another section's call, a reload) shows here unless this editor holds unsaved changes.
  if (menu !== shown && !dirty) {
    setShown(menu);
    setLinks(menu.draft?.links ?? menu.links);
  }

  function change(next: StudioMenuLink[]) {
    setLinks(next);
    edited();
    if (Object.keys(problems).length) setProblems(problemsOf(next));
  }
  const edit = (index: number, patch: Partial<StudioMenuLink>) => change(links.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  const { rows, moveButtons } = useOrderedRows(links, change, setStatus, (link, index) => link.title || `link ${index + 1}`);

  async function saveDraft(): Promise<boolean> {
    const found = problemsOf(links);
    setProblems(found);
    if (Object.keys(found).length) return false;
    return run(
      () => draft.trigger({ body: { name: menu.name, base_revision: shown.revision, links } }),
      () => 'Draft saved. The site shows it once it is published.',
    );
  }

  async function publishDraft() {
    if ((dirty || !shown.draft) && !(await saveDraft())) return;
    await run(
      () => publish.trigger({ body: { name: menu.name } }),
      (saved) => `Published: the site shows revision ${saved.revision} of ${menu.title}.`,
    );
  }

  const problem = (index: number, field: keyof StudioMenuLink) => problems[`${index}.${field}`];

  return (
    <section className={styles.menu} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{menu.title}</h3>
      <DraftState draft={shown.draft} revision={shown.revision} dirty={dirty} />
      <fieldset ref={rows} className={rowStyles.rows}>
        <legend className="visually-hidden">Links of {menu.title}</legend>
        {links.length === 0 ? <p>No links yet.</p> : null}
        {links.map((link, index) => (
          <div key={index} className={rowStyles.row} data-row={index} role="group" aria-label={`Link ${index + 1}: ${link.title || 'untitled'}`}>
            <TextInput label="Title" value={link.title} onChange={(title) => edit(index, { title })} error={problem(index, 'title')} />
            <TextInput
              label="Link"
              value={link.url}
              placeholder="/events or https://…"
              onChange={(url) => edit(index, { url })}
              error={problem(index, 'url')}
            />
            <label className={fields.check}>
              <input type="checkbox" checked={link.new_tab} onChange={(event) => edit(index, { new_tab: event.target.checked })} />
              Opens in a new tab
            </label>
            <div className={rowStyles.tools}>
              {moveButtons(index)}
              <Button
                variant="danger"
                aria-label={`Remove: ${link.title || `link ${index + 1}`}`}
                onClick={() => change(links.filter((_, at) => at !== index))}
              >
                Remove
              </Button>
            </div>
          </div>
        ))}
      </fieldset>
      {problems.list ? <p className={fields.error}>{problems.list}</p> : null}
      <DraftActions
        editing={editing}
        calls={calls}
        onSave={() => void saveDraft()}
        onPublish={() => void publishDraft()}
        discard={() => discard.trigger({ body: { name: menu.name } })}
        onUndo={() => {
          setLinks(shown.links);
          setDirty(false);
          setProblems({});
          setStatus('Changes undone.');
        }}
      >
        <Button variant="outline" disabled={links.length >= MENU_LINKS_MAX} onClick={() => change([...links, EMPTY_LINK])}>
          Add a link
        </Button>
      </DraftActions>
      <DraftFooter editing={editing} calls={calls} restore={(revision) => restore.trigger({ body: { name: menu.name, revision } })} />
    </section>
  );
}
