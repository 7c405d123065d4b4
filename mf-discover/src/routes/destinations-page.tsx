import { useApi } from '@valley/shared/api/swr';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { DestinationCard } from '../features/destinations/components/destination-card';
import styles from './destinations-page.module.css';

/** `/destinations`: the destination listing (the filter drawer, map and carousel come with the discover issue). */
export function DestinationsPage() {
  const { data: page } = useApi('page', { params: { '*': 'destinations' } }, { shouldRetryOnError: false });
  const { data: destinations, isLoading } = useApi('destinationsSearch', { body: { order: 'updated' } });

  return (
    <section className={styles.page}>
      <header>
        <h1 className={styles.title}>{page?.title ?? 'Destinations'}</h1>
        {page?.entry.subtitle ? <p>{page.entry.subtitle}</p> : null}
      </header>
      {isLoading || !destinations ? (
        <CardGridSkeleton label="Loading destinations" />
      ) : destinations.length === 0 ? (
        <p>No destinations match these filters yet.</p>
      ) : (
        <div className={styles.grid}>
          {destinations.map((destination) => (
            <DestinationCard key={destination.id} destination={destination} />
          ))}
        </div>
      )}
    </section>
  );
}
