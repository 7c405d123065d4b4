import { lazy, Suspense, useId } from 'react';
import { RICH_TEXT_MAX_CHARACTERS, richTextLength } from '@valley/shared/schemas/common';
import { FieldError } from './fields';
import fields from './fields.module.css';
import styles from './rich-text-editor.module.css';

// TipTap and ProseMirror are the heaviest code of the remote: loaded only when a form opens.
const EditorBody = lazy(() => import('@valley/shared/ui/rich-text-body').then((module) => ({ default: module.EditorBody })));

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
  // The count the API checks (visible characters): the member sees how much is left before a save is refused.
  const left = RICH_TEXT_MAX_CHARACTERS - richTextLength(value);
  const describedBy = [`${id}-left`, error ? `${id}-error` : null].filter(Boolean).join(' ');
  return (
    <div className={fields.field}>
      <span id={`${id}-label`} className={fields.label}>
        {label}
      </span>
      <Suspense
        fallback={
          <div className={styles.loading} role="status" aria-busy="true">
            Loading the editor…
          </div>
        }
      >
        <EditorBody labelId={`${id}-label`} describedBy={describedBy} value={value} onChange={onChange} onBlur={onBlur} invalid={Boolean(error)} />
      </Suspense>
      <p id={`${id}-left`} className={left < 0 ? `${styles.left} ${styles.over}` : styles.left}>
        {left >= 0
          ? `${left.toLocaleString('en-US')} of ${RICH_TEXT_MAX_CHARACTERS.toLocaleString('en-US')} characters left`
          : `${(-left).toLocaleString('en-US')} characters over the limit of ${RICH_TEXT_MAX_CHARACTERS.toLocaleString('en-US')}`}
      </p>
      <FieldError id={id} error={error} />
    </div>
  );
}
