import { useSyncExternalStore } from 'react';
import { Notice } from '@valley/shared/ui/notice';

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
  return <Notice role="status">You’re offline. Showing the pages saved on this device; they update when you’re back online.</Notice>;
}
