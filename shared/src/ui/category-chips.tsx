import { useEffect, useRef } from 'react';
import styles from './category-chips.module.css';

/** The width of the fade at the row's end (category-chips.module.css: --space-12). */
const FADE_PX = 48;

export interface CategoryChipsProps {
  /** The group's name ('Event categories'). */
  label: string;
  /** Undefined when they could not be loaded: All alone, so the listing keeps its place. */
  categories: readonly { id: number; name: string }[] | undefined;
  /** The chosen category ids; a chip is pressed when it alone is chosen, All when none is (several, from a filter drawer: none). */
  selected: readonly number[];
  onSelect: (categoryIds: number[]) => void;
}

/**
 * 'All' plus one chip per category (public-site §2), a listing's quick filter; nothing for an empty list. On a phone the chips are one
 * row that scrolls sideways (category-chips.module.css) instead of rows that push the results down (issue 47).
 */
export function CategoryChips({ label, categories, selected, onSelect }: CategoryChipsProps) {
  const row = useRef<HTMLDivElement>(null);
  const only = selected.length === 1 ? selected[0] : undefined;
  const loaded = categories !== undefined;
  // A page opened with a category chosen shows its chip when the row scrolls and the chip is past its edge (only the row scrolls, never
  // the page). Once, as the chips arrive: after that the visitor's own scrolling decides.
  useEffect(() => {
    const list = row.current;
    const pressed = list?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!list || !pressed || !loaded) return;
    const box = list.getBoundingClientRect();
    const chip = pressed.getBoundingClientRect();
    if (chip.right > box.right - FADE_PX) list.scrollLeft += chip.left - box.left - FADE_PX;
  }, [loaded]);
  if (categories?.length === 0) return null;
  return (
    <div ref={row} className={styles.chips} role="group" aria-label={label}>
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
