import { useId, type ReactNode } from 'react';
import styles from './insights-tab.module.css';

/** A table of figures with its caption shown: numbers right-aligned, the first column naming the row; `note` says where they come from. */
export function FigureTable({
  caption,
  note,
  headers,
  rows,
  empty,
}: {
  caption: string;
  note?: string;
  headers: string[];
  rows: { key: string; cells: ReactNode[] }[];
  empty: string;
}) {
  const noteId = useId();
  return (
    <div className={styles.figures}>
      <h3 className={styles.tableTitle}>{caption}</h3>
      {note && rows.length > 0 ? (
        <p id={noteId} className={styles.muted}>
          {note}
        </p>
      ) : null}
      {rows.length === 0 ? (
        <p className={styles.muted}>{empty}</p>
      ) : (
        // A phone scrolls a wide table sideways: the keyboard can too, once the region has the focus, as it holds nothing focusable
        // (axe's scrollable-region-focusable; the route audit found it at 375 px).
        // oxlint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region is reached by the keyboard this way
        <div className={styles.scroll} role="region" aria-label={caption} tabIndex={0}>
          <table className={styles.figureTable} aria-describedby={note ? noteId : undefined}>
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
