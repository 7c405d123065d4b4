import useSWRInfinite from 'swr/infinite';
import type { EndpointInput } from '@valley/shared/api/contract';
import { apiKey, useApiClient } from '@valley/shared/api/swr';
import type { StudioAudit } from '@valley/shared/schemas/studio';

/** Page `index` of the log: the newest first, each next one before the last entry of the page before it; none after the last. */
const pageKey = (index: number, previous: StudioAudit | null) =>
  index === 0 ? apiKey('studioAudit', { query: {} }) : previous?.more ? apiKey('studioAudit', { query: { before: previous.entries.at(-1)!.id } }) : null;

/** The Board's audit log, a page at a time (decision 100). */
export function useAuditLog() {
  const client = useApiClient();
  return useSWRInfinite(pageKey, ([name, input]: NonNullable<ReturnType<typeof pageKey>>) => client.call(name, input as EndpointInput<'studioAudit'>));
}
