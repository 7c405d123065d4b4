import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import { useForm, type DefaultValues, type FieldValues, type Resolver, type SubmitErrorHandler, type UseFormReturn } from 'react-hook-form';
import type { Message } from '@valley/shared/schemas/common';
import { Button, buttonClass } from '@valley/shared/ui/button';
import { withResultToast } from '../lib/notices';
import { FormDrawer } from './form-drawer';
import { PostForm, SubmitButton } from './post-form';
import styles from './member-form.module.css';

interface FormFrameProps {
  /** The form's accessible name ('Add a Tip', 'Edit Trout Run'). */
  label: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  /** The add form's button ('Add Tip'); the drawer's is 'Save'. */
  submitLabel: string;
  onClose: () => void;
  /** The Edit drawer's heading ('Edit Tip') and the item its Remove removes; without it the form sits in the tab's add region. */
  edit?: { title: string; name: string; remove: () => Promise<Message> } | undefined;
  children: ReactNode;
}

/**
 * A member item's form by its kind (member-area §2), one react-hook-form over the item's schema (`resolver`), filled from
 * `defaultValues`. `frame` names it and submits it: 'Add a Tip' with its button 'Add Tip', or, for `item`, the form 'Edit {name}' in
 * the Edit Tip drawer, whose Remove removes it; either closes with `onDone`. Its Save checks the fields, then `write`s (saveThenClose):
 * only an add form starts again, its fields back to `empty()` and what it keeps beside them cleared by `clear`.
 */
export function useItemForm<Input extends FieldValues, Output>({
  kind,
  article,
  item,
  resolver,
  defaultValues,
  empty,
  clear,
  onDone,
  write,
  onInvalid,
}: {
  kind: string;
  article: 'a' | 'an';
  item: { name: string; remove: () => Promise<Message> } | undefined;
  resolver: Resolver<Input, unknown, Output>;
  defaultValues: DefaultValues<Input>;
  /** A fresh add form's fields, made anew each time (an itinerary's new stops get new keys). */
  empty: () => Input;
  /** Clears what the add form keeps outside its fields (images, chosen lists). */
  clear?: () => void;
  onDone: () => void;
  /** Adds or updates; answers the notice it shows. */
  write: (fields: Output) => Promise<string>;
  onInvalid?: SubmitErrorHandler<Input>;
}): { form: UseFormReturn<Input, unknown, Output>; frame: Omit<FormFrameProps, 'children'> } {
  const form = useForm<Input, unknown, Output>({ resolver, defaultValues });
  const restart = () => {
    form.reset(empty());
    clear?.();
  };
  return {
    form,
    frame: {
      label: item ? `Edit ${item.name}` : `Add ${article} ${kind}`,
      edit: item && { title: `Edit ${kind}`, ...item },
      submitLabel: `Add ${kind}`,
      onClose: onDone,
      submitting: form.formState.isSubmitting,
      onSubmit: form.handleSubmit((fields) => saveThenClose(() => write(fields), { clear: item ? undefined : restart, onDone }), onInvalid),
    },
  };
}

/**
 * A member form's Save: `write` adds or updates and answers the notice it shows (withResultToast); once it succeeds, an add form starts
 * again empty (`clear`) and the form closes. A failure leaves the form as it was.
 */
export async function saveThenClose(write: () => Promise<string>, { clear, onDone }: { clear?: (() => void) | undefined; onDone: () => void }) {
  if (!(await withResultToast(write))) return;
  clear?.();
  onDone();
}

/**
 * A member form inline under the add toggle, or in an edit drawer with Cancel, Remove and Save (member-area §2); pending work shows 'Saving'.
 * Remove says the server's answer and closes, or its failure and stays (§8).
 */
export function FormFrame({ label, onSubmit, submitting, submitLabel, onClose, edit, children }: FormFrameProps) {
  const formId = useId();
  const [removing, setRemoving] = useState(false);
  if (!edit) {
    return (
      <div className={styles.frame}>
        <PostForm id={formId} className={styles.form} onSubmit={onSubmit} aria-label={label}>
          {children}
        </PostForm>
        <div className={styles.actions}>
          <SubmitButton form={formId} className={buttonClass('primary')} pending={submitting}>
            {submitLabel}
          </SubmitButton>
        </div>
      </div>
    );
  }
  const remove = async () => {
    if (!window.confirm(`Remove ${edit.name}? This cannot be undone.`)) return;
    setRemoving(true);
    if (await withResultToast(async () => (await edit.remove()).message)) onClose();
    else setRemoving(false);
  };
  return (
    <FormDrawer
      title={edit.title}
      onClose={onClose}
      label={label}
      onSubmit={onSubmit}
      submitting={submitting}
      submitLabel="Save"
      submitDisabled={removing}
      actions={
        <Button variant="danger" className={styles.remove} onClick={() => void remove()} disabled={submitting || removing} aria-busy={removing || undefined}>
          {removing ? 'Removing' : 'Remove'}
        </Button>
      }
    >
      {children}
    </FormDrawer>
  );
}
