import { useId } from 'react';
import { MENU_LINKS_MAX, StudioMenuLinksSchema, type StudioMenu, type StudioMenuLink } from '@valley/shared/schemas/studio';
import { Button } from '@valley/shared/ui/button';
import { DraftedForm, useDraftedEditor } from '../../../components/draft-parts';
import { useOrderedRows } from '../../../components/ordered-rows';
import rowStyles from '../../../components/ordered-rows.module.css';
import { TextInput } from '../../../components/studio-parts';
import fields from '../../../components/form-fields.module.css';
import { useMenuCalls } from '../api/menus';
import styles from './menus.module.css';

const EMPTY_LINK: StudioMenuLink = { title: '', url: '', new_tab: false };

const linksOf = (menu: StudioMenu) => menu.draft?.links ?? menu.links;

/**
 * One menu's editor (decision 095): its links as the draft has them (or as they are live), edited in place, moved with Move up and
 * Move down, then saved as a draft; a publisher or the Board publishes it. Its history restores an older version as the draft.
 */
export function MenuEditor({ menu }: { menu: StudioMenu }) {
  const id = useId();
  const editor = useDraftedEditor(menu, {
    valuesOf: linksOf,
    schema: StudioMenuLinksSchema,
    ...useMenuCalls(menu.name),
    published: (saved) => `Published: the site shows revision ${saved.revision} of ${menu.title}.`,
    item: { kind: 'menu', key: menu.name },
  });
  const { values: links, problems, change } = editor;
  const edit = (index: number, patch: Partial<StudioMenuLink>) => change(links.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  const { rows, moveButtons } = useOrderedRows(links, change, editor.setStatus, (link, index) => link.title || `link ${index + 1}`);

  const problem = (index: number, field: keyof StudioMenuLink) => problems[`${index}.${field}`];

  return (
    <section className={styles.menu} aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`}>{menu.title}</h3>
      <DraftedForm
        editor={editor}
        actions={
          <Button variant="outline" disabled={links.length >= MENU_LINKS_MAX} onClick={() => change([...links, EMPTY_LINK])}>
            Add a link
          </Button>
        }
      >
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
      </DraftedForm>
    </section>
  );
}
