import type { Queryable } from '../db/db';
import { runEvery } from '../lib/every';

/** How often each instance looks for a publish the CDN has not been told of. */
export const PURGE_EVERY_MS = 1000;
const CALL_TIMEOUT_MS = 10_000;

export interface CdnPurgeOptions {
  db: Queryable;
  /** CDN_PURGE_URL: called with POST { version, changed_at, paths } after each publish. */
  url: string;
  /** CDN_PURGE_TOKEN: sent as `Authorization: Bearer …` when set. */
  token?: string;
  fetch?: typeof globalThis.fetch;
}

/**
 * Tells the CDN of the latest publish, once across every instance: the version is claimed in the database first (decision 112). A
 * publish can change any page (a listing, a block, a menu), so the paths are the whole site. Several publishes between two looks make
 * one call. A refused or failed call gives the claim back, so the next look tries again. Answers what happened.
 */
export async function purgeOnce({ db, url, token, fetch = globalThis.fetch }: CdnPurgeOptions): Promise<'idle' | 'purged' | 'failed'> {
  const { rows } = await db.query<{ version: string | number; claimed_from: string | number; changed_at: Date | string }>(
    `with before as (select purged_version from content_version where id = 1 for update)
     update content_version c set purged_version = c.version from before
      where c.id = 1 and before.purged_version < c.version
      returning c.version, before.purged_version as claimed_from, c.changed_at`,
  );
  const claim = rows[0];
  if (!claim) return 'idle';
  const version = Number(claim.version);
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token && { authorization: `Bearer ${token}` }) },
      body: JSON.stringify({ version, changed_at: new Date(claim.changed_at).toISOString(), paths: ['/*'] }),
      signal: AbortSignal.timeout(CALL_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => undefined);
    if (!response.ok) throw new Error(`the purge hook answered ${response.status}`);
    return 'purged';
  } catch (error) {
    // Given back only if no later claim moved it on meanwhile.
    await db.query('update content_version set purged_version = $2 where id = 1 and purged_version = $1', [version, Number(claim.claimed_from)]);
    throw error;
  }
}

/** Each API instance looks every second; the database decides which one calls. */
export function startCdnPurger(options: CdnPurgeOptions & { log: { error(message: string): void } }, everyMs = PURGE_EVERY_MS) {
  return runEvery(
    everyMs,
    async () => {
      await purgeOnce(options);
    },
    (error) => options.log.error(`CDN purge failed, trying again: ${error instanceof Error ? error.message : String(error)}`),
  );
}
