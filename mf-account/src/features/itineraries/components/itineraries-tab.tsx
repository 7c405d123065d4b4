import { useState } from 'react';
import type { MemberItinerary } from '@valley/shared/schemas/member';
import { ApprovalStatus, ApprovedHeading } from '../../../components/approval';
import { Collapsible } from '../../../components/collapsible';
import { MemberTable, RowAction, TableSkeleton } from '../../../components/member-table';
import { useMemberList } from '../../../lib/member-data';
import { ItineraryForm } from './itinerary-form';
import { ItineraryView } from './itinerary-view';

/** The Itineraries tab; `startWith` opens the add form from 'Add to Itinerary' with that destination first. */
export function ItinerariesTab({ startWith }: { startWith?: number | null }) {
  const { data, isLoading } = useMemberList('myItineraries');
  const [adding, setAdding] = useState(Boolean(startWith));
  const [editing, setEditing] = useState<MemberItinerary | null>(null);
  const [viewing, setViewing] = useState<MemberItinerary | null>(null);

  return (
    <>
      <Collapsible label="Add an Itinerary" open={adding} onToggle={setAdding}>
        <ItineraryForm destinationId={startWith ?? null} onDone={() => setAdding(false)} />
      </Collapsible>
      {isLoading && !data ? (
        <TableSkeleton label="Loading your itineraries" />
      ) : (
        <MemberTable
          caption="Your itineraries"
          headers={['Title', 'Stops', <ApprovedHeading key="approved" kind="itinerary" />]}
          empty="You have no itineraries yet. Put three or more places together for a day out."
          rows={(data ?? []).map((itinerary) => ({
            key: itinerary.id,
            cells: [itinerary.title, itinerary.items.length, <ApprovalStatus key="approved" kind="itinerary" item={itinerary} />],
            actions: (
              <>
                <RowAction label="Edit" subject={itinerary.title} onClick={() => setEditing(itinerary)} />
                <RowAction label="View" subject={itinerary.title} onClick={() => setViewing(itinerary)} />
              </>
            ),
          }))}
        />
      )}
      {editing ? <ItineraryForm key={editing.id} itinerary={editing} onDone={() => setEditing(null)} /> : null}
      {viewing ? <ItineraryView itinerary={viewing} onClose={() => setViewing(null)} /> : null}
    </>
  );
}
