import { useId, useState } from 'react';
import { formatDateTime } from '@valley/shared/time';
import type { PageStatus, StudioPage } from '@valley/shared/schemas/studio-pages';
import { Button } from '@valley/shared/ui/button';
import { useStudioRole } from '../../../components/studio-frame';
import { TextInput } from '../../../components/studio-parts';

export const PAGE_STATUS_LABELS: Record<PageStatus, string> = { new: 'Not on the site yet', scheduled: 'Scheduled', live: 'Live' };

/** Where a page stands for visitors: not yet on the site, scheduled for a time, live until a time, or live. */
export function PageStatusLine({ page }: { page: StudioPage }) {
  if (page.status === 'scheduled' && page.published_at)
    return <p role="note">Scheduled: visitors see it from {formatDateTime(new Date(page.published_at))}.</p>;
  if (page.status === 'live' && page.retires_at) return <p role="note">Live until {formatDateTime(new Date(page.retires_at))}: then it leaves the site.</p>;
  if (page.status === 'new') return <p role="note">Not on the site yet: visitors see it once it is published, now or at a time you choose.</p>;
  return null;
}

/**
 * For publishers and the Board: publish a page not yet on the site, or a live page's changes, at a time to come (the valley's time),
 * saving unsaved changes first (decision 133); changes already scheduled can be called off. The API checks the time, and says why it
 * refuses one. A page waiting for its time to appear has nothing to schedule.
 */
export function ScheduleControl({ page, busy, onSchedule }: { page: StudioPage; busy: boolean; onSchedule: (at: string | null) => void }) {
  const role = useStudioRole();
  const id = useId();
  const [at, setAt] = useState('');
  if (page.status === 'scheduled' || (role !== 'admin' && role !== 'publisher')) return null;
  return (
    <div aria-labelledby={`${id}-title`} role="group">
      <p id={`${id}-title`}>{page.status === 'new' ? 'Or publish it later:' : 'Or publish these changes later:'}</p>
      <TextInput label="Publish at" type="datetime-local" value={at} onChange={setAt} />
      <Button variant="outline" disabled={busy || !at} onClick={() => onSchedule(at)}>
        Schedule
      </Button>
      {page.draft?.publish_at ? (
        <Button variant="outline" disabled={busy} onClick={() => onSchedule(null)}>
          Call off the scheduled changes
        </Button>
      ) : null}
    </div>
  );
}
