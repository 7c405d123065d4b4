import { GuestOnly } from '../components/guest-only';
import { SignInForm } from '../features/sign-in/components/sign-in-form';
import { useDocumentMeta } from '@valley/shared/ui/document-meta';

/** `/login`; signed-in members go to `/` (member-area §2). */
export function LoginPage() {
  useDocumentMeta({ title: 'Sign In' });
  return (
    <GuestOnly>
      <SignInForm />
    </GuestOnly>
  );
}
