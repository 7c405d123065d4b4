import { Button } from '@valley/shared/ui/button';
import styles from './remote-area.module.css';

/** What a remote area shows when its remote cannot load or throws while rendering. */
export function RemoteFallback({ onRetry }: { onRetry: () => void }) {
  return (
    <section className={styles.fallback} role="alert" aria-live="assertive">
      <h2>This section is temporarily unavailable</h2>
      <p>The rest of the site still works. Please try again in a moment.</p>
      <Button onClick={onRetry}>Retry</Button>
    </section>
  );
}
