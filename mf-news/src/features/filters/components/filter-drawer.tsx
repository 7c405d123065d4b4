import { useId, useState, type FormEvent } from 'react';
import type { NewsCategory } from '@valley/shared/schemas/news';
import { FilterDrawer as FilterDrawerFrame } from '@valley/shared/ui/filter-drawer';
import type { DispatchFilters, NewsOrder } from '../../../lib/dispatch-filters';
import styles from './filters.module.css';

export interface FilterDrawerProps {
  open: boolean;
  onClose: () => void;
  filters: DispatchFilters;
  categories: NewsCategory[];
  categoriesLoading: boolean;
  /** Submit: the chosen filters (the page trims the title and leaves blanks out). */
  onApply: (filters: DispatchFilters) => void;
  /** Reset: the list unfiltered. */
  onReset: () => void;
}

const ORDERS: { value: NewsOrder; label: string }[] = [
  { value: 'latest', label: 'Latest' },
  { value: 'oldest', label: 'Oldest' },
];

/** The left filter drawer: title, categories and order; submit applies and closes, Reset clears and closes (public-site §4). */
export function FilterDrawer({ open, onClose, onReset, ...rest }: FilterDrawerProps) {
  const formId = `dispatch-filters-${useId().replaceAll(':', '')}`;
  return (
    <FilterDrawerFrame open={open} onClose={onClose} title="Filter Posts" formId={formId} onReset={onReset}>
      {/* Mounted only while open, so every opening starts from the filters in the URL. */}
      {open ? <FilterForm formId={formId} {...rest} /> : null}
    </FilterDrawerFrame>
  );
}

type FilterFormProps = Omit<FilterDrawerProps, 'open' | 'onClose' | 'onReset'> & { formId: string };

function FilterForm({ formId, filters, categories, categoriesLoading, onApply }: FilterFormProps) {
  const id = useId();
  const [title, setTitle] = useState(filters.title);
  const [chosen, setChosen] = useState<number[]>(filters.categories);
  const [order, setOrder] = useState<NewsOrder>(filters.order);

  const toggle = (categoryId: number, checked: boolean) =>
    setChosen((current) => (checked ? [...current.filter((value) => value !== categoryId), categoryId] : current.filter((value) => value !== categoryId)));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // Chosen in the list's order, so the same choice always gives the same URL.
    const ordered = categories.map((category) => category.id).filter((categoryId) => chosen.includes(categoryId));
    onApply({ title: title.trim(), categories: ordered, order });
  };

  return (
    <form id={formId} className={styles.form} onSubmit={submit}>
      <div className={styles.field}>
        <label htmlFor={`${id}-title`}>Title</label>
        <input id={`${id}-title`} type="search" value={title} onChange={(event) => setTitle(event.target.value)} maxLength={200} autoComplete="off" />
      </div>
      <fieldset className={styles.fieldset}>
        <legend>Categories</legend>
        {categoriesLoading ? (
          <p className={styles.hint}>Loading categories...</p>
        ) : categories.length === 0 ? (
          <p className={styles.hint}>No categories available</p>
        ) : (
          categories.map((category) => (
            <label key={category.id} className={styles.check}>
              <input type="checkbox" checked={chosen.includes(category.id)} onChange={(event) => toggle(category.id, event.target.checked)} />
              {category.name}
            </label>
          ))
        )}
      </fieldset>
      <div className={styles.field}>
        <label htmlFor={`${id}-order`}>Order</label>
        <select id={`${id}-order`} value={order} onChange={(event) => setOrder(event.target.value as NewsOrder)}>
          {ORDERS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </form>
  );
}
