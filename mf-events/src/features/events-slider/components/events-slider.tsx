import { useMemo } from 'react';
import { useApi } from '@valley/shared/api/swr';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { usePageInstant } from '@valley/shared/ui/hydrated';
import { EventsCarousel } from '../../../components/events-carousel';
import { paths } from '../../../config/paths';
import { parseEventsSliderEntry, sliderBody } from '../api/block-entry';
import styles from './events-slider.module.css';
import { BlockFrame, BlockMoreLink } from '@valley/shared/ui/block-frame';

/** `events_slider` block (the outdoors page): upcoming events, optionally of some categories, in a slider. */
export function EventsSlider({ block }: ContentBlockProps) {
  const entry = useMemo(() => parseEventsSliderEntry(block.entry), [block.entry]);
  // The server's instant while hydrating, so the window (and the answer's key) is the one the server drew (decision 066).
  const now = usePageInstant();
  const body = useMemo(() => sliderBody(entry, now), [entry, now]);
  const { data, error } = useApi('eventsSearch', { body });
  const events = data === undefined ? undefined : Array.isArray(data) ? data : data.data;
  const title = entry.title ?? (block.title || 'Upcoming Events');

  return (
    <BlockFrame scope="mf-events" title={title} align="start">
      {error ? (
        <p className={styles.empty}>Events could not be loaded.</p>
      ) : !events ? (
        <CardGridSkeleton count={4} label="Loading events" />
      ) : events.length === 0 ? (
        <p className={styles.empty}>No upcoming events right now.</p>
      ) : (
        <EventsCarousel events={events} label={title} />
      )}
      <BlockMoreLink to={paths.events.href()}>View All Events</BlockMoreLink>
    </BlockFrame>
  );
}
