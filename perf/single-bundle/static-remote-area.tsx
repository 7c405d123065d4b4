// Stands in for shell/src/federation/remote-area.tsx in the single-bundle build (--single=static):
// the remote's routes are rendered at once, with no load to suspend on. The wrapper, the error
// boundary and its fallback are kept so the page's DOM and layout match the composed site, and so
// is the Suspense boundary, for what a remote's pages load lazily themselves.
import { Component, Suspense, type ErrorInfo, type ReactNode } from 'react';
import { useLocation, useRoutes } from '@valley/shared/router';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import type { RemoteName } from '@shell/config/remote-routes';
import styles from '@shell/federation/remote-area.module.css';
import { REMOTE_ROUTES } from './remote-modules';

function RemoteRoutes({ remote }: { remote: RemoteName }) {
  return useRoutes(REMOTE_ROUTES[remote]);
}

export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { pathname } = useLocation();
  return (
    <div className={styles.area} data-remote={remote}>
      <RemoteErrorBoundary key={pathname} remote={remote}>
        <Suspense
          fallback={
            <div className={styles.loading}>
              <CardGridSkeleton count={6} label="Loading this section" />
            </div>
          }
        >
          <RemoteRoutes remote={remote} />
        </Suspense>
      </RemoteErrorBoundary>
    </div>
  );
}

class RemoteErrorBoundary extends Component<{ remote: RemoteName; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`[single-bundle] ${this.props.remote} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return <RemoteFallback onRetry={() => this.setState({ failed: false })} />;
  }
}

export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.fallback} role="alert" aria-live="assertive">
      <h2>This section is temporarily unavailable</h2>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Retry
      </button>
    </section>
  );
}
