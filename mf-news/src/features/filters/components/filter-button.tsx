import { useId, type Ref } from 'react';
import styles from './filters.module.css';
import { Button } from '@valley/shared/ui/button';

export interface FilterButtonProps {
  expanded: boolean;
  /** How many filters are in force (title, categories, order): shown as a badge. */
  activeCount: number;
  onClick: () => void;
  ref?: Ref<HTMLButtonElement>;
}

/** Opens the filter drawer; its name stays 'Filter', the active count is its description. */
export function FilterButton({ expanded, activeCount, onClick, ref }: FilterButtonProps) {
  const descriptionId = useId();
  return (
    <Button
      ref={ref}
      variant="secondary"
      needsScript
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-describedby={activeCount > 0 ? descriptionId : undefined}
      onClick={onClick}
    >
      Filter
      {activeCount > 0 ? (
        <>
          <span className={styles.badge} aria-hidden="true">
            {activeCount}
          </span>
          <span id={descriptionId} hidden>
            {activeCount === 1 ? '1 filter active' : `${activeCount} filters active`}
          </span>
        </>
      ) : null}
    </Button>
  );
}
