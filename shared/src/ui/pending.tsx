import { useState } from 'react';
import styles from './pending.module.css';

/**
 * The props of results a new sort, filter or page is replacing (issue 47): `aria-busy` while it loads, and dimmed exactly when busy
 * (the style follows the attribute), so the old results stay readable but never pass for the answer. Spread onto the results' element.
 */
export function pendingProps(pending: boolean, className?: string): { className: string; 'aria-busy': true | undefined } {
  return { className: [styles.results, className].filter(Boolean).join(' '), 'aria-busy': pending || undefined };
}

/** The results' count saying so while they are replaced: announced with the count it follows, gone with the answer. */
export function PendingNote({ pending }: { pending: boolean }) {
  return pending ? <span className={styles.note}> · Updating…</span> : null;
}

/**
 * Whether the results on screen answer an earlier query than `query` (swr's keepPreviousData): from the render that asks for a new one
 * until `loading` (swr's isLoading) says it is answered. The first query counts as answered: its results came with the page (the
 * server's answers) or from the cache, though swr's isLoading is true on a first render that has only the server's answers.
 */
export function useStaleResults(query: string, loading: boolean): boolean {
  const [answered, setAnswered] = useState(query);
  // Stored from an earlier render as React advises: set while rendering, which React redoes at once.
  if (!loading && answered !== query) setAnswered(query);
  return answered !== query;
}
