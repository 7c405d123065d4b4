import { GuestOnly } from '../components/guest-only';
import { SignInForm } from '../features/sign-in/components/sign-in-form';

/** `/login`; signed-in members go to `/` (member-area §2). */
export function LoginPage() {
  return (
    <GuestOnly>
      <SignInForm />
    </GuestOnly>
  );
}
