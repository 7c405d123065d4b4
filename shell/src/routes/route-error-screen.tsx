import type { ReactNode } from 'react';
import { Link, useLocation } from '@valley/shared/router';
import { ErrorBoundary } from '@valley/shared/ui/error-boundary';

/** Last-resort screen for an error the shell itself throws; remotes have their own boundaries. */
export function RouteErrorScreen() {
  return (
    <main style={{ padding: '3rem 1rem', textAlign: 'center' }}>
      <h1>Something went wrong</h1>
      <p>Please reload the page or go back home.</p>
      <Link to="/">Go to Home Page</Link>
    </main>
  );
}

/** Shows RouteErrorScreen in place of the page when the shell's own rendering throws; another URL starts afresh. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary key={pathname} where="shell: route" fallback={<RouteErrorScreen />}>
      {children}
    </ErrorBoundary>
  );
}
