import { useState, type ReactNode } from 'react';
import type { ZodType } from 'zod';
import { formatDateTime } from '@valley/shared/time';
import { Button } from '@valley/shared/ui/button';
import styles from './form-fields.module.css';
import { useStudioRole } from './studio-frame';
import { Outcome } from './studio-parts';
import { When } from './when';
import { messagesByField, refusalOf } from '../lib/form-messages';
import { forgetChanges, keepChanges, keptChanges } from '../lib/kept-changes';
import { type HistoryItem } from '../lib/revisions';
import { RevisionCompare } from './revision-compare';

const when = (iso: string) => formatDateTime(new Date(iso));

interface Publication {
  revision: number;
  published_by: string | null;
  published_at: string | null;
}

interface SavedDraft {
  saved_by: string | null;
  saved_at: string;
  /** Only pages' drafts are scheduled: other kinds answer without. */
  publish_at?: string | null;
  scheduled_by?: string | null;
}

/** What waits for a draft: publication, or the time a publisher set for it (decision 133). */
const draftWaits = (draft: SavedDraft) =>
  draft.publish_at
    ? `scheduled${draft.scheduled_by ? ` by ${draft.scheduled_by}` : ''} to go out ${when(draft.publish_at)}. Saving it again calls that time off.`
    : 'not on the site until it is published.';

/**
 * Where a drafted item stands: its draft (who saved it, when, and when it goes out if it is scheduled) or its live revision, and
 * whether the editor holds unsaved changes.
 */
export function DraftState({ draft, revision, dirty }: { draft: SavedDraft | null; revision: number; dirty: boolean }) {
  return (
    <p className={styles.state}>
      {draft ? `Draft saved${draft.saved_by ? ` by ${draft.saved_by}` : ''}, ${when(draft.saved_at)}: ${draftWaits(draft)}` : `Live: revision ${revision}.`}
      {dirty ? ' Unsaved changes.' : ''}
    </p>
  );
}

/**
 * What was published before, newest first; any earlier revision can come back as the draft (decision 095), and any two can be
 * compared field by field (decision 114).
 */
export function DraftHistory({
  item,
  history,
  revision,
  busy,
  onRestore,
}: {
  item: HistoryItem;
  history: Publication[];
  revision: number;
  busy: boolean;
  onRestore: (revision: number) => void;
}) {
  // The comparison asks for two revisions: only once the history is opened.
  const [open, setOpen] = useState(false);
  if (history.length === 0) return null;
  return (
    <details className={styles.history} onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>History</summary>
      <ol>
        {history.map((entry) => (
          <li key={entry.revision}>
            Revision {entry.revision}
            {entry.revision === revision ? ' (live)' : ''}:{' '}
            {entry.published_at ? (
              <>
                published <When at={entry.published_at} />
                {entry.published_by ? ` by ${entry.published_by}` : ''}
              </>
            ) : (
              'as it was before the studio'
            )}
            {entry.revision === revision ? null : (
              <Button variant="outline" disabled={busy} onClick={() => onRestore(entry.revision)}>
                Restore as draft
              </Button>
            )}
          </li>
        ))}
      </ol>
      {open && history.length > 1 ? <RevisionCompare item={item} history={history} /> : null}
    </details>
  );
}

/** What a drafted item's answer holds: its live revision, its draft (who saved it, when) and what was published before. */
interface DraftedView {
  revision: number;
  draft: SavedDraft | null;
  history: Publication[];
}

/** A drafted item's four swr mutations, as far as its editor waits for them. */
export interface DraftCalls {
  draft: { isMutating: boolean };
  publish: { isMutating: boolean };
  discard: { isMutating: boolean };
  restore: { isMutating: boolean };
}

/** The same four calls, sent: each answers the item as it now is. */
interface DraftSends<T, V> {
  draft: (values: V, baseRevision: number) => Promise<T | undefined>;
  publish: (extra?: never) => Promise<T | undefined>;
  discard: () => Promise<T | undefined>;
  restore: (revision: number) => Promise<T | undefined>;
}

/** The shared schema's messages by field path ('2.url'), 'list' for one about the whole list. */
function problemsOf(schema: ZodType, values: unknown): Record<string, string> {
  const parsed = schema.safeParse(values);
  return parsed.success ? {} : messagesByField(parsed.error, 'list');
}

/** Said when an editor opens with the changes it had when it was last closed. */
export const KEPT = 'Your unsaved changes from last time are back. Save the draft to keep them, or undo them.';

/**
 * Everything a drafted item's editor keeps but its fields (decision 095): the values being edited, checked with the same schema the
 * API checks; what the API last answered (`shown`); whether there are unsaved changes; and what the last call did or why it failed.
 * Saving checks first and shows the schema's messages under the fields; publishing saves unsaved changes first; a refusal (409 after
 * someone else published) is said and nothing typed is lost. A newer answer (a reload, another section's call) shows unless there
 * are unsaved changes.
 */
export function useDraftedEditor<T extends DraftedView, V>(
  view: T,
  {
    valuesOf,
    schema,
    calls,
    send,
    published,
    item,
  }: {
    valuesOf: (view: T) => V;
    schema: ZodType;
    calls: DraftCalls;
    send: DraftSends<T, V>;
    /** What the site shows once `saved` is published: 'Published: the site shows revision 4 of its settings.' */
    published: (saved: T) => string;
    /** The item in the studio's history (its revisions are compared by it) and in this browser's kept changes. */
    item: HistoryItem;
  },
) {
  const keptAs = `${item.kind}:${item.key}`;
  const [kept] = useState(() => keptChanges(keptAs, valuesOf(view)));
  const [shown, setShown] = useState(view);
  const [values, setValues] = useState(() => kept ?? valuesOf(view));
  const [dirty, setDirty] = useState(kept !== null);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState(kept === null ? '' : KEPT);

  if (view !== shown && !dirty) {
    setShown(view);
    setValues(valuesOf(view));
  }

  async function run(work: () => Promise<T | undefined>, done: (saved: T) => string): Promise<boolean> {
    setFailure('');
    try {
      const saved = await work();
      if (saved === undefined) return false;
      setShown(saved);
      setValues(valuesOf(saved));
      setDirty(false);
      forgetChanges(keptAs);
      setStatus(done(saved));
      return true;
    } catch (error) {
      const fields = typeof values === 'object' && values !== null ? Object.keys(values) : [];
      const refusal = refusalOf(error, fields, 'That did not work. Please try again.');
      if (refusal.field) setProblems({ [refusal.field]: refusal.message });
      else setFailure(refusal.message);
      return false;
    }
  }

  async function save(): Promise<boolean> {
    const found = problemsOf(schema, values);
    setProblems(found);
    if (Object.keys(found).length) return false;
    return run(
      () => send.draft(values, shown.revision),
      () => 'Draft saved. The site shows it once it is published.',
    );
  }

  return {
    shown,
    values,
    dirty,
    problems,
    failure,
    status,
    /** Whether any of the item's calls is under way: the buttons wait for it. */
    busy: Object.values(calls).some((call) => call.isMutating),
    calls,
    setStatus,
    item,
    /** The editor's values changed: unsaved, the last call's word no longer applies, and messages shown are checked again. */
    change(next: V) {
      setValues(next);
      keepChanges(keptAs, next);
      setDirty(true);
      setStatus('');
      if (Object.keys(problems).length) setProblems(problemsOf(schema, next));
    },
    save,
    /** Saves unsaved changes first; `extra` goes in the call's body (a page's publish_at), `said` says what it did. */
    async publish(extra?: object, said: (saved: T) => string = published) {
      if ((dirty || !shown.draft) && !(await save())) return;
      await run(() => send.publish(extra as never), said);
    },
    discard: () => run(send.discard, () => 'Draft discarded: back to what the site shows.'),
    undo() {
      forgetChanges(keptAs);
      setValues(valuesOf(shown));
      setProblems({});
      setDirty(false);
      setStatus('Changes undone.');
    },
    restore: (revision: number) =>
      run(
        () => send.restore(revision),
        () => `Revision ${revision} is the draft now. Publish it to put it back on the site.`,
      ),
  };
}

type DraftedEditor = ReturnType<typeof useDraftedEditor<DraftedView, unknown>>;

/**
 * A drafted item's form around its fields: where it stands; the buttons (Save draft; Publish for publishers and the Board; Discard
 * draft while there is one, else Undo changes while there are some), after `actions` of its own (a menu's Add a link); what the last
 * call did; and the history whose revisions come back as the draft. `after` goes under the buttons (a page's Schedule).
 */
export function DraftedForm({ editor, actions, after, children }: { editor: DraftedEditor; actions?: ReactNode; after?: ReactNode; children: ReactNode }) {
  const role = useStudioRole();
  const { shown, dirty, busy, calls } = editor;
  return (
    <>
      <DraftState draft={shown.draft} revision={shown.revision} dirty={dirty} />
      {children}
      <div className={styles.actions}>
        {actions}
        <Button variant="outline" pending={calls.draft.isMutating} disabled={busy || !dirty} onClick={() => void editor.save()}>
          Save draft
        </Button>
        {role === 'admin' || role === 'publisher' ? (
          <Button pending={calls.publish.isMutating} disabled={busy || (!dirty && !shown.draft)} onClick={() => void editor.publish()}>
            Publish
          </Button>
        ) : null}
        {shown.draft || dirty ? (
          <Button variant="outline" pending={calls.discard.isMutating} disabled={busy} onClick={shown.draft ? () => void editor.discard() : editor.undo}>
            {shown.draft ? 'Discard draft' : 'Undo changes'}
          </Button>
        ) : null}
      </div>
      {after}
      <Outcome failure={editor.failure} status={editor.status} />
      <DraftHistory item={editor.item} history={shown.history} revision={shown.revision} busy={busy} onRestore={(revision) => void editor.restore(revision)} />
    </>
  );
}
