import { Button } from '@valley/shared/ui/button';
import styles from './insights-tab.module.css';

/** Figures that could not be loaded ('Your insights could not be loaded.'), with Retry, which asks for them again. */
export function LoadProblem({ what, onRetry }: { what: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.problem}>
      <p>{what} could not be loaded.</p>
      <Button variant="outline" onClick={onRetry}>
        Retry
      </Button>
    </div>
  );
}
