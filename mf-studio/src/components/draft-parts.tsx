import { useState, type ReactNode } from 'react';
import { ApiError } from '@valley/shared/api';
import { formatDateTime } from '@valley/shared/time';
import { Button } from '@valley/shared/ui/button';
import styles from './form-fields.module.css';
import { useStudioRole } from './studio-frame';
import { Outcome } from './studio-parts';

const when = (iso: string) => formatDateTime(new Date(iso));

interface Publication {
  revision: number;
  published_by: string | null;
  published_at: string | null;
}

/** Where a drafted item stands: its draft (who saved it, when) or its live revision, and whether the editor holds unsaved changes. */
export function DraftState({ draft, revision, dirty }: { draft: { saved_by: string | null; saved_at: string } | null; revision: number; dirty: boolean }) {
  return (
    <p className={styles.state}>
      {draft
        ? `Draft saved${draft.saved_by ? ` by ${draft.saved_by}` : ''}, ${when(draft.saved_at)}: not on the site until it is published.`
        : `Live: revision ${revision}.`}
      {dirty ? ' Unsaved changes.' : ''}
    </p>
  );
}

/** What was published before, newest first; any earlier revision can come back as the draft (decision 095). */
export function DraftHistory({
  history,
  revision,
  busy,
  onRestore,
}: {
  history: Publication[];
  revision: number;
  busy: boolean;
  onRestore: (revision: number) => void;
}) {
  if (history.length === 0) return null;
  return (
    <details className={styles.history}>
      <summary>History</summary>
      <ol>
        {history.map((entry) => (
          <li key={entry.revision}>
            Revision {entry.revision}
            {entry.revision === revision ? ' (live)' : ''}:{' '}
            {entry.published_at
              ? `published ${when(entry.published_at)}${entry.published_by ? ` by ${entry.published_by}` : ''}`
              : 'as it was before the studio'}
            {entry.revision === revision ? null : (
              <Button variant="outline" disabled={busy} onClick={() => onRestore(entry.revision)}>
                Restore as draft
              </Button>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

/**
 * The state every studio editor of drafted content keeps: what the API last answered (`shown`), whether the editor holds unsaved
 * changes, and what the last call did or why it failed. `run` makes a call and shows its answer; a refusal (409 after someone else
 * published) is said, and nothing typed is lost.
 */
export function useDraftEditing<T>(initial: T, showValues: (saved: T) => void) {
  const [shown, setShown] = useState(initial);
  const [dirty, setDirty] = useState(false);
  const [failure, setFailure] = useState('');
  const [status, setStatus] = useState('');

  async function run(work: () => Promise<T | undefined>, done: (saved: T) => string): Promise<boolean> {
    setFailure('');
    try {
      const saved = await work();
      if (saved === undefined) return false;
      setShown(saved);
      showValues(saved);
      setDirty(false);
      setStatus(done(saved));
      return true;
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : 'That did not work. Please try again.');
      return false;
    }
  }

  /** The editor's values changed: unsaved, and the last call's word no longer applies. */
  function edited() {
    setDirty(true);
    setStatus('');
  }

  return { shown, setShown, dirty, setDirty, failure, status, setStatus, run, edited };
}

type DraftEditing<T> = ReturnType<typeof useDraftEditing<T>>;

/** A drafted item's four calls (swr mutations), as far as the buttons need them. */
export interface DraftCalls {
  draft: { isMutating: boolean };
  publish: { isMutating: boolean };
  discard: { isMutating: boolean };
  restore: { isMutating: boolean };
}

/** Whether any of the item's calls is under way: the buttons wait for it. */
export const anyPending = (calls: DraftCalls) => Object.values(calls).some((call) => call.isMutating);

/** Under a drafted item's editor: what the last call did, and the history whose revisions come back as the draft. */
export function DraftFooter<T extends { revision: number; history: Publication[] }>({
  editing,
  calls,
  restore,
}: {
  editing: DraftEditing<T>;
  calls: DraftCalls;
  restore: (revision: number) => Promise<T | undefined>;
}) {
  return (
    <>
      <Outcome failure={editing.failure} status={editing.status} />
      <DraftHistory
        history={editing.shown.history}
        revision={editing.shown.revision}
        busy={anyPending(calls)}
        onRestore={(revision) =>
          void editing.run(
            () => restore(revision),
            () => `Revision ${revision} is the draft now. Publish it to put it back on the site.`,
          )
        }
      />
    </>
  );
}

/**
 * A drafted item's buttons: Save draft; Publish for publishers and the Board (unsaved changes are saved first); Discard draft while
 * there is one, else Undo changes while there are some. `children` go first (a menu's Add a link).
 */
export function DraftActions<T extends { draft: unknown }>({
  editing,
  calls,
  onSave,
  onPublish,
  discard,
  onUndo,
  children,
}: {
  editing: DraftEditing<T>;
  /** The item's calls, for which one is under way. */
  calls: DraftCalls;
  onSave: () => void;
  onPublish: () => void;
  /** The discard call; the editor then shows what the site shows. */
  discard: () => Promise<T | undefined>;
  onUndo: () => void;
  children?: ReactNode;
}) {
  const role = useStudioRole();
  const { shown, dirty } = editing;
  const pending = { save: calls.draft.isMutating, publish: calls.publish.isMutating, discard: calls.discard.isMutating, any: anyPending(calls) };
  return (
    <div className={styles.actions}>
      {children}
      <Button variant="outline" pending={pending.save} disabled={pending.any || !dirty} onClick={onSave}>
        Save draft
      </Button>
      {role === 'admin' || role === 'publisher' ? (
        <Button pending={pending.publish} disabled={pending.any || (!dirty && !shown.draft)} onClick={onPublish}>
          Publish
        </Button>
      ) : null}
      {shown.draft || dirty ? (
        <Button
          variant="outline"
          pending={pending.discard}
          disabled={pending.any}
          onClick={shown.draft ? () => void editing.run(discard, () => 'Draft discarded: back to what the site shows.') : onUndo}
        >
          {shown.draft ? 'Discard draft' : 'Undo changes'}
        </Button>
      ) : null}
    </div>
  );
}
