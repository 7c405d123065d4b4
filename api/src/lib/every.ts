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

/**
 * A reminder mailer in each API instance: `remind(now)` at once and every `intervalMs`, its failures logged under `name`. `remind`
 * claims what it mails in the transaction that queues the mail, so several instances never mail twice.
 */
export function remindEvery(
  name: string,
  intervalMs: number,
  remind: (now: Date) => Promise<unknown>,
  { now = () => new Date(), log }: { now?: () => Date; log: { error(message: string): void } },
): { stop(): Promise<void> } {
  return runEvery(
    intervalMs,
    async () => {
      await remind(now());
    },
    (error) => log.error(`${name}: ${error instanceof Error ? error.message : String(error)}`),
  );
}
