import { useState, type FormEvent } from 'react';
import { useApi } from '@valley/shared/api/swr';
import type { LookupItem } from '@valley/shared/schemas/destination';
import { EMPTY_FILTERS, type ListingFilters } from '../api/listing-query';
import styles from '../../../components/listing/listing.module.css';
import { Button } from '@valley/shared/ui/button';
import { SearchTextField } from '../../../components/listing/story-filter-form';

type IdKey = 'experiences' | 'activities' | 'categories';

interface ChoicesProps {
  legend: string;
  list: { data?: LookupItem[]; error?: unknown };
  chosen: number[];
  onToggle: (id: number) => void;
}

/** One list of checkboxes; while loading, empty or failed it says which (public-site §5: 'Loading categories...', 'No categories available'). */
function Choices({ legend, list: { data: items, error }, chosen, onToggle }: ChoicesProps) {
  const noun = legend.toLowerCase();
  return (
    <fieldset className={styles.choices}>
      <legend>{legend}</legend>
      {error && !items ? (
        <p className={styles.muted} role="alert">
          The {noun} could not be loaded.
        </p>
      ) : !items ? (
        <p className={styles.muted}>Loading {noun}...</p>
      ) : items.length === 0 ? (
        <p className={styles.muted}>No {noun} available</p>
      ) : (
        <div className={styles.choiceList}>
          {items.map((item) => (
            <label key={item.id} className={styles.choice}>
              <input type="checkbox" checked={chosen.includes(item.id)} onChange={() => onToggle(item.id)} /> {item.name}
            </label>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The filter drawer's form (public-site §4): Submit applies and closes; Reset clears every filter and closes. */
export function DestinationFilterForm({
  initial,
  onApply,
  onClose,
}: {
  initial: ListingFilters;
  onApply: (filters: ListingFilters) => void;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState<ListingFilters>(initial);
  const experiences = useApi('experiencesList', {});
  const activities = useApi('activitiesList', {});
  const categories = useApi('categoriesList', {});

  const toggle = (key: IdKey, id: number) =>
    setDraft((current) => ({ ...current, [key]: current[key].includes(id) ? current[key].filter((value) => value !== id) : [...current[key], id] }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
    onClose();
  };
  const reset = () => {
    onApply(EMPTY_FILTERS);
    onClose();
  };

  return (
    <form className={styles.filterForm} onSubmit={submit} aria-label="Filter destinations">
      <SearchTextField label="Name" value={draft.name} onChange={(name) => setDraft({ ...draft, name })} />
      <Choices legend="Experiences" list={experiences} chosen={draft.experiences} onToggle={(id) => toggle('experiences', id)} />
      <Choices legend="Activities" list={activities} chosen={draft.activities} onToggle={(id) => toggle('activities', id)} />
      <Choices legend="Categories" list={categories} chosen={draft.categories} onToggle={(id) => toggle('categories', id)} />
      <div className={styles.formButtons}>
        <Button variant="outline" onClick={reset}>
          Reset
        </Button>
        <Button type="submit">Apply Filters</Button>
      </div>
    </form>
  );
}
