import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '@valley/shared/api';
import { MENU_LINKS_MAX, StudioMenuLinksSchema, type StudioMenu, type StudioMenuLink } from '@valley/shared/schemas/studio';
import { formatDateTime } from '@valley/shared/time';
import { Button } from '@valley/shared/ui/button';
import { useStudioRole } from '../../../components/studio-frame';
import { Outcome, TextInput } from '../../../components/studio-parts';
import fields from '../../../components/form-fields.module.css';
import { useMenuCall } from '../api/menus';
import styles from './menus.module.css';

const when = (iso: string) => formatDateTime(new Date(iso));
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
  const role = useStudioRole();
  const canPublish = role === 'admin' || role === 'publisher';
  const [links, setLinks] = useState<StudioMenuLink[]>(menu.draft?.links ?? menu.links);
  const [shown, setShown] = useState(menu);
  const [dirty, setDirty] = useState(false);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');
  const rows = useRef<HTMLFieldSetElement | null>(null);
  const focusAfterMove = useRef<{ row: number; by: -1 | 1 } | null>(null);
  const draft = useMenuCall('studioMenuDraft');
  const publish = useMenuCall('studioMenuPublish');
  const discard = useMenuCall('studioMenuDiscard');
  const restore = useMenuCall('studioMenuRestore');
  const busy = draft.isMutating || publish.isMutating || discard.isMutating || restore.isMutating;

  // A newer answer (another section's call, a reload) shows here unless this editor holds unsaved changes.
  if (menu !== shown && !dirty) {
    setShown(menu);
    setLinks(menu.draft?.links ?? menu.links);
  }

  // The keyboard stays on the moved link: its same button in its new row, or the other one once it reaches an end.
  useEffect(() => {
    const moved = focusAfterMove.current;
    if (!moved) return;
    focusAfterMove.current = null;
    const buttons = [...(rows.current?.querySelectorAll<HTMLButtonElement>(`[data-row="${moved.row}"] [data-move]`) ?? [])].filter(
      (button) => !button.disabled,
    );
    (buttons.find((button) => button.dataset.move === String(moved.by)) ?? buttons[0])?.focus();
  });

  function change(next: StudioMenuLink[]) {
    setLinks(next);
    setDirty(true);
    setStatus('');
    if (Object.keys(problems).length) setProblems(problemsOf(next));
  }
  const edit = (index: number, patch: Partial<StudioMenuLink>) => change(links.map((link, at) => (at === index ? { ...link, ...patch } : link)));
  function move(index: number, by: -1 | 1) {
    const next = [...links];
    const [link] = next.splice(index, 1);
    next.splice(index + by, 0, link!);
    change(next);
    setStatus(`${link!.title || 'The link'} moved to position ${index + by + 1} of ${links.length}.`);
    focusAfterMove.current = { row: index + by, by };
  }

  /** Runs a call and shows its answer; the API's refusal (409 after someone else published) is said, and nothing typed is lost. */
  async function run(work: () => Promise<StudioMenu>, done: (saved: StudioMenu) => string) {
    setFailure('');
    try {
      const saved = await work();
      setShown(saved);
      setLinks(saved.draft?.links ?? saved.links);
      setDirty(false);
      setStatus(done(saved));
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'That did not work. Please try again.');
    }
  }

  async function saveDraft(): Promise<boolean> {
    const found = problemsOf(links);
    setProblems(found);
    if (Object.keys(found).length) return false;
    let saved = false;
    await run(
      () => draft.trigger({ body: { name: menu.name, base_revision: shown.revision, links } }),
      () => {
        saved = true;
        return 'Draft saved. The site shows it once it is published.';
      },
    );
    return saved;
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
      <p className={styles.state}>
        {shown.draft
          ? `Draft saved${shown.draft.saved_by ? ` by ${shown.draft.saved_by}` : ''}, ${when(shown.draft.saved_at)}: not on the site until it is published.`
          : `Live: revision ${shown.revision}.`}
        {dirty ? ' Unsaved changes.' : ''}
      </p>
      <fieldset ref={rows} className={styles.rows}>
        <legend className="visually-hidden">Links of {menu.title}</legend>
        {links.length === 0 ? <p>No links yet.</p> : null}
        {links.map((link, index) => (
          <div key={index} className={styles.row} data-row={index} role="group" aria-label={`Link ${index + 1}: ${link.title || 'untitled'}`}>
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
            <div className={styles.tools}>
              <Button
                variant="outline"
                data-move="-1"
                disabled={index === 0}
                aria-label={`Move up: ${link.title || `link ${index + 1}`}`}
                onClick={() => move(index, -1)}
              >
                Move up
              </Button>
              <Button
                variant="outline"
                data-move="1"
                disabled={index === links.length - 1}
                aria-label={`Move down: ${link.title || `link ${index + 1}`}`}
                onClick={() => move(index, 1)}
              >
                Move down
              </Button>
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
      <div className={styles.actions}>
        <Button variant="outline" disabled={links.length >= MENU_LINKS_MAX} onClick={() => change([...links, EMPTY_LINK])}>
          Add a link
        </Button>
        <Button variant="outline" pending={draft.isMutating} disabled={busy || !dirty} onClick={() => void saveDraft()}>
          Save draft
        </Button>
        {canPublish ? (
          <Button pending={publish.isMutating} disabled={busy || (!dirty && !shown.draft)} onClick={() => void publishDraft()}>
            Publish
          </Button>
        ) : null}
        {shown.draft || dirty ? (
          <Button
            variant="outline"
            pending={discard.isMutating}
            disabled={busy}
            onClick={() =>
              shown.draft
                ? void run(
                    () => discard.trigger({ body: { name: menu.name } }),
                    () => 'Draft discarded: the menu is as the site shows it.',
                  )
                : (setLinks(shown.links), setDirty(false), setProblems({}), setStatus('Changes undone.'))
            }
          >
            {shown.draft ? 'Discard draft' : 'Undo changes'}
          </Button>
        ) : null}
      </div>
      <Outcome failure={failure} status={status} />
      {shown.history.length ? (
        <details className={styles.history}>
          <summary>History</summary>
          <ol>
            {shown.history.map((entry) => (
              <li key={entry.revision}>
                Revision {entry.revision}
                {entry.revision === shown.revision ? ' (live)' : ''}:{' '}
                {entry.published_at
                  ? `published ${when(entry.published_at)}${entry.published_by ? ` by ${entry.published_by}` : ''}`
                  : 'as it was before the studio'}
                {entry.revision === shown.revision ? null : (
                  <Button
                    variant="outline"
                    disabled={busy}
                    onClick={() =>
                      void run(
                        () => restore.trigger({ body: { name: menu.name, revision: entry.revision } }),
                        () => `Revision ${entry.revision} is the draft now. Publish it to put it back on the site.`,
                      )
                    }
                  >
                    Restore as draft
                  </Button>
                )}
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </section>
  );
}
