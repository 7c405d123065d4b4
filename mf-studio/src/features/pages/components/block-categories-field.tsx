import { useId } from 'react';
import { useApi } from '@valley/shared/api/swr';
import fields from '../../../components/form-fields.module.css';
import styles from './blocks-editor.module.css';

/**
 * A block's categories (an events block's tabs, the meetings listing's venues): ticked from the site's list, kept in the order they
 * were ticked, which is the order of the events block's tabs. An id the list no longer has stays shown until it is unticked.
 */
export function BlockCategoriesField({
  label,
  of,
  value,
  onChange,
}: {
  label: string;
  of: 'event' | 'destination';
  value: readonly number[];
  onChange: (ids: number[]) => void;
}) {
  const id = useId();
  const answer = useApi(of === 'event' ? 'eventCategories' : 'categoriesList', {});
  const listed = answer.data ?? [];
  const named = new Map(listed.map((category) => [category.id, category.name]));
  const nameOf = (category: number) => named.get(category) ?? `Category ${category} (no longer on the site)`;
  const options = [...listed.map((category) => category.id), ...value.filter((category) => !named.has(category))];
  const toggle = (category: number, on: boolean) => onChange(on ? [...value, category] : value.filter((chosen) => chosen !== category));

  return (
    <fieldset className={styles.categories} aria-describedby={`${id}-chosen`}>
      <legend>{label}</legend>
      {answer.error ? <p role="alert">The categories could not be loaded. The ones chosen are kept.</p> : null}
      {answer.isLoading ? <p role="status">Loading the categories…</p> : null}
      <p id={`${id}-chosen`} className={fields.note}>
        {value.length > 0 ? `Chosen, in order: ${value.map(nameOf).join(', ')}.` : 'None chosen: the site’s own choice.'}
      </p>
      <ul>
        {options.map((category) => (
          <li key={category}>
            <label>
              <input type="checkbox" checked={value.includes(category)} onChange={(event) => toggle(category, event.target.checked)} /> {nameOf(category)}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
