import { useState } from 'react';
import type { MemberDestination } from '@valley/shared/schemas/member';
import { ApprovalStatus, ApprovedHeading } from '../../../components/approval';
import { Collapsible } from '../../../components/collapsible';
import { MemberTable, RowAction, TableSkeleton } from '../../../components/member-table';
import { useMemberList } from '../../../lib/member-data';
import { DestinationForm } from './destination-form';
import { DestinationView } from './destination-view';

/** The Destinations tab: the add form, the member's destinations with Edit and View. */
export function DestinationsTab() {
  const { data, isLoading } = useMemberList('myDestinations');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<MemberDestination | null>(null);
  const [viewing, setViewing] = useState<MemberDestination | null>(null);

  return (
    <>
      <Collapsible label="Add a Destination" open={adding} onToggle={setAdding}>
        <DestinationForm onDone={() => setAdding(false)} />
      </Collapsible>
      {isLoading && !data ? (
        <TableSkeleton label="Loading your destinations" />
      ) : (
        <MemberTable
          caption="Your destinations"
          headers={['Name', 'City', <ApprovedHeading key="approved" kind="destination" />]}
          empty="You have no destinations yet. Add your business above; the tourism board reviews it before it goes live."
          rows={(data ?? []).map((destination) => ({
            key: destination.id,
            cells: [destination.name, destination.city ?? '', <ApprovalStatus key="approved" kind="destination" item={destination} />],
            actions: (
              <>
                <RowAction label="Edit" subject={destination.name} onClick={() => setEditing(destination)} />
                <RowAction label="View" subject={destination.name} onClick={() => setViewing(destination)} />
              </>
            ),
          }))}
        />
      )}
      {editing ? <DestinationForm key={editing.id} destination={editing} onDone={() => setEditing(null)} /> : null}
      {viewing ? <DestinationView destination={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
