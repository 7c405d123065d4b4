import { useId, useMemo, useState } from 'react';
import { useApi } from '@valley/shared/api/swr';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import type { CardBreakpoints } from '@valley/shared/slider/settings';
import { CardGridSkeleton } from '@valley/shared/ui/skeleton';
import { Tabs } from '@valley/shared/ui/tabs';
import { EventsCarousel } from '../../../components/events-carousel';
import { openingTab, parseEventsBlockEntry, tabIds } from '../api/block-entry';
import { useBlockEvents } from '../api/use-block-events';
import styles from './events-block.module.css';
import { BlockFrame, BlockMoreLink } from '@valley/shared/ui/block-frame';

/** Slides per view of the home events carousel (public-site §9): 1, 2 from 480 px, 3 from 600, 4 from 1024. */
export const EVENT_BREAKPOINTS: CardBreakpoints = [
  [480, 2],
  [600, 3],
  [1024, 4],
];

/** Home `events` block: up to five category tabs over a carousel of each category's upcoming events. */
export function EventsBlock({ block }: ContentBlockProps) {
  const entry = useMemo(() => parseEventsBlockEntry(block.entry), [block.entry]);
  const idPrefix = `events-block-${useId().replaceAll(':', '')}`;
  const { data: categories } = useApi('eventCategories', {});
  const tabs = useMemo(
    () => tabIds(entry, categories).map((id) => ({ id, name: categories?.find((category) => category.id === id)?.name ?? 'Events' })),
    [entry, categories],
  );
  const [chosen, setSelected] = useState<number | null>(null);
  const selected = chosen ?? openingTab(tabs.map((tab) => tab.id));
  const tab = tabs[selected] ?? tabs[0];
  const { events, error } = useBlockEvents(tab?.id, entry.limit, entry.days);
  const title = block.title ?? 'Upcoming Events';
  const panel = !tab ? null : error ? (
    <p className={styles.empty}>Events could not be loaded.</p>
  ) : !events ? (
    <CardGridSkeleton count={4} label="Loading events" />
  ) : events.length === 0 ? (
    <p className={styles.empty}>No upcoming events in {tab.name}</p>
  ) : (
    <EventsCarousel key={tab.id} events={events} label={`${tab.name} events`} breakpoints={EVENT_BREAKPOINTS} />
  );

  return (
    <BlockFrame scope="mf-events" title={title} titleId={`${idPrefix}-title`}>
      {tabs.length > 1 ? (
        <Tabs
          variant="pills"
          label={`${title} categories`}
          idPrefix={idPrefix}
          items={tabs.map((category, index) => ({ key: index, label: category.name }))}
          selected={selected}
          onSelect={setSelected}
          className={styles.tabs}
          panelClassName={styles.panel}
        >
          {panel}
        </Tabs>
      ) : (
        <div className={styles.panel}>{panel}</div>
      )}
      <BlockMoreLink to={entry.link}>{entry.button_text ?? 'View All Events'}</BlockMoreLink>
    </BlockFrame>
  );
}
