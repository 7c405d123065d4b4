import { useState, type ReactNode } from 'react';
import { Navigate } from '@valley/shared/router';
import { useAuthStore } from '@valley/shared/stores/auth';
import { useHydrated } from '@valley/shared/ui/hydrated';

const signedInNow = () => Boolean(useAuthStore.getState().token);

/** /login and /register send a signed-in arrival to / (member-area §2); decided on arrival only, so signing in here goes on to /profile. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  // A page from the server shows the form first (the server knows no one) and decides in the render after hydration.
  const [signedInOnArrival, setSignedInOnArrival] = useState(() => (hydrated ? signedInNow() : null));
  if (signedInOnArrival === null && hydrated) setSignedInOnArrival(signedInNow());
  if (signedInOnArrival) return <Navigate to="/" replace />;
  return <>{children}</>;
}
