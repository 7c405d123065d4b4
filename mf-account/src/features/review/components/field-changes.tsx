import type { FieldChange, ListEntry, TextPart } from '@valley/shared/schemas/member';
import own from './field-changes.module.css';

/** What an edit changes (decision 086): each changed field old and new, the fields it leaves alone folded into a native <details>. */
export function FieldChanges({ changes, label = 'What changes', level = 3 }: { changes: FieldChange[]; label?: string; level?: 3 | 4 }) {
  const Heading = level === 4 ? 'h4' : 'h3';
  const changed = changes.filter((change) => change.changed);
  const unchanged = changes.filter((change) => !change.changed);
  return (
    <section className={own.changes} aria-label={label}>
      {changed.length > 0 ? (
        <ul className={own.fields} aria-label="Changed fields">
          {changed.map((change) => (
            <li key={change.field} className={own.field}>
              <Heading className={own.label}>{change.label}</Heading>
              <ChangedField change={change} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={own.none}>Nothing the public sees changes.</p>
      )}
      {unchanged.length > 0 ? (
        <details className={own.unchanged}>
          <summary>
            {unchanged.length} unchanged {unchanged.length === 1 ? 'field' : 'fields'}
          </summary>
          <dl className={own.kept}>
            {unchanged.map((change) => (
              <div key={change.field}>
                <dt>{change.label}</dt>
                <dd>
                  <KeptField change={change} />
                </dd>
              </div>
            ))}
          </dl>
        </details>
      ) : null}
    </section>
  );
}

const NONE = <span className={own.empty}>none</span>;

function ChangedField({ change }: { change: FieldChange }) {
  switch (change.type) {
    case 'value':
      return (
        <dl className={own.pair}>
          <dt>Old</dt>
          <dd>{change.before === null ? NONE : <del>{change.before}</del>}</dd>
          <dt>New</dt>
          <dd>{change.after === null ? NONE : <ins>{change.after}</ins>}</dd>
        </dl>
      );
    case 'image':
      return (
        <dl className={own.pair}>
          <dt>Old</dt>
          <dd>{change.before === null ? NONE : <img className={own.image} src={change.before} alt={`Old ${change.label}`} />}</dd>
          <dt>New</dt>
          <dd>{change.after === null ? NONE : <img className={own.image} src={change.after} alt={`New ${change.label}`} />}</dd>
        </dl>
      );
    case 'text':
      return (
        <>
          <TextDiff parts={change.parts} />
          {change.parts.every((part) => part.kind === 'same') ? <p className={own.note}>Only the formatting changes.</p> : null}
        </>
      );
    case 'list':
      return <ListDiff entries={change.entries} />;
  }
}

/** The words a text keeps, with those removed struck through and those added marked, each named for a screen reader. */
function TextDiff({ parts }: { parts: TextPart[] }) {
  if (parts.length === 0) return NONE;
  return (
    <p className={own.text}>
      {parts.map((part, index) =>
        part.kind === 'same' ? (
          <span key={index}>{part.text}</span>
        ) : part.kind === 'removed' ? (
          <del key={index}>
            <span className="visually-hidden">[removed: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </del>
        ) : (
          <ins key={index}>
            <span className="visually-hidden">[added: </span>
            {part.text}
            <span className="visually-hidden">]</span>
          </ins>
        ),
      )}
    </p>
  );
}

const ENTRY_WORDS: Record<ListEntry['change'], string | null> = { same: null, added: 'added', removed: 'removed', moved: 'moved' };

function ListDiff({ entries }: { entries: ListEntry[] }) {
  if (entries.length === 0) return NONE;
  return (
    <ol className={own.list}>
      {entries.map((entry, index) => (
        <li key={`${entry.label}-${index}`} className={own[entry.change]}>
          {entry.src ? <img className={own.thumb} src={entry.src} alt={entry.label} /> : <span>{entry.label}</span>}
          {ENTRY_WORDS[entry.change] ? <span className={own.badge}>{ENTRY_WORDS[entry.change]}</span> : null}
        </li>
      ))}
    </ol>
  );
}

/** A field the edit leaves as it is: its one value. */
function KeptField({ change }: { change: FieldChange }) {
  switch (change.type) {
    case 'value':
      return change.after ?? NONE;
    case 'image':
      return change.after ? <img className={own.thumb} src={change.after} alt={change.label} /> : NONE;
    case 'text':
      return <TextDiff parts={change.parts} />;
    case 'list':
      return <ListDiff entries={change.entries} />;
  }
}
