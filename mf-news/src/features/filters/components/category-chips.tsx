import type { NewsCategory } from '@valley/shared/schemas/news';
import styles from './filters.module.css';

export interface CategoryChipsProps {
  categories: NewsCategory[];
  /** The chosen category ids; a chip is pressed when it alone is chosen, All when none is. */
  selected: number[];
  onSelect: (categoryIds: number[]) => void;
}

/** 'All' plus one chip per category (public-site §2); choosing one shows that category from the first page. */
export function CategoryChips({ categories, selected, onSelect }: CategoryChipsProps) {
  if (categories.length === 0) return null;
  const only = selected.length === 1 ? selected[0] : undefined;
  return (
    <div className={styles.chips} role="group" aria-label="Categories">
      <button type="button" className={styles.chip} aria-pressed={selected.length === 0} onClick={() => onSelect([])}>
        All
      </button>
      {categories.map((category) => (
        <button key={category.id} type="button" className={styles.chip} aria-pressed={only === category.id} onClick={() => onSelect([category.id])}>
          {category.name}
        </button>
      ))}
    </div>
  );
}
