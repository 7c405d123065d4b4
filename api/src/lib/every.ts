/**
 * Runs `work` at once, then every `intervalMs` until stopped; again at once while it answers true (there is more to do). Work that
 * must run once across several API instances claims its rows in the database, as the outbox's sender does (decision 010).
 */
export function runEvery(intervalMs: number, work: () => Promise<boolean | void>, onError: (error: unknown) => void): { stop(): Promise<void> } {
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = () => {
    running = (async () => {
      let again = false;
      try {
        again = (await work()) === true;
      } catch (error) {
        onError(error);
      }
      if (!stopped) timer = setTimeout(tick, again ? 0 : intervalMs);
    })();
  };
  tick();
  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
