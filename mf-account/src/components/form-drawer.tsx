import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { Drawer } from '@valley/shared/ui/drawer';
import { PostForm, SubmitButton } from './post-form';
import styles from './member-form.module.css';

interface FormDrawerProps {
  title: string;
  open?: boolean;
  /** Cancel, Escape and the backdrop close it without saving. */
  onClose: () => void;
  /** What stands above the form (the facts a decision is about). */
  before?: ReactNode;
  /** The form's accessible name, where its drawer's title does not say it. */
  label?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** The footer's submit button: its words ('Save') and, where it is not the primary action's, its look (Reject is a danger). */
  submitLabel: string;
  submitClassName?: string;
  submitDisabled?: boolean;
  /** Buttons between Cancel and the submit button (an edit's Remove). */
  actions?: ReactNode;
  children: ReactNode;
}

/** A member form in a drawer, whose footer holds Cancel and the form's submit button (member-area §2; pending work shows 'Saving'). */
export function FormDrawer({
  title,
  open = true,
  onClose,
  before,
  label,
  onSubmit,
  submitting,
  submitLabel,
  submitClassName = buttonClass('primary'),
  submitDisabled = false,
  actions,
  children,
}: FormDrawerProps) {
  const formId = useId();
  return (
    <Drawer
      open={open}
      onClose={onClose}
      title={title}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          {actions}
          <SubmitButton form={formId} className={submitClassName} pending={submitting} disabled={submitDisabled}>
            {submitLabel}
          </SubmitButton>
        </>
      }
    >
      {before}
      <PostForm id={formId} className={styles.form} onSubmit={onSubmit} aria-label={label}>
        {children}
      </PostForm>
    </Drawer>
  );
}
