import { useParams } from '@valley/shared/router';
import { ResetForm } from '../features/password-reset/components/reset-form';
import { useDocumentMeta } from '@valley/shared/ui/document-meta';

/** `/reset/{token}`: the mailed link's page; the token goes with the new password. */
export function ResetPage() {
  useDocumentMeta({ title: 'Reset Password' });
  const { token = '' } = useParams();
  return <ResetForm token={token} />;
}
