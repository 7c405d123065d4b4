import styles from './load-error.module.css';
import { Button } from './button';

/** A page whose record could not be loaded (the API did not answer): not a 404, and it says so. */
export function LoadError({ what }: { what: string }) {
  return (
    <div className={styles.box} role="alert">
      <p>This {what} could not be loaded. Please try again in a moment.</p>
      <Button onClick={() => window.location.reload()}>Try Again</Button>
    </div>
  );
}
