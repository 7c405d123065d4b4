import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { earlyTapMark, takeEarlyTap } from './early-tap';
import { useHydrated } from './hydrated';
import styles from './tabs.module.css';

export interface TabItem<K extends string | number> {
  key: K;
  label: ReactNode;
  /** Given on every item, each panel stays in the document, hidden until chosen, so find-in-page finds its text. */
  panel?: ReactNode;
}

export interface TabsProps<K extends string | number> {
  items: TabItem<K>[];
  /** The chosen tab lives with the caller (the URL, a wizard's step), so a tab can be linked. */
  selected: K;
  /** May refuse (a wizard step that does not validate): focus follows only a change of `selected`. */
  onSelect: (key: K) => void;
  /** The tab list's name, or the id of the heading that names it. */
  label?: string;
  labelledBy?: string;
  /** 'underline' (default), or 'pills': the home events block's category buttons. */
  variant?: 'underline' | 'pills';
  /** Prefix of the tab and panel ids (unique on the page); generated when not given. */
  idPrefix?: string;
  /** Classes of the tab list and of the panels. */
  className?: string;
  panelClassName?: string;
  /** The chosen tab's panel, when the items carry none. */
  children?: ReactNode;
}

const MOVES: Record<string, (at: number, last: number) => number> = {
  ArrowRight: (at, last) => (at >= last ? 0 : at + 1),
  ArrowLeft: (at, last) => (at <= 0 ? last : at - 1),
  Home: () => 0,
  End: (_at, last) => last,
};

/** WAI-ARIA tabs with automatic activation: arrows (wrapping), Home and End choose a tab and focus it; only the chosen tab is tabbable. */
export function Tabs<K extends string | number>({
  items,
  selected,
  onSelect,
  label,
  labelledBy,
  variant = 'underline',
  idPrefix,
  className,
  panelClassName,
  children,
}: TabsProps<K>) {
  const generated = useId();
  const prefix = idPrefix ?? `tabs${generated.replaceAll(/[^\w-]/g, '')}`;
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const focusNext = useRef<K | null>(null);
  const index = Math.max(
    0,
    items.findIndex((item) => item.key === selected),
  );

  // A tab pressed before the page was live is chosen once it is (decision 135); drawn the same, it keeps the server's look meanwhile.
  const live = useHydrated();
  useEffect(() => {
    const tapped = live ? takeEarlyTap((element) => tabs.current.includes(element as HTMLButtonElement)) : null;
    if (tapped instanceof HTMLElement) tapped.click();
  }, [live]);

  useEffect(() => {
    if (focusNext.current !== selected) return;
    focusNext.current = null;
    tabs.current[index]?.focus();
  }, [selected, index]);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, at: number) => {
    const move = MOVES[event.key];
    const target = move ? items[move(at, items.length - 1)] : undefined;
    if (!target) return;
    event.preventDefault();
    focusNext.current = target.key;
    onSelect(target.key);
  };

  const tabId = (at: number) => `${prefix}-tab-${at}`;
  const panelId = (at: number | null) => (at === null ? `${prefix}-panel` : `${prefix}-panel-${at}`);
  const eachPanel = items.length > 0 && items.every((item) => item.panel !== undefined);
  if (items.length === 0) return null;
  return (
    <>
      <div
        role="tablist"
        aria-label={labelledBy ? undefined : label}
        aria-labelledby={labelledBy}
        className={[styles.list, styles[variant], className].filter(Boolean).join(' ')}
      >
        {items.map((item, at) => (
          <button
            key={item.key}
            ref={(node) => {
              tabs.current[at] = node;
            }}
            id={tabId(at)}
            type="button"
            role="tab"
            className={styles.tab}
            aria-selected={at === index}
            aria-controls={panelId(eachPanel ? at : null)}
            tabIndex={at === index ? 0 : -1}
            onClick={() => onSelect(item.key)}
            onKeyDown={(event) => onKeyDown(event, at)}
            {...(live ? {} : earlyTapMark(tabId(at)))}
          >
            {item.label}
          </button>
        ))}
      </div>
      {eachPanel ? (
        // Panels of text only: each is a Tab stop, so a keyboard can reach and scroll it.
        items.map((item, at) => (
          <div key={item.key} role="tabpanel" id={panelId(at)} aria-labelledby={tabId(at)} tabIndex={0} hidden={at !== index} className={panelClassName}>
            {item.panel}
          </div>
        ))
      ) : (
        <div role="tabpanel" id={panelId(null)} aria-labelledby={tabId(index)} className={panelClassName}>
          {children}
        </div>
      )}
    </>
  );
}
