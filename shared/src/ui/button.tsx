import type { ButtonHTMLAttributes, Ref } from 'react';
import { useHydrated } from './hydrated';
import styles from './button.module.css';

/** primary: the main action; accent: a booking block's call to action; secondary: Cancel, Close; outline: a lesser action in the brand colour; danger: Remove. */
export type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'danger';

/** The button look for a link that acts as a button (View Page, More Info). */
export function buttonClass(variant: ButtonVariant = 'primary', className?: string): string {
  return [styles.button, styles[variant], className].filter(Boolean).join(' ');
}

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Work under way: the button says 'Saving' and cannot be pressed again (conventions: 'Loading and errors'). */
  pending?: boolean;
  /** It works only once the page is live (opens a drawer React draws): disabled and busy until hydrated, so an early tap is visibly not
   * taken rather than silently lost, and without JavaScript it says it cannot work (issue 44). */
  needsScript?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The site's button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'primary', pending = false, needsScript = false, type = 'button', className, disabled, children, ...props }: ButtonProps) {
  const hydrated = useHydrated();
  const waiting = needsScript && !hydrated;
  return (
    <button
      type={type}
      className={buttonClass(variant, className)}
      disabled={disabled || pending || waiting}
      aria-busy={pending || waiting || undefined}
      {...props}
    >
      {pending ? 'Saving' : children}
    </button>
  );
}
