import type { ReactNode } from 'react';
import styles from './story-page.module.css';

/** The top of a member's story (a tip, an itinerary): what it is, its title, its author line and its buttons. */
export function StoryHeader({ kicker, title, author, children }: { kicker: string; title: string; author: string; children: ReactNode }) {
  return (
    <header className={styles.top}>
      <p className={styles.kicker}>{kicker}</p>
      <h1 className={styles.title}>{title}</h1>
      <p className={styles.author}>{author}</p>
      {children}
    </header>
  );
}
