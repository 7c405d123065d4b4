import { useId, useMemo } from 'react';
import { Link } from '@valley/shared/router';
import type { ContentBlockProps } from '@valley/shared/federation/blocks';
import { useFavoritesStore } from '@valley/shared/stores/favorites';
import { RichText } from '@valley/shared/ui/rich-text';
import { cardClass, cardImageClass } from '@valley/shared/ui/card';
import { parseFavoritesBlockEntry, type FavoriteCard } from '../api/block-entry';
import { BlockMoreLink } from '@valley/shared/ui/block-frame';
import styles from './favorites-block.module.css';
import { MediaImage } from '@valley/shared/ui/media-image';
import { GridList } from '@valley/shared/ui/grid-list';

/** The visitor's own saved places live at /favorites (a shell page). */
const FAVORITES_PAGE = '/favorites';
const SIZES = '(min-width: 1024px) 33vw, (min-width: 600px) 50vw, 100vw';

function FavoriteCardView({ item }: { item: FavoriteCard }) {
  return (
    <article className={cardClass(styles.card)}>
      {item.img ? (
        <MediaImage
          className={cardImageClass()}
          src={item.img}
          sizes={SIZES}
          alt=""
          loading="lazy"
          decoding="async"
          fallbackSize={{ width: 600, height: 400 }}
        />
      ) : null}
      <div className={styles.body}>
        <h3 className={styles.title}>{item.link ? <Link to={item.link}>{item.title}</Link> : item.title}</h3>
        {item.subtitle ? <p className={styles.subtitle}>{item.subtitle}</p> : null}
      </div>
    </article>
  );
}

/** `favorites` block: the editors' picks, plus a link to the visitor's own saved favorites when they have any. */
export function FavoritesBlock({ block }: ContentBlockProps) {
  const entry = useMemo(() => parseFavoritesBlockEntry(block.entry), [block.entry]);
  const titleId = `favorites-block-${useId().replaceAll(':', '')}`;
  const saved = useFavoritesStore((state) => state.items.length);
  const title = block.title ?? 'Local Favorites';

  return (
    <section className={`mf-discover ${styles.block}`} aria-labelledby={titleId}>
      <header className={styles.header}>
        <h2 id={titleId} className={styles.heading}>
          {title}
        </h2>
        {entry.subtitle ? <p className={styles.lead}>{entry.subtitle}</p> : null}
        <RichText className={styles.content} html={entry.content} />
        {saved > 0 ? (
          <p className={styles.saved}>
            <Link to={FAVORITES_PAGE}>Your favorites ({saved} saved)</Link>
          </p>
        ) : null}
      </header>
      {entry.items.length > 0 ? (
        <GridList minColumn="16rem" gap="var(--space-4)">
          {entry.items.map((item) => (
            <li key={`${item.title}-${item.link ?? ''}`}>
              <FavoriteCardView item={item} />
            </li>
          ))}
        </GridList>
      ) : null}
      <BlockMoreLink to={entry.link}>{entry.button_text ?? 'See Your Favorites'}</BlockMoreLink>
    </section>
  );
}
