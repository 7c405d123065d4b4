import { useState, type ReactNode } from 'react';
import { Navigate } from '@valley/shared/router';
import { useAuthStore } from '@valley/shared/stores/auth';

/**
 * /login and /register: members who arrive signed in go to / (member-area §2). Decided on arrival
 * only, so signing in on this page goes on to /profile instead of racing the redirect home.
 */
export function GuestOnly({ children }: { children: ReactNode }) {
  const [signedInOnArrival] = useState(() => Boolean(useAuthStore.getState().token));
  if (signedInOnArrival) return <Navigate to="/" replace />;
  return <>{children}</>;
}
