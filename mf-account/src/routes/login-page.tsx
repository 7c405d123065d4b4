import { GuestOnly } from '../components/guest-only';
import { SignInForm } from '../features/sign-in/components/sign-in-form';
import { PageHead } from '@valley/shared/ui/page-head';

/** `/login`; signed-in members go to `/` (member-area §2). */
export function LoginPage() {
  return (
    <>
      <PageHead title="Sign In" noindex />
      <GuestOnly>
        <SignInForm />
      </GuestOnly>
    </>
  );
}
