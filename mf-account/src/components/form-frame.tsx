import type { ReactNode } from 'react';
import { Drawer } from '@valley/shared/ui/drawer';
import styles from './member-form.module.css';
import { Button } from '@valley/shared/ui/button';

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
          <Button type="submit" form={formId} pending={submitting} disabled={removing}>
            {submitLabel}
          </Button>
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
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {onRemove ? (
            <Button variant="danger" className={styles.remove} onClick={onRemove} disabled={busy} aria-busy={removing || undefined}>
              {removing ? 'Removing' : 'Remove'}
            </Button>
          ) : null}
          <Button type="submit" form={formId} pending={submitting} disabled={removing}>
            Save
          </Button>
        </>
      }
    >
      {children}
    </Drawer>
  );
}
