import type { FormHTMLAttributes, ReactNode, Ref } from 'react';
import { useHydrated } from '@valley/shared/ui/hydrated';
import card from './account-card.module.css';

/** What a form drawn by the server says where its button waits, when the browser runs no script (decision 076). */
export const NEEDS_JAVASCRIPT = 'This form needs JavaScript. Please turn it on in your browser and reload the page.';

type PostFormProps = Omit<FormHTMLAttributes<HTMLFormElement>, 'method' | 'action'> & { ref?: Ref<HTMLFormElement> };

/**
 * Every mf-account form: its fields are secret or personal, so it posts, and no submission can ever write them into an address
 * (history, logs, referrers). Its script sends it and checks it (`noValidate`); its button is a `SubmitButton` (decision 076).
 */
export function PostForm(props: PostFormProps) {
  return <form method="post" noValidate {...props} />;
}

interface SubmitButtonProps {
  className: string | undefined;
  /** The form's id, for a button outside it (a drawer's footer). */
  form?: string | undefined;
  /** Work under way: the button says 'Saving' and cannot be pressed again. */
  pending: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A `PostForm`'s submit button. Until the page has hydrated the form's code is not running, so the button is disabled: a tap does nothing
 * and neither does Enter in a field (HTML's implicit submission does nothing while the default button is disabled), instead of a native
 * submission. It looks it (the disabled style), and a browser that runs no script shows why above it.
 */
export function SubmitButton({ className, form, pending, disabled = false, children }: SubmitButtonProps) {
  const ready = useHydrated();
  return (
    <>
      {ready ? null : (
        <noscript>
          <p className={card.problem}>{NEEDS_JAVASCRIPT}</p>
        </noscript>
      )}
      <button type="submit" form={form} className={className} disabled={!ready || pending || disabled} aria-busy={pending || undefined}>
        {pending ? 'Saving' : children}
      </button>
    </>
  );
}
