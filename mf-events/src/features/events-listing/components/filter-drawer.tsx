import { useId, useMemo, useState, type FormEvent } from 'react';
import { useApi } from '@valley/shared/api/swr';
import { FilterDrawer as FilterDrawerFrame } from '@valley/shared/ui/filter-drawer';
import { EVENT_LOOKAHEAD_DAYS } from '../../../lib/dates';
import type { EventFilters } from '../../../lib/event-filters';
import type { EventCategory } from '@valley/shared/schemas/event';
import styles from './filter-drawer.module.css';
import { SEARCH_TEXT_MAX } from '@valley/shared/api/limits';

interface FilterDrawerProps {
  open: boolean;
  filters: EventFilters;
  /** Submit: sends the filters and closes. */
  onApply: (next: EventFilters) => void;
  /** Reset: reloads unfiltered and closes. */
  onReset: () => void;
  onClose: () => void;
  /** The listing's categories (its page's loader's); null on a category page, whose listing is one category already. */
  categories: EventCategory[] | null;
}

const toggle = (list: number[], id: number, on: boolean) => (on ? [...new Set([...list, id])] : list.filter((item) => item !== id));

/** A list of checkboxes, one a choice, ticked while its id is chosen; `onChange` gets the ids chosen after a tick. */
function Checkboxes({
  choices,
  chosen,
  onChange,
  className = styles.options,
}: {
  choices: { id: number; name: string }[];
  chosen: number[];
  onChange: (chosen: number[]) => void;
  className?: string;
}) {
  return (
    <ul className={className}>
      {choices.map((choice) => (
        <li key={choice.id}>
          <label>
            <input type="checkbox" checked={chosen.includes(choice.id)} onChange={(change) => onChange(toggle(chosen, choice.id, change.target.checked))} />{' '}
            {choice.name}
          </label>
        </li>
      ))}
    </ul>
  );
}

/** The left-hand filter drawer of the event listings: categories, destinations, title and date range. */
export function FilterDrawer({ open, ...props }: FilterDrawerProps) {
  // Mounted only while open, so each opening starts from the filters in the URL.
  return open ? <FilterForm {...props} /> : null;
}

function FilterForm({ filters, onApply, onReset, onClose, categories }: Omit<FilterDrawerProps, 'open'>) {
  const formId = useId();
  const [draft, setDraft] = useState(filters);
  const [place, setPlace] = useState('');
  const { data: destinations, isLoading: destinationsLoading } = useApi('destinationsSearch', { body: { order: 'name' } });
  const shownDestinations = useMemo(() => {
    const words = place.trim().toLowerCase();
    const list = destinations ?? [];
    // Chosen places stay listed whatever is typed, so they can be unticked.
    return words ? list.filter((item) => item.name.toLowerCase().includes(words) || draft.destinations.includes(item.id)) : list;
  }, [destinations, place, draft.destinations]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply({ ...draft, title: draft.title.trim() });
  };

  return (
    <FilterDrawerFrame open onClose={onClose} title="Filter Events" formId={formId} onReset={onReset} className="mf-events">
      <form id={formId} className={styles.form} onSubmit={submit}>
        {categories ? (
          <fieldset className={styles.fieldset}>
            <legend>Categories</legend>
            {!categories.length ? (
              <p className={styles.note}>No categories available</p>
            ) : (
              <Checkboxes choices={categories} chosen={draft.categories} onChange={(chosen) => setDraft({ ...draft, categories: chosen })} />
            )}
          </fieldset>
        ) : null}

        <fieldset className={styles.fieldset}>
          <legend>Destinations</legend>
          <label className={styles.field}>
            <span>Find a destination</span>
            <input type="search" value={place} onChange={(change) => setPlace(change.target.value)} />
          </label>
          {destinationsLoading ? (
            <p className={styles.note}>Loading destinations...</p>
          ) : shownDestinations.length === 0 ? (
            <p className={styles.note}>No destinations found</p>
          ) : (
            <Checkboxes
              className={`${styles.options} ${styles.scroll}`}
              choices={shownDestinations}
              chosen={draft.destinations}
              onChange={(chosen) => setDraft({ ...draft, destinations: chosen })}
            />
          )}
        </fieldset>

        <label className={styles.field}>
          <span>Title</span>
          <input type="text" value={draft.title} maxLength={SEARCH_TEXT_MAX} onChange={(change) => setDraft({ ...draft, title: change.target.value })} />
        </label>

        <fieldset className={styles.fieldset}>
          <legend>Dates</legend>
          <div className={styles.dates}>
            <label className={styles.field}>
              <span>From</span>
              <input type="date" value={draft.from ?? ''} onChange={(change) => setDraft({ ...draft, from: change.target.value || null })} />
            </label>
            <label className={styles.field}>
              <span>To</span>
              <input
                type="date"
                value={draft.to ?? ''}
                min={draft.from ?? undefined}
                onChange={(change) => setDraft({ ...draft, to: change.target.value || null })}
              />
            </label>
          </div>
          <p className={styles.note}>With no dates, events from today through the next {EVENT_LOOKAHEAD_DAYS} days are shown.</p>
        </fieldset>
      </form>
    </FilterDrawerFrame>
  );
}
