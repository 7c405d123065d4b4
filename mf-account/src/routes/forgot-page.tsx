import { ForgotForm } from '../features/password-reset/components/forgot-form';
import { PageHead } from '@valley/shared/ui/page-head';

/** `/forgot`: ask for a password-reset link. */
export function ForgotPage() {
  return (
    <>
      <PageHead title="Forgot Password" noindex />
      <ForgotForm />
    </>
  );
}
