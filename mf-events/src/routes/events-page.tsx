import { useMemo } from 'react';
import { useApi } from '@valley/shared/api/swr';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { eventWindow } from '../features/events/api/event-window';
import { EventCard } from '../features/events/components/event-card';
import styles from './events-page.module.css';

export const EVENTS_PAGE_SIZE = 48;

/** `/events`: upcoming events in the default window, 48 per request. */
export function EventsPage() {
  const dates = useMemo(() => eventWindow(), []);
  const { data, isLoading } = useApi('eventsSearch', { body: { page: 1, limit: EVENTS_PAGE_SIZE, order: 'upcoming', dates } });
  const page = data && !Array.isArray(data) ? data : null;

  return (
    <section className={styles.page}>
      <header>
        <h1 className={styles.title}>Events</h1>
        <p>Festivals, markets, games and music across the valley.</p>
      </header>
      {isLoading || !page ? (
        <CardGridSkeleton label="Loading events" />
      ) : (
        <>
          <p className={styles.count} aria-live="polite">
            Showing {page.data.length} of {page.pagination.total} events
          </p>
          <div className={styles.grid}>
            {page.data.map((event) => (
              <EventCard key={`${event.id}-${event.starts}`} event={event} />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
