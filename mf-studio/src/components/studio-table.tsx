import type { ReactNode } from 'react';
import tables from './studio-table.module.css';

/** A studio list as a table: its caption for screen readers, its column headings, then `children` as its rows. */
export function StudioTable({ caption, columns, children }: { caption: string; columns: ReactNode[]; children: ReactNode }) {
  return (
    <table className={tables.table}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, index) => (
            <th key={index} scope="col">
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}
