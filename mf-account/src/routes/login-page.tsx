import { Navigate } from 'react-router-dom';
import { useAuthStore } from '@valley/shared/stores/auth';
import { SignInForm } from '../features/sign-in/components/sign-in-form';

/** `/login`; signed-in members go to `/` (public-site §2). */
export function LoginPage() {
  const signedIn = useAuthStore((state) => Boolean(state.token));
  if (signedIn) return <Navigate to="/" replace />;
  return <SignInForm />;
}
