import { useSyncExternalStore } from 'react';
import styles from '../components/notice.module.css';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/** Tells a visitor who lost the network that what they see is the copy saved on this device. */
export function OfflineNotice() {
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  if (online) return null;
  return (
    <p role="status" className={styles.notice}>
      You’re offline. Showing the pages saved on this device; they update when you’re back online.
    </p>
  );
}
