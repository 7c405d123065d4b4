import { useEffect, useState } from 'react';
import { STARTER_NOTICE_MS } from '../lib/notices';
import styles from './starter-notice.module.css';

/**
 * A starter notice (member-area §2: 30 s, closable) above the add form it opened, not a toast over the fields, which on a phone
 * would cover what the member is filling in (issue 26).
 */
export function StarterNotice({ text }: { text: string }) {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), STARTER_NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, []);
  if (!shown) return null;
  return (
    <div className={styles.notice} role="status">
      <p>{text}</p>
      <button type="button" className={styles.close} aria-label="Close notice" onClick={() => setShown(false)}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
