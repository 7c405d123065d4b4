import { useId, useMemo } from 'react';
import { useApi } from '@valley/shared/api/swr';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { usePageInstant } from '@valley/shared/ui/hydrated';
import { EventCard } from '../../../components/event-card';
import { destinationEventsBody, parseDestinationEventsEntry, type DestinationEventsEntry } from '../api/block-entry';
import styles from './destination-events.module.css';

/** `destination_events` block: the upcoming events at one destination, up to 12; nothing when there are none. */
export function DestinationEvents({ block }: ContentBlockProps) {
  const entry = useMemo(() => parseDestinationEventsEntry(block.entry), [block.entry]);
  return entry ? <DestinationEventList entry={entry} title={block.title} /> : null;
}

function DestinationEventList({ entry, title }: { entry: DestinationEventsEntry; title: string | null }) {
  const titleId = useId();
  // The server's instant while hydrating, so the window (and the answer's key) is the one the server drew (decision 066).
  const now = usePageInstant();
  const body = useMemo(() => destinationEventsBody(entry.destination_id, now), [entry.destination_id, now]);
  const { data, error } = useApi('eventsSearch', { body });
  const events = data === undefined ? undefined : Array.isArray(data) ? data : data.data;
  // A place with no upcoming events (or a failed list, which is only logged) shows no section at all.
  if (error || (events && events.length === 0)) return null;
  const heading = title || (entry.destination_name ? `Events at ${entry.destination_name}` : 'Upcoming Events');

  return (
    <section className={`mf-events ${styles.block}`} aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.heading}>
        {heading}
      </h2>
      {!events ? (
        <CardGridSkeleton count={3} label="Loading events" />
      ) : (
        <ul className={styles.grid}>
          {events.map((event) => (
            <li key={`${event.id}-${event.starts}`}>
              <EventCard event={event} headingLevel={3} sizes="(min-width: 900px) 25vw, (min-width: 600px) 50vw, 100vw" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
