import { useId, type ReactNode } from 'react';
import styles from './collapsible.module.css';

/** The collapsible add form of each dashboard tab: a button that shows or hides its region. */
export function Collapsible({ label, open, onToggle, children }: { label: string; open: boolean; onToggle: (open: boolean) => void; children: ReactNode }) {
  const id = useId();
  return (
    <div className={styles.collapsible}>
      <button type="button" className={styles.toggle} aria-expanded={open} aria-controls={id} onClick={() => onToggle(!open)}>
        <span aria-hidden="true">{open ? '−' : '+'}</span> {label}
      </button>
      <section id={id} aria-label={label} hidden={!open} className={styles.region}>
        {open ? children : null}
      </section>
    </div>
  );
}
