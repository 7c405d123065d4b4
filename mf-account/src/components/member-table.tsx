import { useState, type ReactNode } from 'react';
import styles from './member-table.module.css';

/** The page sizes of a dashboard table (member-area §2, §9): 10, 25, 50, 100 or all rows. */
export const PAGE_SIZES = [10, 25, 50, 100, 'all'] as const;
export type PageSize = (typeof PAGE_SIZES)[number];

export interface TableRow {
  key: string | number;
  cells: ReactNode[];
  /** Edit, View, Remove, View Page: each button's accessible name says which item it acts on. */
  actions: ReactNode;
}

interface MemberTableProps {
  caption: string;
  /** Column headings; a heading that is not plain text (the Approved tooltip) names its cells on narrow screens by `labels`. */
  headers: ReactNode[];
  labels?: string[];
  rows: TableRow[];
  empty: ReactNode;
  /** Whether the page-size selector shows; the spec hides it (member-area §2), so by default all rows show: no pager a member cannot resize (decision 016). */
  showPageSize?: boolean;
}

/** The table of a dashboard tab: one row per item, its actions last; on a narrow screen each row is a card (title, status, actions). */
export function MemberTable({ caption, headers, labels = [], rows, empty, showPageSize = false }: MemberTableProps) {
  const cellLabel = (index: number) => {
    const header = headers[index];
    return labels[index] ?? (typeof header === 'string' ? header : undefined);
  };
  const [pageSize, setPageSize] = useState<PageSize>('all');
  const [page, setPage] = useState(0);
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;

  const pages = pageSize === 'all' ? 1 : Math.ceil(rows.length / pageSize);
  const current = Math.min(page, pages - 1);
  const first = pageSize === 'all' ? 0 : current * pageSize;
  const shown = pageSize === 'all' ? rows : rows.slice(first, first + pageSize);
  return (
    <div className={styles.frame}>
      <div className={styles.pageSize} hidden={!showPageSize}>
        <span aria-hidden="true">Show</span>
        <select
          aria-label="Rows shown"
          value={String(pageSize)}
          onChange={(event) => {
            setPageSize(event.target.value === 'all' ? 'all' : (Number(event.target.value) as PageSize));
            setPage(0);
          }}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={String(size)}>
              {size === 'all' ? 'Show All' : size}
            </option>
          ))}
        </select>
        <span aria-hidden="true">entries</span>
      </div>
      <div className={styles.scroll}>
        <table className={styles.table}>
          <caption className="visually-hidden">{caption}</caption>
          <thead>
            <tr>
              {headers.map((header, index) => (
                <th key={index} scope="col">
                  {header}
                </th>
              ))}
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row) => (
              <tr key={row.key}>
                {row.cells.map((cell, index) => (
                  <td key={index} data-label={cellLabel(index)}>
                    {cell}
                  </td>
                ))}
                <td className={styles.actions}>{row.actions}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pages > 1 ? (
        <nav className={styles.pager} aria-label={`${caption} pages`}>
          <button type="button" className={styles.action} disabled={current === 0} onClick={() => setPage(current - 1)}>
            Previous
          </button>
          <span>
            {first + 1}–{first + shown.length} of {rows.length}
          </span>
          <button type="button" className={styles.action} disabled={current === pages - 1} onClick={() => setPage(current + 1)}>
            Next
          </button>
        </nav>
      ) : null}
    </div>
  );
}

/** A small row action button whose visible word is followed by the item it acts on (for screen readers). */
export function RowAction({ label, subject, onClick }: { label: string; subject: string; onClick: () => void }) {
  return (
    <button type="button" className={styles.action} onClick={onClick}>
      {label}
      <span className="visually-hidden"> {subject}</span>
    </button>
  );
}

/** A loading placeholder the size of a short table. */
export function TableSkeleton({ label }: { label: string }) {
  return (
    <div className={styles.skeleton} role="status" aria-busy="true">
      <span className="visually-hidden">{label}</span>
      {Array.from({ length: 3 }, (_, index) => (
        <div key={index} className={styles.skeletonRow} aria-hidden="true" />
      ))}
    </div>
  );
}
