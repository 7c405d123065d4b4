import type { ReactNode } from 'react';
import { isMissingRecord } from '@valley/shared/api';
import { NotFound } from './not-found';

export interface RecordPageProps<T> {
  /** The record, undefined until it has loaded. */
  record: T | undefined;
  error: unknown;
  /** True when there is nothing to look the record up by: the 404 screen at once. */
  missing?: boolean;
  /** What shows until the record has loaded. */
  loading: ReactNode;
  /** What shows when the API did not answer (not a missing record). */
  failed: ReactNode;
  children: (record: T) => ReactNode;
}

/**
 * The page of one record: the 404 screen for a missing one (public-site §8), `failed` when the API did not answer, `loading` until it
 * has come. Read from the error's shape, so an error from any bundle's copy of the client counts.
 */
export function RecordPage<T>({ record, error, missing = false, loading, failed, children }: RecordPageProps<T>) {
  if (missing || isMissingRecord(error)) return <NotFound />;
  if (error) return failed;
  if (record === undefined) return loading;
  return children(record);
}
