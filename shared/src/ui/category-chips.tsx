import { useEffect, useRef, type ReactNode } from 'react';
import { DrawerLink } from './drawer-link';
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
  /** The listing's query once a chip is chosen: each chip is then a link to it, which works before the page is live and without
   * JavaScript, and selects in place once it is (issue 44). Without it the chips are buttons. */
  queryFor?: (categoryIds: number[]) => URLSearchParams;
}

/**
 * 'All' plus one chip per category (public-site §2), a listing's quick filter; nothing for an empty list. On a phone the chips are one
 * row that scrolls sideways (category-chips.module.css) instead of rows that push the results down (issue 47).
 */
export function CategoryChips({ label, categories, selected, onSelect, queryFor }: CategoryChipsProps) {
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
  const chip = (key: string, ids: number[], pressed: boolean, name: ReactNode) => {
    if (!queryFor)
      return (
        <button key={key} type="button" className={styles.chip} aria-pressed={pressed} onClick={() => onSelect(ids)}>
          {name}
        </button>
      );
    const query = queryFor(ids).toString();
    return (
      <DrawerLink key={key} href={`?${query}`} className={styles.chip} aria-pressed={pressed} onOpen={() => onSelect(ids)}>
        {name}
      </DrawerLink>
    );
  };
  return (
    <div ref={row} className={styles.chips} role="group" aria-label={label}>
      {chip('all', [], selected.length === 0, 'All')}
      {(categories ?? []).map((category) => chip(String(category.id), [category.id], only === category.id, category.name))}
    </div>
  );
}
