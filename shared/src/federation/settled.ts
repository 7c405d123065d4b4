import { startTransition, useEffect, useState } from 'react';

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
 * What `load` resolved to, or undefined while it is pending; its failure is thrown to the nearest
 * error boundary. Unlike `use()`, waiting does not suspend. A Suspense fallback shown at the first
 * paint makes React hold the content's reveal until 300 ms after that fallback (its throttle for
 * retries, meant for boundaries revealing one after another), so the first page of every remote
 * route showed its content up to 300 ms after it was ready (decision 028). The render once `load`
 * settles is a transition: React may slice it, and commits it as soon as it is done. The shell's
 * remote areas and blocks wait with it, and so does a remote's own code split (mf-account's
 * dashboard).
 */
export function useSettled<T>(load: Settling<T>): T | undefined {
  const [, setSettled] = useState(0);
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
  if (load.status === 'rejected') throw load.reason;
  return load.value;
}
