import type { MemberReservation } from '@valley/shared/schemas/member';
import { Drawer } from '@valley/shared/ui/drawer';
import { Button } from '@valley/shared/ui/button';
import { MemberContentTab } from '../../../components/member-content-tab';
import { Fact, Facts } from '../../../components/view-drawer';
import { formatDate } from '../../../lib/dates';
import { ReservationForm } from './reservation-form';
import styles from '../../../components/member-form.module.css';

/** The Reservations tab: send a request, see the requests (Approved column: Pending until the board forwards one, then Sent). */
export function ReservationsTab({ email }: { email: string }) {
  return (
    <MemberContentTab
      list="myReservations"
      approval="reservation"
      addLabel="Request a Reservation"
      caption="Your reservation requests"
      loadingLabel="Loading your reservations"
      empty="You have sent no reservation requests."
      headers={['Destination', 'Dates']}
      cells={(reservation) => [reservation.destination_name, `${formatDate(reservation.start)} – ${formatDate(reservation.end)}`]}
      name={(reservation) => `the request for ${reservation.destination_name}`}
      renderForm={(reservation, onDone) =>
        reservation ? <ReservationSent reservation={reservation} onClose={onDone} /> : <ReservationForm email={email} onDone={onDone} />
      }
    />
  );
}

/** member-area §2: Edit Reservation is a stub that saves nothing; it shows the request as sent. */
function ReservationSent({ reservation, onClose }: { reservation: MemberReservation; onClose: () => void }) {
  return (
    <Drawer
      open
      onClose={onClose}
      title="Edit Reservation"
      footer={
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      }
    >
      <Facts>
        <Fact label="Destination">{reservation.destination_name}</Fact>
        <Fact label="Start Date">{formatDate(reservation.start)}</Fact>
        <Fact label="End Date">{formatDate(reservation.end)}</Fact>
        <Fact label="Email">{reservation.email}</Fact>
        <Fact label="Phone">{reservation.phone}</Fact>
        {reservation.reservation ? <Fact label="Request">{reservation.reservation}</Fact> : null}
      </Facts>
      <p className={styles.muted}>
        A request cannot be changed once it is sent: the tourism board forwards it to the destination, who answers you by e-mail. Send a new request to change
        it.
      </p>
    </Drawer>
  );
}
