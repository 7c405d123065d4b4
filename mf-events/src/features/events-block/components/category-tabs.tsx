import { useRef, type KeyboardEvent } from 'react';
import styles from './events-block.module.css';

export interface CategoryTab {
  id: number;
  name: string;
}

interface CategoryTabsProps {
  tabs: CategoryTab[];
  selected: number;
  onSelect: (index: number) => void;
  /** Prefix for the tab and panel ids (unique per block). */
  idPrefix: string;
  label: string;
}

export const tabId = (prefix: string, index: number) => `${prefix}-tab-${index}`;
export const panelId = (prefix: string) => `${prefix}-panel`;

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select. */
export function CategoryTabs({ tabs, selected, onSelect, idPrefix, label }: CategoryTabsProps) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  const move = (index: number) => {
    onSelect(index);
    refs.current[index]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowRight: selected >= last ? 0 : selected + 1,
      ArrowLeft: selected <= 0 ? last : selected - 1,
      Home: 0,
      End: last,
    };
    const target = next[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div className={styles.tabs} role="tablist" aria-label={label}>
      {tabs.map((tab, index) => (
        <button
          key={tab.id}
          ref={(node) => {
            refs.current[index] = node;
          }}
          id={tabId(idPrefix, index)}
          type="button"
          role="tab"
          className={styles.tab}
          aria-selected={index === selected}
          aria-controls={panelId(idPrefix)}
          tabIndex={index === selected ? 0 : -1}
          onClick={() => onSelect(index)}
          onKeyDown={onKeyDown}
        >
          {tab.name}
        </button>
      ))}
    </div>
  );
}
