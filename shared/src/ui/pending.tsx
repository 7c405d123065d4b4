import styles from './pending.module.css';

/**
 * The props of results a new sort, filter or page is replacing (issue 47): `aria-busy` while it loads, and dimmed exactly when busy
 * (the style follows the attribute), so the old results stay readable but never pass for the answer. Spread onto the results' element.
 */
export function pendingProps(pending: boolean, className?: string): { className: string; 'aria-busy': true | undefined } {
  return { className: [styles.results, className].filter(Boolean).join(' '), 'aria-busy': pending || undefined };
}
