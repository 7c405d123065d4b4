import { useEffect, useState } from 'react';

/** True once the browser is idle after the first paint (at most `timeoutMs` later), so Leaflet never competes with the largest paint. */
export function useWhenIdle(timeoutMs = 1500): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(() => setIdle(true), 50);
    return () => window.clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
