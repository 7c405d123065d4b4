import { useState, type ReactNode } from 'react';
import type { Message } from '@valley/shared/schemas/common';
import { Drawer } from '@valley/shared/ui/drawer';
import { withResultToast } from '../lib/notices';
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
  /** Edit mode only: the drawer's Remove button removes `remove.name` after the member confirms. */
  remove?: { name: string; run: () => Promise<Message> } | undefined;
  children: ReactNode;
}

/**
 * Where a member form lives: inline with its own button under the add toggle, or in an edit
 * drawer with Cancel, Remove and Save in the footer (member-area §2). Pending work shows 'Saving'.
 * Remove says the server's answer ('Tip removed!') and closes, or its failure and stays (§8).
 */
export function FormFrame({ mode, formId, title, submitting, submitLabel, onClose, remove, children }: FormFrameProps) {
  const [removing, setRemoving] = useState(false);
  const busy = submitting || removing;
  const onRemove = async () => {
    if (!remove || !window.confirm(`Remove ${remove.name}? This cannot be undone.`)) return;
    setRemoving(true);
    if (await withResultToast(async () => (await remove.run()).message)) onClose();
    else setRemoving(false);
  };
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
          {remove ? (
            <button type="button" className={styles.danger} onClick={() => void onRemove()} disabled={busy}>
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
