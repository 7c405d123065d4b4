import type { ReactNode } from 'react';
import { Drawer } from '@valley/shared/ui/drawer';
import styles from './member-form.module.css';

interface FormFrameProps {
  /** 'add': the form sits in the tab's collapsible region; 'edit': in a side drawer. */
  mode: 'add' | 'edit';
  formId: string;
  /** The drawer's heading in edit mode ('Edit Destination'). */
  title: string;
  submitting: boolean;
  /** The add form's button ('Add Destination'); the drawer's is 'Save'. */
  submitLabel: string;
  onClose: () => void;
  /** Edit mode only: the drawer's Remove button. */
  onRemove?: (() => void) | undefined;
  removing?: boolean;
  children: ReactNode;
}

/**
 * Where a member form lives: inline with its own button under the add toggle, or in an edit
 * drawer with Cancel, Remove and Save in the footer (member-area §2). Pending work shows 'Saving'.
 */
export function FormFrame({ mode, formId, title, submitting, submitLabel, onClose, onRemove, removing = false, children }: FormFrameProps) {
  const busy = submitting || removing;
  if (mode === 'add') {
    return (
      <div className={styles.frame}>
        {children}
        <div className={styles.actions}>
          <button type="submit" form={formId} className={styles.primary} disabled={busy}>
            {submitting ? 'Saving' : submitLabel}
          </button>
        </div>
      </div>
    );
  }
  return (
    <Drawer
      open
      onClose={onClose}
      title={title}
      footer={
        <>
          <button type="button" className={styles.secondary} onClick={onClose}>
            Cancel
          </button>
          {onRemove ? (
            <button type="button" className={styles.danger} onClick={onRemove} disabled={busy}>
              {removing ? 'Removing' : 'Remove'}
            </button>
          ) : null}
          <button type="submit" form={formId} className={styles.primary} disabled={busy}>
            {submitting ? 'Saving' : 'Save'}
          </button>
        </>
      }
    >
      {children}
    </Drawer>
  );
}
