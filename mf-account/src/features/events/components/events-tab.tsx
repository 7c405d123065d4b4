import { MemberContentTab } from '../../../components/member-content-tab';
import { formatDateTime } from '../../../lib/dates';
import { EventForm } from './event-form';
import { EventView } from './event-view';

/** The Events tab: the add form with recurrence, the member's events with Edit and View. */
export function EventsTab() {
  return (
    <MemberContentTab
      list="myEvents"
      approval="event"
      addLabel="Add an Event"
      caption="Your events"
      loadingLabel="Loading your events"
      empty="You have no events yet."
      headers={['Title', 'Starts', 'Repeats']}
      cells={(event) => [event.title, formatDateTime(event.starts), event.recurrence_text || 'Once']}
      name={(event) => event.title}
      renderForm={(event, onDone) => <EventForm event={event} onDone={onDone} />}
      renderView={(event, onClose) => <EventView event={event} onClose={onClose} />}
    />
  );
}
