import type { ReactNode } from 'react';
import styles from './member-table.module.css';

export interface TableRow {
  key: string | number;
  cells: ReactNode[];
  /** Edit, View, Remove, View Page: each button's accessible name says which item it acts on. */
  actions: ReactNode;
}

/** The table of a dashboard tab: one row per item, its actions last; an empty list says so. */
export function MemberTable({ caption, headers, rows, empty }: { caption: string; headers: ReactNode[]; rows: TableRow[]; empty: ReactNode }) {
  if (rows.length === 0) return <p className={styles.empty}>{empty}</p>;
  return (
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
          {rows.map((row) => (
            <tr key={row.key}>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
              <td className={styles.actions}>{row.actions}</td>
            </tr>
          ))}
        </tbody>
      </table>
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
