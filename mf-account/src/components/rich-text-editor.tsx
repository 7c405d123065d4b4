import { lazy, Suspense, useId } from 'react';
import styles from './rich-text-editor.module.css';

// TipTap and ProseMirror are the heaviest code of the remote: loaded only when a form opens.
const EditorBody = lazy(() => import('./rich-text-editor-body').then((module) => ({ default: module.EditorBody })));

export interface RichTextEditorProps {
  label: string;
  /** HTML; the API sanitises it on write (decision 009). */
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: string | undefined;
}

/** Rich text for member fields (member-area §2): paragraphs, headings h2–h6, bold, italic, lists, quotes and links. */
export function RichTextEditor({ label, value, onChange, onBlur, error }: RichTextEditorProps) {
  const id = useId();
  return (
    <div className={styles.field}>
      <span id={`${id}-label`} className={styles.label}>
        {label}
      </span>
      <Suspense
        fallback={
          <div className={styles.loading} role="status" aria-busy="true">
            Loading the editor…
          </div>
        }
      >
        <EditorBody
          labelId={`${id}-label`}
          errorId={error ? `${id}-error` : undefined}
          value={value}
          onChange={onChange}
          onBlur={onBlur}
          invalid={Boolean(error)}
        />
      </Suspense>
      {error ? (
        <p id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
