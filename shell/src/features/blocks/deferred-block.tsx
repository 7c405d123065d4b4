import { useEffect, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useReturnsDownThePage } from '../../chrome/use-scroll-restoration';
import { useNearViewport } from '@valley/shared/near-viewport';
import { useHydrated } from '@valley/shared/ui/hydrated';
import styles from './blocks.module.css';

/** Tab must reach every block's links, and find-in-page every block's text. */
function reachesEveryBlock(event: KeyboardEvent): boolean {
  const key = event.key.toLowerCase();
  return key === 'tab' || key === 'f3' || ((event.ctrlKey || event.metaKey) && (key === 'f' || key === 'g'));
}

const showsAllAtOnce = (returning: boolean) => returning || Boolean(window.location.hash) || typeof IntersectionObserver === 'undefined';

/**
 * True once every block should render: Tab or a find-in-page key, printing, Back or a reload down the page, or a #fragment,
 * since each needs the whole page laid out (decision 024). Without IntersectionObserver, at once.
 */
export function useAllBlocks(): boolean {
  const returning = useReturnsDownThePage();
  const hydrated = useHydrated();
  // A page from the server hydrates as the server drew it (no URL, no saved scroll there), and decides in the render after.
  const [all, setAll] = useState<boolean | null>(() => (hydrated ? showsAllAtOnce(returning) : null));
  if (all === null && hydrated) setAll(showsAllAtOnce(returning));
  useEffect(() => {
    if (all) return undefined;
    // Synchronously, so the blocks are in the page before the key's default action moves focus.
    const showAll = () => flushSync(() => setAll(true));
    const onKey = (event: KeyboardEvent) => {
      if (reachesEveryBlock(event)) showAll();
    };
    window.addEventListener('keydown', onKey, { capture: true });
    window.addEventListener('beforeprint', showAll);
    return () => {
      window.removeEventListener('keydown', onKey, { capture: true });
      window.removeEventListener('beforeprint', showAll);
    };
  }, [all]);
  return all === true;
}

/** A block that renders once it comes near the viewport (or `now`), holding a block's space until then; once rendered it stays. */
export function DeferredBlock({ now, children }: { now: boolean; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const shown = useNearViewport(ref, now) || now;
  return shown ? children : <div ref={ref} className={styles.waiting} aria-hidden="true" />;
}
