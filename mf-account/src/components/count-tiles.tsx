import styles from './count-tiles.module.css';

export interface CountTile<K extends string> {
  key: K;
  label: string;
  count: number | undefined;
}

/** The dashboard's six count tiles; each opens its tab. A count still loading shows a dash. */
export function CountTiles<K extends string>({ tiles, onOpen }: { tiles: CountTile<K>[]; onOpen: (key: K) => void }) {
  return (
    <ul className={styles.tiles} aria-label="Your numbers">
      {tiles.map((tile) => (
        <li key={tile.key}>
          <button type="button" className={styles.tile} onClick={() => onOpen(tile.key)}>
            <span className={styles.count}>{tile.count ?? '–'}</span>
            <span className={styles.label}>{tile.label}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
