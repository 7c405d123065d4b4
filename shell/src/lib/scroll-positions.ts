import { useLocation, useNavigationType } from '@valley/shared/router';

// Where the visitor was on each history entry of this tab: the chrome's scroll restoration keeps and restores it, and content that
// renders near the viewport reads it to render at once on a return down the page.
const STORAGE_KEY = 'valley-scroll-positions';

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

export const positions = typeof window === 'undefined' ? new Map<string, number>() : readPositions();

/** Keeps the latest fifty positions for a reload or a return to this tab's history. */
export function savePositions(): void {
  sessionStorage.setItem(STORAGE_KEY, JSON.stringify([...positions].slice(-50)));
}

/**
 * True when Back, Forward or a reload returns to a position below the top: content that renders near the viewport then renders
 * all at once, so the page regains its height and the position lands on what the visitor left.
 */
export function useReturnsDownThePage(): boolean {
  const { key } = useLocation();
  return useNavigationType() === 'POP' && (positions.get(key) ?? 0) > 0;
}
