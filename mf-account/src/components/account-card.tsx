import { useId, type FormEventHandler, type ReactNode } from 'react';
import { buttonClass } from '@valley/shared/ui/button';
import { PostForm, SubmitButton } from './post-form';
import styles from './account-card.module.css';

interface AccountCardFormProps {
  title: ReactNode;
  /** What the card asks for, under its heading. */
  intro?: ReactNode;
  /** What the last submission did ('Check your email…'), above the fields while there is one. */
  status?: ReactNode;
  /** The fields. */
  children: ReactNode;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitting: boolean;
  submitLabel: string;
  /** What stands between the button and the links (sign-in's offer of a link by e-mail). */
  afterSubmit?: ReactNode;
  /** The ways on, under the button ('Back to Sign In'). */
  links?: ReactNode;
}

/** The form of an account screen's card (/login, /register, /forgot, /reset, /support, /advertise, a correction): it posts, and is named by its heading. */
export function AccountCardForm({ title, intro, status, children, onSubmit, submitting, submitLabel, afterSubmit, links }: AccountCardFormProps) {
  const id = useId();
  return (
    <PostForm className={styles.card} onSubmit={onSubmit} aria-labelledby={`${id}-title`}>
      <h1 id={`${id}-title`} className={styles.title}>
        {title}
      </h1>
      {intro ? <p className={styles.intro}>{intro}</p> : null}
      {status ? (
        <p className={styles.status} role="status">
          {status}
        </p>
      ) : null}
      {children}
      <SubmitButton className={buttonClass('primary', styles.submit)} pending={submitting}>
        {submitLabel}
      </SubmitButton>
      {afterSubmit}
      {links ? <p className={styles.links}>{links}</p> : null}
    </PostForm>
  );
}
