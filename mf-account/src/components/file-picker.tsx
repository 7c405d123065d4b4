import type { ChangeEvent, Ref } from 'react';
import styles from './file-picker.module.css';

export interface FilePickerProps {
  id: string;
  inputRef?: Ref<HTMLInputElement>;
  /** What the button says: 'Choose an image', 'Replace image', 'Add photos'. */
  action: string;
  onPick: (event: ChangeEvent<HTMLInputElement>) => void;
  multiple?: boolean;
  disabled?: boolean;
  describedBy?: string | undefined;
}

/**
 * The native file input stays the control (Tab, Enter/Space, its field's own <label>); a second label styled as the site's
 * button replaces the browser's 'Choose File / No file chosen', which read wrong beside a preview.
 */
export function FilePicker({ id, inputRef, action, onPick, multiple, disabled, describedBy }: FilePickerProps) {
  return (
    <span className={styles.picker}>
      <input
        ref={inputRef}
        id={id}
        className={styles.input}
        type="file"
        accept="image/*"
        multiple={multiple}
        disabled={disabled}
        onChange={onPick}
        aria-describedby={describedBy || undefined}
      />
      <label htmlFor={id} className={styles.button} data-disabled={disabled ? 'true' : undefined}>
        {action}
      </label>
    </span>
  );
}

/** The message under an image field when a chosen file was refused. */
export function FileRefusal({ id, message }: { id: string; message: string | null }) {
  return message ? (
    <p id={id} className={styles.refused} role="alert">
      {message}
    </p>
  ) : null;
}
