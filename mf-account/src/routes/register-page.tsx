import { GuestOnly } from '../components/guest-only';
import { RegistrationForm } from '../features/registration/components/registration-form';

/** `/register`; signed-in members go to `/` (member-area §2). */
export function RegisterPage() {
  return (
    <GuestOnly>
      <RegistrationForm />
    </GuestOnly>
  );
}
