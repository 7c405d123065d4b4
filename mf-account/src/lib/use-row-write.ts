import { useState } from 'react';
import { withResultToast } from './notices';

/**
 * A write started from one row of a list (Still accurate, Revert, Fixed): while it runs, `busy` is that row's id, so its button says
 * 'Saving' and the other rows wait; its answer, or the server's message, shows as a notice (withResultToast).
 */
export function useRowWrite() {
  const [busy, setBusy] = useState<number | null>(null);
  const run = async (id: number, write: () => Promise<string>) => {
    setBusy(id);
    await withResultToast(write);
    setBusy(null);
  };
  return { busy, run };
}
