import type { ReactNode } from 'react';
import { isMissingRecord } from '@valley/shared/api';
import { LoadError } from '@valley/shared/ui/load-error';
import { NotFound } from '@valley/shared/ui/not-found';

export interface RecordPageProps<T> {
  /** What the page is of, as the load error names it: 'tip'. */
  what: string;
  /** The record, undefined until it has loaded. */
  record: T | undefined;
  error: unknown;
  /** True when there is nothing to look the record up by: the 404 screen at once. */
  missing?: boolean;
  /** What shows until the record has loaded. */
  loading: ReactNode;
  children: (record: T) => ReactNode;
}

/** The page of one record: the 404 screen for a missing one, the load error when the API did not answer, `loading` until it has come. */
export function RecordPage<T>({ what, record, error, missing = false, loading, children }: RecordPageProps<T>) {
  if (missing || isMissingRecord(error)) return <NotFound />;
  if (error) return <LoadError what={what} />;
  if (record === undefined) return loading;
  return children(record);
}
