import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import styles from './fields.module.css';

interface FieldFrame {
  label: ReactNode;
  /** The validation message (member-area §5), shown under the control and named by it. */
  error?: string | undefined;
  hint?: ReactNode;
  className?: string;
}

/** Ids and aria attributes that tie a control to its label, hint and message. */
function useFieldIds(error: string | undefined, hint: ReactNode) {
  const id = useId();
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined;
  return { id, aria: { 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } };
}

/** A field's validation message under its control, which names it by `${id}-error` (member-area §5). */
export function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={styles.error} role="alert">
      {error}
    </p>
  ) : null;
}

function Frame({ id, label, error, hint, className, children }: FieldFrame & { id: string; children: ReactNode }) {
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <FieldError id={id} error={error} />
    </div>
  );
}

type InputProps = FieldFrame & Omit<InputHTMLAttributes<HTMLInputElement>, 'className'> & { ref?: Ref<HTMLInputElement> };

/** A labelled input with its message; spread react-hook-form's `register(name)` into it. */
export function TextField({ label, error, hint, className, ...input }: InputProps) {
  const { id, aria } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <input id={id} className={styles.control} {...aria} {...input} />
    </Frame>
  );
}

type TextAreaProps = FieldFrame & Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'className'> & { ref?: Ref<HTMLTextAreaElement> };

export function TextAreaField({ label, error, hint, className, ...textarea }: TextAreaProps) {
  const { id, aria } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <textarea id={id} className={styles.control} rows={5} {...aria} {...textarea} />
    </Frame>
  );
}

type SelectProps = FieldFrame & Omit<SelectHTMLAttributes<HTMLSelectElement>, 'className'> & { ref?: Ref<HTMLSelectElement>; children: ReactNode };

export function SelectField({ label, error, hint, className, children, ...select }: SelectProps) {
  const { id, aria } = useFieldIds(error, hint);
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <select id={id} className={styles.control} {...aria} {...select}>
        {children}
      </select>
    </Frame>
  );
}

/** A select of named choices after an empty first one that stands for none ('Choose a state', 'No destination'). */
export function ChoiceField({
  choices,
  empty,
  ...select
}: Omit<SelectProps, 'children'> & { choices: readonly { id: string | number; name: string }[]; empty: string }) {
  return (
    <SelectField {...select}>
      <option value="">{empty}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {choice.name}
        </option>
      ))}
    </SelectField>
  );
}

/** A password input with the show/hide toggle of member-area §2 (its name says which password). */
export function PasswordField({ label, error, hint, className, toggleName = 'password', ...input }: Omit<InputProps, 'type'> & { toggleName?: string }) {
  const { id, aria } = useFieldIds(error, hint);
  const [shown, setShown] = useState(false);
  return (
    <Frame id={id} label={label} error={error} hint={hint} className={className}>
      <div className={styles.passwordRow}>
        <input id={id} className={styles.control} type={shown ? 'text' : 'password'} {...aria} {...input} />
        <button type="button" className={styles.toggle} onClick={() => setShown((value) => !value)} aria-pressed={shown}>
          {shown ? 'Hide' : 'Show'}
          <span className="visually-hidden"> {toggleName}</span>
        </button>
      </div>
    </Frame>
  );
}
