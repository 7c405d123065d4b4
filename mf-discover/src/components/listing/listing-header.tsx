import { imageSize, imageSrcSet } from '@valley/shared/media';
import { RichText } from '@valley/shared/ui/rich-text';
import styles from './listing.module.css';

export interface ListingHeaderData {
  title: string;
  subtitle?: string | null;
  image?: string | null;
  /** Rich text from the content system (sanitised on write). */
  content?: string | null;
}

interface ListingHeaderProps extends ListingHeaderData {
  /** Still loading: only the hero's box shows, since its words sit at its foot and a title shown before its subtitle would move up. */
  loading?: boolean;
}

/** A listing's header: image with title and optional subtitle, then its content. */
export function ListingHeader({ title, subtitle, image, content, loading = false }: ListingHeaderProps) {
  if (loading) {
    // Not the <header> and its hero: React then swaps in new elements instead of moving these.
    return (
      <div className={styles.header}>
        <div className={styles.hero} role="status" aria-label={`Loading ${title}`} />
      </div>
    );
  }
  const size = image ? imageSize(image) : null;
  return (
    <header className={styles.header}>
      <div className={styles.hero}>
        {image ? (
          <img
            className={styles.heroImage}
            src={image}
            srcSet={imageSrcSet(image) || undefined}
            sizes="100vw"
            alt=""
            width={size?.width ?? 2000}
            height={size?.height ?? 1000}
            fetchPriority="high"
          />
        ) : null}
        <div className={styles.heroText}>
          <h1 className={styles.title}>{title}</h1>
          {subtitle ? <p className={styles.subtitle}>{subtitle}</p> : null}
        </div>
      </div>
      {content ? <RichText className={styles.intro} html={content} /> : null}
    </header>
  );
}
