import styles from './load-error.module.css';

/** A page whose record could not be loaded (the API did not answer): not a 404, and it says so. */
export function LoadError({ what }: { what: string }) {
  return (
    <div className={styles.box} role="alert">
      <p>This {what} could not be loaded. Please try again in a moment.</p>
      <button type="button" className={styles.retry} onClick={() => window.location.reload()}>
        Try Again
      </button>
    </div>
  );
}
