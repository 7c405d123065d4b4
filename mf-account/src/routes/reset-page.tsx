import { useParams } from '@valley/shared/router';
import { ResetForm } from '../features/password-reset/components/reset-form';
import { PageHead } from '@valley/shared/ui/page-head';

/** `/reset/{token}`: the mailed link's page; the token goes with the new password. */
export function ResetPage() {
  const { token = '' } = useParams();
  return (
    <>
      <PageHead title="Reset Password" noindex />
      <ResetForm token={token} />
    </>
  );
}
