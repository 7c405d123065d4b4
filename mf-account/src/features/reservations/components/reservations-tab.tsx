import { useState } from 'react';
import type { MemberReservation } from '@valley/shared/schemas/member';
import { Drawer } from '@valley/shared/ui/drawer';
import { ApprovalStatus, ApprovedHeading } from '../../../components/approval';
import { Collapsible } from '../../../components/collapsible';
import { MemberTable, RowAction, TableSkeleton } from '../../../components/member-table';
import { Fact, Facts } from '../../../components/view-drawer';
import { formatDate } from '../../../lib/dates';
import { useMemberList } from '../../../lib/member-data';
import { ReservationForm } from './reservation-form';
import styles from '../../../components/member-form.module.css';

/** The Reservations tab: send a request, see the requests sent (Approved column: Sent). */
export function ReservationsTab({ email }: { email: string }) {
  const { data, isLoading } = useMemberList('myReservations');
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<MemberReservation | null>(null);

  return (
    <>
      <Collapsible label="Request a Reservation" open={adding} onToggle={setAdding}>
        <ReservationForm email={email} onDone={() => setAdding(false)} />
      </Collapsible>
      {isLoading && !data ? (
        <TableSkeleton label="Loading your reservations" />
      ) : (
        <MemberTable
          caption="Your reservation requests"
          headers={['Destination', 'Dates', <ApprovedHeading key="approved" kind="reservation" />]}
          empty="You have sent no reservation requests."
          rows={(data ?? []).map((reservation) => ({
            key: reservation.id,
            cells: [reservation.destination_name, `${formatDate(reservation.start)} – ${formatDate(reservation.end)}`, <ApprovalStatus key="approved" kind="reservation" item={reservation} />],
            actions: <RowAction label="Edit" subject={`the request for ${reservation.destination_name}`} onClick={() => setEditing(reservation)} />,
          }))}
        />
      )}
      {editing ? (
        // member-area §2: Edit Reservation is a stub that saves nothing; it shows the request as sent.
        <Drawer
          open
          onClose={() => setEditing(null)}
          title="Edit Reservation"
          footer={
            <button type="button" className={styles.secondary} onClick={() => setEditing(null)}>
              Close
            </button>
          }
        >
          <Facts>
            <Fact label="Destination">{editing.destination_name}</Fact>
            <Fact label="Start Date">{formatDate(editing.start)}</Fact>
            <Fact label="End Date">{formatDate(editing.end)}</Fact>
            <Fact label="Email">{editing.email}</Fact>
            <Fact label="Phone">{editing.phone}</Fact>
            {editing.reservation ? <Fact label="Request">{editing.reservation}</Fact> : null}
          </Facts>
          <p className={styles.muted}>A request cannot be changed once it is sent; the destination answers you by e-mail. Send a new request to change it.</p>
        </Drawer>
      ) : null}
    </>
  );
}
