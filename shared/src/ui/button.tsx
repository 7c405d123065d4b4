import type { ButtonHTMLAttributes, Ref } from 'react';
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
  ref?: Ref<HTMLButtonElement>;
}

/** The site's button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'primary', pending = false, type = 'button', className, disabled, children, ...props }: ButtonProps) {
  return (
    <button type={type} className={buttonClass(variant, className)} disabled={disabled || pending} aria-busy={pending || undefined} {...props}>
      {pending ? 'Saving' : children}
    </button>
  );
}
