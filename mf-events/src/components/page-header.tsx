import type { ReactNode } from 'react';
import { imageSize, imageSrcSet } from '@valley/shared/media';
import { RichText } from '@valley/shared/ui/rich-text';
import { opensWith } from '../lib/text';
import styles from './page-header.module.css';

interface PageHeaderProps {
  title: string;
  image?: string | null;
  subtitle?: string | null;
  /** Rich text from the content system (already sanitised by the API). */
  content?: string | null;
  children?: ReactNode;
  /** Still loading: only the image's box shows, since words shown earlier would move when the image (or a header without one) settles. */
  loading?: boolean;
}

/** The header of the events screens: header image, title, optional subtitle and content. */
export function PageHeader({ title, image, subtitle, content, children, loading = false }: PageHeaderProps) {
  if (loading) {
    // A <div>, not the <header>: React then swaps in a new element instead of resizing this one.
    return (
      <div className={styles.header}>
        <div className={`${styles.image} ${styles.imagePlaceholder}`} role="status" aria-label={`Loading ${title}`} />
      </div>
    );
  }
  const size = imageSize(image);
  // Content that opens with the subtitle's own words (as event categories' often does) says it once.
  const repeated = opensWith(content, subtitle);
  return (
    <header className={styles.header}>
      {image ? (
        <img
          className={styles.image}
          src={image}
          srcSet={imageSrcSet(image) || undefined}
          sizes="100vw"
          alt=""
          width={size?.width}
          height={size?.height}
          fetchPriority="high"
        />
      ) : null}
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        {subtitle && !repeated ? <p className={styles.subtitle}>{subtitle}</p> : null}
        <RichText className={styles.content} html={content} />
        {children}
      </div>
    </header>
  );
}
