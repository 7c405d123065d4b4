import type { ReactNode } from 'react';
import { opensWith } from '@valley/shared/text';
import { RichText } from './rich-text';
import styles from './page-header.module.css';
import { MediaImage } from '@valley/shared/ui/media-image';

export interface PageHeaderProps {
  title: string;
  subtitle?: string | null;
  image?: string | null;
  /** Rich text from the content system (sanitised by the API on write), under the picture. */
  content?: string | null;
  /** Under the content: a feed link, a call to action. */
  children?: ReactNode;
  /** Still loading: only the picture's box shows, since words shown earlier would move when the page settles. */
  loading?: boolean;
}

/**
 * The header of every listing, landing and content page (issue 26: one look across remotes): the page's picture across the full
 * width with its title and subtitle at its foot, then its content. Render it outside a page's width-limited column.
 */
export function PageHeader({ title, subtitle, image, content, children, loading = false }: PageHeaderProps) {
  if (loading) {
    // Not the <header>: React then swaps in new elements instead of moving these.
    return (
      <div className={styles.header}>
        <div className={styles.hero} role="status" aria-label={`Loading ${title}`} />
      </div>
    );
  }
  // Content that opens with the subtitle's own words (as categories' often does) says it once.
  const repeated = opensWith(content, subtitle);
  return (
    <header className={styles.header}>
      <div className={styles.hero}>
        {image ? (
          <MediaImage className={styles.image} src={image} sizes="100vw" alt="" fetchPriority="high" fallbackSize={{ width: 2000, height: 1000 }} />
        ) : null}
        <div className={styles.heroText}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle && !repeated ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
      </div>
      {content || children ? (
        <div className={styles.body}>
          <RichText className={styles.content} html={content} />
          {children}
        </div>
      ) : null}
    </header>
  );
}
