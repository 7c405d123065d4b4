import type { MemberEvent } from '@valley/shared/schemas/member';
import { RichText } from '@valley/shared/ui/rich-text';
import { FavoriteHeart } from '../../../components/favorite-heart';
import { Fact, Facts, ViewDrawer } from '../../../components/view-drawer';
import { publicPaths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates';
import { PhoneLink } from '@valley/shared/ui/phone-link';

/** The read-only View drawer of an event: image, content, Starts, Ends, the recurrence sentence, e-mail, phone. */
export function EventView({ event, onClose }: { event: MemberEvent; onClose: () => void }) {
  return (
    <ViewDrawer
      open
      onClose={onClose}
      title={event.title}
      publicPath={publicPaths.event(event.slug)}
      actions={event.approved === 1 ? <FavoriteHeart kind="event" id={event.id} slug={event.slug} title={event.title} /> : null}
    >
      {event.main_img ? <img src={event.main_img} alt={event.title} /> : null}
      <RichText html={event.entry.content} />
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
