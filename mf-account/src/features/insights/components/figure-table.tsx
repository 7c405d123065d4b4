import type { ReactNode } from 'react';
import styles from './insights-tab.module.css';

/** A table of figures with its caption shown: numbers right-aligned, the first column naming the row. */
export function FigureTable({
  caption,
  headers,
  rows,
  empty,
}: {
  caption: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  return (
    <div className={styles.figures}>
      <h3 className={styles.tableTitle}>{caption}</h3>
      {rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        <div className={styles.scroll}>
          <table className={styles.figureTable}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr>
                {headers.map((header) => (
                  <th key={header} scope="col">
                    {header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={row.key}>
                  {row.cells.map((cell, index) =>
                    index === 0 ? (
                      <th key={index} scope="row">
                        {cell}
                      </th>
                    ) : (
                      <td key={index}>{cell}</td>
                    ),
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
