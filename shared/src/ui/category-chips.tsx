import styles from './category-chips.module.css';

export interface CategoryChipsProps {
  /** The group's name ('Event categories'). */
  label: string;
  /** Undefined when they could not be loaded: All alone, so the listing keeps its place. */
  categories: readonly { id: number; name: string }[] | undefined;
  /** The chosen category ids; a chip is pressed when it alone is chosen, All when none is (several, from a filter drawer: none). */
  selected: readonly number[];
  onSelect: (categoryIds: number[]) => void;
}

/** 'All' plus one chip per category (public-site §2), a listing's quick filter; nothing for an empty list. */
export function CategoryChips({ label, categories, selected, onSelect }: CategoryChipsProps) {
  if (categories?.length === 0) return null;
  const only = selected.length === 1 ? selected[0] : undefined;
  return (
    <div className={styles.chips} role="group" aria-label={label}>
      <button type="button" className={styles.chip} aria-pressed={selected.length === 0} onClick={() => onSelect([])}>
        All
      </button>
      {(categories ?? []).map((category) => (
        <button key={category.id} type="button" className={styles.chip} aria-pressed={only === category.id} onClick={() => onSelect([category.id])}>
          {category.name}
        </button>
      ))}
    </div>
  );
}
