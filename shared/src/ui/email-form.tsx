import { useId, useState, type FormEvent, type ReactNode, type RefObject } from 'react';
import { emailProblem } from '@valley/shared/email';
import { useHydrated } from '@valley/shared/ui/hydrated';
import { buttonClass } from './button';
import styles from './email-form.module.css';

export interface EmailFormProps {
  /** Runs with the trimmed, valid address; the form stays busy until it settles. */
  onValidSubmit: (email: string) => void | Promise<void>;
  submitLabel: string;
  /** The submit button's text while `onValidSubmit` is pending. */
  pendingLabel?: string;
  label?: string;
  inputRef?: RefObject<HTMLInputElement | null>;
  className?: string;
  /** Shown between the field and the button. */
  children?: ReactNode;
}

/**
 * One e-mail field with the spec's messages and the `emailField` rule, without zod or react-hook-form, which a one-field form does not need.
 * Checked on submit, then again as the visitor types, as react-hook-form's default modes do. An address is personal: the form posts, and
 * its button waits for hydration, so no submission can write the address into a URL (decision 076; it opens in dialogs, which only script opens).
 */
export function EmailForm({ onValidSubmit, submitLabel, pendingLabel = submitLabel, label = 'Email', inputRef, className, children }: EmailFormProps) {
  const id = useId();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitted, setSubmitted] = useState(false);
  const [pending, setPending] = useState(false);
  const ready = useHydrated();

  const check = (value: string) => {
    const problem = emailProblem(value);
    setError(problem);
    return problem ? null : value.trim();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setSubmitted(true);
    const valid = check(email);
    if (valid === null) {
      inputRef?.current?.focus();
      return;
    }
    setPending(true);
    try {
      await onValidSubmit(valid);
    } finally {
      setPending(false);
    }
  };

  const errorId = `${id}-error`;
  return (
    <form className={className ? `${styles.form} ${className}` : styles.form} method="post" noValidate onSubmit={onSubmit}>
      <label className={styles.label} htmlFor={`${id}-email`}>
        {label}
      </label>
      <input
        ref={inputRef}
        id={`${id}-email`}
        className={styles.input}
        type="email"
        name="email"
        autoComplete="email"
        inputMode="email"
        value={email}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => {
          setEmail(event.target.value);
          if (submitted) check(event.target.value);
        }}
      />
      {error ? (
        <p id={errorId} className={styles.error} role="alert">
          {error}
        </p>
      ) : null}
      {children}
      <button className={buttonClass('primary', styles.submit)} type="submit" disabled={pending || !ready} aria-busy={pending || undefined}>
        {pending ? pendingLabel : submitLabel}
      </button>
    </form>
  );
}
