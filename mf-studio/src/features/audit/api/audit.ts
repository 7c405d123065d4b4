import useSWRInfinite from 'swr/infinite';
import type { EndpointInput } from '@valley/shared/api/contract';
import { apiKey, useApiClient } from '@valley/shared/api/swr';
import type { StudioAudit, StudioAuditQuery } from '@valley/shared/schemas/studio';

/** The log's filters (decision 117): each page of the log is asked with them. */
export type AuditFilters = Omit<StudioAuditQuery, 'before'>;

/** The Board's audit log narrowed by `filters`, a page at a time (decision 100): each next page before the last entry of the one before. */
export function useAuditLog(filters: AuditFilters) {
  const client = useApiClient();
  const pageKey = (index: number, previous: StudioAudit | null) =>
    index === 0
      ? apiKey('studioAudit', { query: filters })
      : previous?.more
        ? apiKey('studioAudit', { query: { ...filters, before: previous.entries.at(-1)!.id } })
        : null;
  return useSWRInfinite(pageKey, ([name, input]: NonNullable<ReturnType<typeof pageKey>>) => client.call(name, input as EndpointInput<'studioAudit'>));
}
