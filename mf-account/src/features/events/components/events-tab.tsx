import { useState } from 'react';
import type { MemberEvent } from '@valley/shared/schemas/member';
import { ApprovalStatus, ApprovedHeading } from '../../../components/approval';
import { Collapsible } from '../../../components/collapsible';
import { MemberTable, RowAction, TableSkeleton } from '../../../components/member-table';
import { formatDateTime } from '../../../lib/dates';
import { useMemberList } from '../../../lib/member-data';
import { EventForm } from './event-form';
import { EventView } from './event-view';

/** The Events tab: the add form with recurrence, the member's events with Edit and View. */
export function EventsTab() {
  const { data, isLoading } = useMemberList('myEvents');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<MemberEvent | null>(null);
  const [viewing, setViewing] = useState<MemberEvent | null>(null);

  return (
    <>
      <Collapsible label="Add an Event" open={adding} onToggle={setAdding}>
        <EventForm onDone={() => setAdding(false)} />
      </Collapsible>
      {isLoading && !data ? (
        <TableSkeleton label="Loading your events" />
      ) : (
        <MemberTable
          caption="Your events"
          headers={['Title', 'Starts', 'Repeats', <ApprovedHeading key="approved" kind="event" />]}
          empty="You have no events yet."
          rows={(data ?? []).map((event) => ({
            key: event.id,
            cells: [event.title, formatDateTime(event.starts), event.recurrence_text || 'Once', <ApprovalStatus key="approved" kind="event" item={event} />],
            actions: (
              <>
                <RowAction label="Edit" subject={event.title} onClick={() => setEditing(event)} />
                <RowAction label="View" subject={event.title} onClick={() => setViewing(event)} />
              </>
            ),
          }))}
        />
      )}
      {editing ? <EventForm key={editing.id} event={editing} onDone={() => setEditing(null)} /> : null}
      {viewing ? <EventView event={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
