import { GuestOnly } from '../components/guest-only';
import { RegistrationForm } from '../features/registration/components/registration-form';
import { useDocumentMeta } from '@valley/shared/ui/document-meta';

/** `/register`; signed-in members go to `/` (member-area §2). */
export function RegisterPage() {
  useDocumentMeta({ title: 'Create an Account' });
  return (
    <GuestOnly>
      <RegistrationForm />
    </GuestOnly>
  );
}
