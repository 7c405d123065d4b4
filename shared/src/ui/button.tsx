import { useId, useRef, type ButtonHTMLAttributes, type Ref } from 'react';
import { useEarlyTap } from './early-tap';
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
  /** It works only once the page is live (opens a drawer React draws): it looks unavailable and busy until hydrated, a tap meanwhile is
   * done once it is (decision 135), and without JavaScript it says it cannot work. */
  needsScript?: boolean;
  ref?: Ref<HTMLButtonElement>;
}

/** The site's button: `type="button"` unless told otherwise, so it never submits a form by accident. */
export function Button({
  variant = 'primary',
  pending = false,
  needsScript = false,
  type = 'button',
  className,
  disabled,
  children,
  ref,
  onClick,
  ...props
}: ButtonProps) {
  const hydrated = useHydrated();
  const waiting = needsScript && !hydrated;
  const own = useRef<HTMLButtonElement>(null);
  const early = useEarlyTap(own, !waiting, useId());
  return (
    <button
      ref={(node) => {
        own.current = node;
        if (typeof ref === 'function') return ref(node);
        if (ref) ref.current = node;
        return undefined;
      }}
      type={type}
      className={buttonClass(variant, className)}
      // Waiting, it still takes a tap (not `disabled`), for the page's first script to keep (decision 135).
      disabled={disabled || pending}
      aria-disabled={waiting || undefined}
      aria-busy={pending || waiting || undefined}
      onClick={waiting ? undefined : onClick}
      {...early}
      {...props}
    >
      {pending ? 'Saving' : children}
    </button>
  );
}
