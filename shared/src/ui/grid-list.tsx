import type { CSSProperties, HTMLAttributes } from 'react';
import styles from './grid-list.module.css';

export interface GridListProps extends HTMLAttributes<HTMLUListElement> {
  /** The narrowest a column may be: '16rem'. */
  minColumn: string;
  /** The space between the items: 'var(--space-4)'. */
  gap: string;
  /** 'fill' keeps a short row's items one column wide; 'fit' stretches them across the row. */
  tracks?: 'fill' | 'fit';
}

/** A list laid out as a grid of as many columns at least `minColumn` wide as fit (cards, tiles, figures), without bullets or indent. */
export function GridList({ minColumn, gap, tracks = 'fill', className, style, ...list }: GridListProps) {
  const classes = [styles.list, tracks === 'fill' ? styles.fill : styles.fit, className].filter(Boolean).join(' ');
  return <ul {...list} className={classes} style={{ ...style, '--grid-min': minColumn, '--grid-gap': gap } as CSSProperties} />;
}
