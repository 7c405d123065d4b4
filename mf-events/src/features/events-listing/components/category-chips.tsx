import type { EventCategory } from '@valley/shared/schemas/event';
import styles from './events-listing.module.css';

interface CategoryChipsProps {
  categories: EventCategory[] | undefined;
  /** The chosen category, or null for All. */
  selected: number | null;
  onSelect: (categoryId: number | null) => void;
}

/** 'All' plus one button per event category (public-site §2); the pressed one is the filter. */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  return (
    <div className={styles.chips} role="group" aria-label="Event categories">
      <button type="button" className={styles.chip} aria-pressed={selected === null} onClick={() => onSelect(null)}>
        All
      </button>
      {(categories ?? []).map((category) => (
        <button key={category.id} type="button" className={styles.chip} aria-pressed={selected === category.id} onClick={() => onSelect(category.id)}>
          {category.name}
        </button>
      ))}
    </div>
  );
}
