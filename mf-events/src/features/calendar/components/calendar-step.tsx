import { DrawerLink } from '@valley/shared/ui/drawer-link';
import styles from './calendar.module.css';

/** Where a step goes: its address, and the same change made in place. */
export interface Step {
  href: string;
  go: () => void;
}

/**
 * Previous or next month or week: a link to that place's address, so it works before the page's code has loaded and Back returns,
 * made in place once it has; a disabled button at the window's edge.
 */
export function CalendarStep({ label, step, direction }: { label: string; step: Step | null; direction: 'previous' | 'next' }) {
  const arrow = <span aria-hidden="true">{direction === 'previous' ? '‹' : '›'}</span>;
  if (!step) {
    return (
      <button type="button" className={styles.step} disabled aria-label={label}>
        {arrow}
      </button>
    );
  }
  return (
    <DrawerLink href={step.href} onOpen={step.go} className={styles.step} aria-label={label}>
      {arrow}
    </DrawerLink>
  );
}
