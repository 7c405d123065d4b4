import { useId, useState, type FormEvent } from 'react';
import { useQueryState } from '@valley/shared/ui/in-page-navigation';
import { STORY_SORTS, storyQuery, type StoryQuery } from '../../lib/story-query';
import type { ListingLayoutProps } from './listing-layout';
import styles from './listing.module.css';
import { Button } from '@valley/shared/ui/button';
import { SEARCH_TEXT_MAX } from '@valley/shared/api/limits';

type StoryFilters = Pick<StoryQuery, 'title' | 'name'>;

/** A filter's free text: a search box as long as the API takes. */
export function SearchTextField({ label, value, onChange }: { label: string; value: string; onChange: (value: string) => void }) {
  const id = useId();
  return (
    <label htmlFor={id} className={styles.field}>
      {label}
      <input id={id} type="search" value={value} onChange={(event) => onChange(event.target.value)} maxLength={SEARCH_TEXT_MAX} autoComplete="off" />
    </label>
  );
}

/** The filter drawer of the tip and itinerary lists: their title and their destination's name. */
export function StoryFilterForm({
  noun,
  initial,
  onApply,
  onClose,
}: {
  noun: string;
  initial: StoryFilters;
  onApply: (filters: StoryFilters) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<StoryFilters>(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    onClose();
  };
  return (
    <form className={styles.filterForm} onSubmit={submit} aria-label={`Filter ${noun}`}>
      <SearchTextField label="Title" value={draft.title} onChange={(title) => setDraft({ ...draft, title })} />
      <SearchTextField label="Destination" value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
      <div className={styles.formButtons}>
        <Button
          variant="outline"
          onClick={() => {
            onApply({ title: '', name: '' });
            onClose();
          }}
        >
          Reset
        </Button>
        <Button type="submit">Apply Filters</Button>
      </div>
    </form>
  );
}

/** The tip and itinerary lists' filters, sort and view from the URL query, and the listing layout's controls for them. */
export function useStoryControls(noun: string) {
  const [query, update] = useQueryState(storyQuery);
  const controls = {
    view: query.view,
    onViewChange: (view: StoryQuery['view']) => update({ view }),
    sort: { value: query.order, options: STORY_SORTS, onChange: (value: string) => update({ order: value === 'title' ? 'title' : 'upcoming' }) },
    filter: {
      activeCount: (query.title ? 1 : 0) + (query.name ? 1 : 0),
      render: (close: () => void) => <StoryFilterForm noun={noun} initial={query} onApply={update} onClose={close} />,
    },
  } satisfies Pick<ListingLayoutProps<{ id: number }>, 'view' | 'onViewChange' | 'sort' | 'filter'>;
  return { query, controls };
}
