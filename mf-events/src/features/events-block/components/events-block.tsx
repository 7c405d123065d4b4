import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useApi } from '@valley/shared/api/swr';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { MAX_EVENT_TABS, parseEventsBlockEntry } from '../api/block-entry';
import { useBlockEvents } from '../api/use-block-events';
import { CategoryTabs, panelId, tabId } from './category-tabs';
import { EventsCarousel } from './events-carousel';
import styles from './events-block.module.css';

/** Home `events` block: up to five category tabs over a carousel of each category's upcoming events. */
export function EventsBlock({ block }: ContentBlockProps) {
  const entry = useMemo(() => parseEventsBlockEntry(block.entry), [block.entry]);
  const idPrefix = `events-block-${useId().replaceAll(':', '')}`;
  const { data: categories } = useApi('eventCategories', {});
  const tabs = useMemo(
    () =>
      [...new Set(entry.categories)].slice(0, MAX_EVENT_TABS).map((id) => ({
        id,
        name: categories?.find((category) => category.id === id)?.name ?? 'Events',
      })),
    [entry.categories, categories],
  );
  const [selected, setSelected] = useState(0);
  const tab = tabs[selected] ?? tabs[0];
  const { events, error, isLoading } = useBlockEvents(tab?.id, entry.limit, entry.days);
  const title = block.title ?? 'Upcoming Events';

  return (
    <section className={`mf-events ${styles.block}`} aria-labelledby={`${idPrefix}-title`}>
      <h2 id={`${idPrefix}-title`} className={styles.heading}>
        {title}
      </h2>
      {tabs.length > 1 ? (
        <CategoryTabs tabs={tabs} selected={selected} onSelect={setSelected} idPrefix={idPrefix} label={`${title} categories`} />
      ) : null}
      <div
        id={panelId(idPrefix)}
        className={styles.panel}
        {...(tabs.length > 1 ? { role: 'tabpanel', 'aria-labelledby': tabId(idPrefix, selected) } : {})}
      >
        {!tab ? null : error ? (
          <p className={styles.empty}>Events could not be loaded.</p>
        ) : isLoading || !events ? (
          <CardGridSkeleton count={4} label="Loading events" />
        ) : events.length === 0 ? (
          <p className={styles.empty}>No upcoming events in {tab.name}</p>
        ) : (
          <EventsCarousel key={tab.id} events={events} label={`${tab.name} events`} />
        )}
      </div>
      {entry.link ? (
        <p className={styles.more}>
          <Link className={styles.button} to={entry.link}>
            {entry.button_text ?? 'View All Events'}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
