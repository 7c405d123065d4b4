import { useId, type ReactNode, type SelectHTMLAttributes } from 'react';
import styles from './select.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'children' | 'multiple'> {
  /** The visible label ('Sort By'): the select's accessible name. */
  label: ReactNode;
  options: readonly SelectOption[];
}

/**
 * The site's select: a native <select> drawn in the site's look (border, radius, chevron), so the keyboard, the screen reader and a
 * phone's own picker work as they do for any select; its label beside it. One look for every listing's Sort By (issue 47).
 */
export function Select({ label, options, id, className, ...select }: SelectProps) {
  const ownId = useId();
  const selectId = id ?? ownId;
  return (
    <span className={className ? `${styles.field} ${className}` : styles.field}>
      <label className={styles.label} htmlFor={selectId}>
        {label}
      </label>
      <span className={styles.control}>
        <select {...select} id={selectId} className={styles.select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </span>
    </span>
  );
}
