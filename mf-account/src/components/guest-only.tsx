import { useState, type ReactNode } from 'react';
import { Navigate } from '@valley/shared/router';
import { useAuthStore } from '@valley/shared/stores/auth';

/** /login and /register send a signed-in arrival to / (member-area §2); decided on arrival only, so signing in here goes on to /profile. */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => Boolean(useAuthStore.getState().token));
  if (signedInOnArrival) return <Navigate to="/" replace />;
  return <>{children}</>;
}
