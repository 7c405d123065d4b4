import styles from './skeleton.module.css';

/** Placeholder cards shown while a list loads. */
export function CardGridSkeleton({ count = 6, label = 'Loading' }: { count?: number; label?: string }) {
  return (
    <div className={styles.grid} role="status" aria-live="polite" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={styles.card} aria-hidden="true">
          <div className={styles.image} />
          <div className={styles.line} />
          <div className={styles.lineShort} />
        </div>
      ))}
    </div>
  );
}

/** Placeholder lines where a text is still loading (a drawer's description). */
export function TextSkeleton({ lines = 4, label = 'Loading' }: { lines?: number; label?: string }) {
  return (
    <div className={styles.text} role="status" aria-busy="true" aria-label={label}>
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: lines }, (_, index) => (
        <div key={index} className={index === lines - 1 ? styles.lineShort : styles.line} aria-hidden="true" />
      ))}
    </div>
  );
}
