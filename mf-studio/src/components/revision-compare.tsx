import { useState } from 'react';
import { Select } from '@valley/shared/ui/select';
import styles from './form-fields.module.css';
import { StudioTable } from './studio-table';
import { changesBetween, type HistoryItem, useRevision } from '../lib/revisions';

interface Kept {
  revision: number;
}

/**
 * Two revisions from an item's history side by side, field by field (issue 45, decision 114): the one before the newest and the
 * newest to begin with, any two once chosen; only the fields that differ, named as the editor names them.
 */
export function RevisionCompare({ item, history }: { item: HistoryItem; history: Kept[] }) {
  const [from, setFrom] = useState(history[1]!.revision);
  const [to, setTo] = useState(history[0]!.revision);
  const before = useRevision(item, from);
  const after = useRevision(item, to);
  const options = history.map((entry) => ({ value: String(entry.revision), label: `Revision ${entry.revision}` }));
  const failed = before.error ?? after.error;
  const changes = before.data && after.data ? changesBetween(before.data.content, after.data.content) : null;

  let summary = 'Loading the two revisions…';
  if (failed) summary = 'Those revisions could not be loaded. Please try again.';
  else if (changes?.length === 0) summary = `Revisions ${from} and ${to} are the same.`;
  else if (changes) summary = `${changes.length === 1 ? '1 field differs' : `${changes.length} fields differ`} between revisions ${from} and ${to}.`;

  return (
    <section aria-label="Compare two revisions" className={styles.compare}>
      <div className={styles.actions}>
        <Select label="Compare revision" options={options} value={String(from)} onChange={(event) => setFrom(Number(event.target.value))} />
        <Select label="with revision" options={options} value={String(to)} onChange={(event) => setTo(Number(event.target.value))} />
      </div>
      {/* A polite live region, not a second status beside the editor's own (Outcome): it says each comparison's result. */}
      <p aria-live="polite" aria-busy={!failed && !changes}>
        {summary}
      </p>
      {changes && changes.length > 0 ? (
        <StudioTable caption={`Revision ${from} against revision ${to}, field by field`} columns={['Field', `Revision ${from}`, `Revision ${to}`]}>
          {changes.map((change) => (
            <tr key={change.field}>
              <th scope="row">{change.field}</th>
              <td>{change.before || <span className={styles.state}>(none)</span>}</td>
              <td>{change.after || <span className={styles.state}>(none)</span>}</td>
            </tr>
          ))}
        </StudioTable>
      ) : null}
    </section>
  );
}
