import { ForgotForm } from '../features/password-reset/components/forgot-form';
import { useDocumentMeta } from '@valley/shared/ui/document-meta';

/** `/forgot`: ask for a password-reset link. */
export function ForgotPage() {
  useDocumentMeta({ title: 'Forgot Password' });
  return <ForgotForm />;
}
