import { GuestOnly } from '../components/guest-only';
import { RegistrationForm } from '../features/registration/components/registration-form';
import { PageHead } from '@valley/shared/ui/page-head';

/** `/register`; signed-in members go to `/` (member-area §2). */
export function RegisterPage() {
  return (
    <>
      <PageHead title="Create an Account" noindex />
      <GuestOnly>
        <RegistrationForm />
      </GuestOnly>
    </>
  );
}
