import { ForgotForm } from '../features/password-reset/components/forgot-form';

/** `/forgot`: ask for a password-reset link. */
export function ForgotPage() {
  return <ForgotForm />;
}
