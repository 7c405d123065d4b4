import type { MemberEvent } from '@valley/shared/schemas/member';
import { Fact, Facts, ViewDrawer } from '../../../components/view-drawer';
import { publicPaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { PhoneLink } from '@valley/shared/ui/phone-link';

/** The read-only View drawer of an event: image, content, Starts, Ends, the recurrence sentence, e-mail, phone. */
export function EventView({ event, onClose }: { event: MemberEvent; onClose: () => void }) {
  return (
    <ViewDrawer
      item={{ ...event, image: event.main_img, content: event.entry.content }}
      kind="event"
      publicPath={publicPaths.event(event.slug)}
      onClose={onClose}
    >
      <Facts>
        <Fact label="Starts">{formatDateTime(event.starts)}</Fact>
        <Fact label="Ends">{formatDateTime(event.ends)}</Fact>
        {event.recurrence_text ? <Fact label="Repeats">{event.recurrence_text}</Fact> : null}
        {event.destination_name ? <Fact label="Where">{event.destination_name}</Fact> : null}
        {event.email ? <Fact label="Email">{event.email}</Fact> : null}
        {event.phone ? (
          <Fact label="Phone">
            <PhoneLink phone={event.phone} />
          </Fact>
        ) : null}
      </Facts>
    </ViewDrawer>
  );
}
