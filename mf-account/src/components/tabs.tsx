import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import styles from './tabs.module.css';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

/**
 * Tabs after the WAI-ARIA pattern: arrow keys, Home and End move between tabs; the children are
 * the chosen tab's panel. The chosen key lives with the caller (the URL), so a tab can be linked.
 */
export function Tabs<K extends string>({ label, items, selected, onSelect, idPrefix, children }: { label: string; items: TabItem<K>[]; selected: K; onSelect: (key: K) => void; idPrefix: string; children: ReactNode }) {
  const list = useRef<HTMLDivElement>(null);
  const current = items.find((item) => item.key === selected) ?? items[0];

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = items[(next + items.length) % items.length];
    if (!target) return;
    onSelect(target.key);
    list.current?.querySelector<HTMLButtonElement>(`#${idPrefix}-tab-${target.key}`)?.focus();
  };

  if (!current) return null;
  return (
    <div className={styles.tabs}>
      <div role="tablist" aria-label={label} className={styles.list} ref={list}>
        {items.map((item, index) => (
          <button
            key={item.key}
            id={`${idPrefix}-tab-${item.key}`}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={item.key === current.key}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={item.key === current.key ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {item.label}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`${idPrefix}-panel`} aria-labelledby={`${idPrefix}-tab-${current.key}`} className={styles.panel}>
        {children}
      </div>
    </div>
  );
}
