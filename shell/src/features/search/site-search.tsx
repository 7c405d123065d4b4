import { useEffect, useId, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { Link, useNavigate } from '@valley/shared/router';
import { SEARCH_TEXT_MAX } from '@valley/shared/api/limits';
import { warmRemoteFor } from '../../components/site-link';
import { routeHref } from '../../config/remote-routes';
import { SEARCH_MIN_LENGTH, searchMessage, searchPageHref, useSiteSearch, type SearchItem } from './use-site-search';
import styles from './site-search.module.css';
import { Button } from '@valley/shared/ui/button';

export interface SiteSearchProps {
  /** 'header': results in a popover under the box; 'menu': results inline, plus 'Reset Search'. */
  variant: 'header' | 'menu';
  /** Called after a result is opened, e.g. so the mobile menu can close itself. */
  onNavigate?: () => void;
}

/** Warms the remote that owns an internal result, so opening it does not wait for the remote. */
function warm(item: SearchItem | undefined) {
  if (item && !item.external) warmRemoteFor(item.href);
}

/**
 * The site search box (public-site §1, §4): a WAI-ARIA combobox with results grouped by kind. Focus stays in the input;
 * ArrowDown/ArrowUp move the active result, Enter opens it, Escape closes the results.
 */
export function SiteSearch({ variant, onNavigate }: SiteSearchProps) {
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const { status, groups, failed } = useSiteSearch(text);
  const navigate = useNavigate();
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-results`;
  const rootRef = useRef<HTMLFormElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);
  const indexOf = useMemo(() => new Map(items.map((item, index) => [item.key, index])), [items]);
  const activeIndex = activeKey === null ? -1 : (indexOf.get(activeKey) ?? -1);
  const active = items[activeIndex];
  const expanded = open && status !== 'idle';
  const optionId = (index: number) => `${id}-option-${index}`;
  const activeId = expanded && active ? optionId(activeIndex) : undefined;

  useEffect(() => {
    if (!activeId) return;
    document.getElementById(activeId)?.scrollIntoView?.({ block: 'nearest' });
  }, [activeId]);

  useEffect(() => {
    if (expanded) warm(active);
  }, [expanded, active]);

  // The header popover closes on a click or tap outside the search.
  useEffect(() => {
    if (!expanded || variant !== 'header') return undefined;
    const onPointerDown = (event: Event) => {
      if (!rootRef.current?.contains(event.target as Node | null)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [expanded, variant]);

  const close = () => {
    setOpen(false);
    setActiveKey(null);
  };

  const reset = () => {
    setText('');
    close();
    inputRef.current?.focus();
  };

  const opened = () => {
    close();
    onNavigate?.();
  };

  const openResult = (item: SearchItem) => {
    if (item.external) window.open(item.href, '_blank', 'noopener,noreferrer');
    else void navigate(item.href);
    opened();
  };

  const move = (step: 1 | -1) => {
    if (items.length === 0) return;
    const from = expanded ? activeIndex : -1;
    const next = from === -1 ? (step === 1 ? 0 : items.length - 1) : (from + step + items.length) % items.length;
    setActiveKey(items[next]?.key ?? null);
  };

  // The header popover also closes when keyboard focus leaves the search.
  const onBlur = (event: FocusEvent) => {
    if (variant === 'header' && !rootRef.current?.contains(event.relatedTarget as Node | null)) close();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        setOpen(true);
        move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (expanded && active) {
          event.preventDefault();
          openResult(active);
        }
        break;
      case 'Escape':
        if (expanded) {
          // Handled here: the mobile menu listening on the document must not close as well.
          event.preventDefault();
          event.stopPropagation();
          close();
          inputRef.current?.focus();
        }
        break;
      default:
        break;
    }
  };

  const query = text.trim();
  const message = searchMessage({ status, groups, failed }, query);

  return (
    <form
      ref={rootRef}
      role="search"
      aria-label="Site"
      className={`${styles.search} ${variant === 'header' ? styles.header : styles.menu}`}
      // Without JavaScript the form goes to the results page; with it, so does Enter with no result chosen.
      action={routeHref('shell', 'search')}
      method="get"
      onSubmit={(event) => {
        event.preventDefault();
        if (query.length < SEARCH_MIN_LENGTH) {
          setOpen(true);
          return;
        }
        void navigate(searchPageHref(query));
        opened();
      }}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Search the site
      </label>
      <div className={styles.field}>
        <input
          ref={inputRef}
          id={inputId}
          name="q"
          type="text"
          role="combobox"
          className={styles.input}
          placeholder="Search"
          autoComplete="off"
          enterKeyHint="search"
          spellCheck={false}
          // The API takes no longer search (a 400 there would read as 'No results').
          maxLength={SEARCH_TEXT_MAX}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listboxId}
          aria-activedescendant={activeId}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
            setOpen(true);
            setActiveKey(null);
          }}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        {variant === 'header' && text ? (
          <button type="button" className={styles.clear} aria-label="Clear search" onClick={reset} onBlur={onBlur}>
            <span aria-hidden="true">×</span>
          </button>
        ) : null}
      </div>
      {variant === 'menu' ? (
        <Button variant="outline" onClick={reset}>
          Reset Search
        </Button>
      ) : null}
      <div className={variant === 'header' ? styles.popover : styles.inline} hidden={!expanded}>
        <p role="status" className={status === 'done' && items.length > 0 ? 'visually-hidden' : failed ? `${styles.message} ${styles.failed}` : styles.message}>
          {expanded ? message : ''}
        </p>
        <div
          id={listboxId}
          role="listbox"
          aria-label="Search results"
          className={styles.listbox}
          hidden={items.length === 0}
          tabIndex={-1}
          // Keeps focus in the input, so its blur cannot close the popover before a click lands.
          onMouseDown={(event) => event.preventDefault()}
        >
          {groups.map((group) => {
            const labelId = `${id}-group-${group.kind}`;
            return (
              <div key={group.kind} role="group" aria-labelledby={labelId} className={styles.group}>
                <div role="presentation" id={labelId} className={styles.groupLabel}>
                  {group.label}
                </div>
                {group.items.map((item) => {
                  const index = indexOf.get(item.key) ?? -1;
                  const selected = index === activeIndex;
                  return (
                    <div
                      key={item.key}
                      id={optionId(index)}
                      role="option"
                      aria-selected={selected}
                      className={selected ? `${styles.option} ${styles.active}` : styles.option}
                    >
                      {item.external ? (
                        <a href={item.href} target="_blank" rel="noopener noreferrer" tabIndex={-1} className={styles.link} onClick={opened}>
                          {item.title}
                          <span className="visually-hidden"> (opens in a new tab)</span>
                        </a>
                      ) : (
                        <Link to={item.href} tabIndex={-1} className={styles.link} onClick={opened} onMouseEnter={() => warm(item)}>
                          {item.title}
                        </Link>
                      )}
                    </div>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </form>
  );
}
