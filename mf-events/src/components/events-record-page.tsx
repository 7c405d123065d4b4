import type { ReactNode } from 'react';
import { RecordPage } from '@valley/shared/ui/record-page';
import styles from './events-record-page.module.css';

/**
 * The page of one record of the events (an event, a category): a skeleton while it loads, a notice when the API did not answer, the
 * 404 screen for a missing one (RecordPage), else `children`. `what` names it in the skeleton's label and the notice.
 */
export function EventsRecordPage<T>({
  what,
  record,
  error,
  children,
}: {
  what: string;
  record: T | undefined;
  error: unknown;
  children: (record: T) => ReactNode;
}) {
  return (
    <RecordPage
      record={record}
      error={error}
      loading={<div className={styles.skeleton} aria-busy="true" aria-label={`Loading ${what}`} />}
      failed={
        <p className={styles.failed} role="alert">
          This {what} could not be loaded. Please try again in a moment.
        </p>
      }
    >
      {children}
    </RecordPage>
  );
}
