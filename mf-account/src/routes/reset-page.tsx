import { useParams } from 'react-router-dom';
import { ResetForm } from '../features/password-reset/components/reset-form';

/** `/reset/{token}`: the mailed link's page; the token goes with the new password. */
export function ResetPage() {
  const { token = '' } = useParams();
  return <ResetForm token={token} />;
}
