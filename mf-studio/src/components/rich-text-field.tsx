import { lazy, Suspense, useId } from 'react';
import styles from './form-fields.module.css';
import { FieldMessage } from './studio-parts';

// TipTap is the studio's heaviest code: loaded when an editor opens.
const EditorBody = lazy(() => import('@valley/shared/ui/rich-text-body').then((module) => ({ default: module.EditorBody })));

/** A labelled rich-text field with its message under it (the shared schema's or the API's). */
export function RichTextField({
  label,
  value,
  onChange,
  error,
}: {
  label: string;
  value: string;
  onChange: (html: string) => void;
  error?: string | undefined;
}) {
  const id = useId();
  return (
    <div className={styles.field}>
      <span id={`${id}-label`}>{label}</span>
      <Suspense fallback={<p role="status">Loading the editor…</p>}>
        <EditorBody labelId={`${id}-label`} describedBy={error ? `${id}-error` : ''} value={value} onChange={onChange} invalid={Boolean(error)} />
      </Suspense>
      <FieldMessage id={id} error={error} />
    </div>
  );
}
