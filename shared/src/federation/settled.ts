import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from '@valley/shared/ui/hydrated';

/** A promise that remembers how it settled, so a render can read it without waiting. */
export interface Settling<T> {
  readonly promise: Promise<T>;
  status: 'pending' | 'fulfilled' | 'rejected';
  value?: T;
  reason?: unknown;
}

export function settling<T>(promise: Promise<T>): Settling<T> {
  const load: Settling<T> = { promise, status: 'pending' };
  promise.then(
    (value) => {
      load.status = 'fulfilled';
      load.value = value;
    },
    (reason: unknown) => {
      load.status = 'rejected';
      load.reason = reason;
    },
  );
  return load;
}

/**
 * What `load` resolved to, or undefined while pending; its failure is thrown to the nearest error boundary. Unlike `use()` it does not
 * suspend, so React's 300 ms throttle on a Suspense reveal cannot hold back a ready page (decision 028). While hydrating it is always
 * pending, as on the server: a load that settled before (or during) a late boundary's hydration must not change its first render (#418).
 */
export function useSettled<T>(load: Settling<T>): T | undefined {
  const [, setSettled] = useState(0);
  const hydrated = useHydrated();
  const pending = load.status === 'pending';
  useEffect(() => {
    if (!pending) return undefined;
    let mounted = true;
    // Attached even if `load` settled since this render: its callbacks then run at once.
    const rerender = () => {
      if (mounted) startTransition(() => setSettled((count) => count + 1));
    };
    load.promise.then(rerender, rerender);
    return () => {
      mounted = false;
    };
  }, [load, pending]);
  if (!hydrated) return undefined;
  if (load.status === 'rejected') throw load.reason;
  return load.value;
}
