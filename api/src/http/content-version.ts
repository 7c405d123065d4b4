import type { Queryable } from '../db/db';

/** How often an instance asks the database whether the content moved on: the longest another instance's publish goes unseen. */
export const CONTENT_CHECK_MS = 1000;

export interface ContentVersion {
  version: number;
  changed_at: string;
}

export async function readContentVersion(db: Queryable): Promise<ContentVersion> {
  const { rows } = await db.query<{ version: string | number; changed_at: Date | string }>('select version, changed_at from content_version where id = 1');
  const row = rows[0];
  if (!row) throw new Error('content_version has no row: run the migrations');
  return { version: Number(row.version), changed_at: new Date(row.changed_at).toISOString() };
}

/** A published change: the version moves on for every instance. Answers the new version. */
export async function moveContentVersion(db: Queryable, at: Date): Promise<number> {
  const { rows } = await db.query<{ version: string | number }>(
    'update content_version set version = version + 1, changed_at = $1 where id = 1 returning version',
    [at.toISOString()],
  );
  return Number(rows[0]?.version);
}

/**
 * This instance's view of the version, read again at most every `everyMs`; `onMove` runs when another instance's publish moved it
 * (the response cache clears). Concurrent requests share one read; a failed read keeps the last view.
 */
export function watchContentVersion(read: () => Promise<number>, onMove: () => void, everyMs = CONTENT_CHECK_MS, clock: () => number = Date.now) {
  let known: number | null = null;
  let checkedAt = Number.NEGATIVE_INFINITY;
  let reading: Promise<void> | null = null;
  const check = async () => {
    try {
      const version = await read();
      if (known !== null && version !== known) onMove();
      known = version;
    } catch {
      // The database answers the request itself next; a missed check is retried on the next one.
    } finally {
      checkedAt = clock();
      reading = null;
    }
  };
  return {
    /** Resolves once the view is at most `everyMs` old. */
    async current(): Promise<void> {
      if (clock() - checkedAt < everyMs) return;
      reading ??= check();
      await reading;
    },
    /** This instance moved it itself (and cleared its own cache): known without a read. */
    moved(version: number): void {
      known = version;
      checkedAt = clock();
    },
  };
}
