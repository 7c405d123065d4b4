import type { ReactNode } from 'react';
import { MediaImage } from '@valley/shared/ui/media-image';
import styles from './listing.module.css';

export interface ListingCardBodyProps {
  image: string | null;
  /** How wide the listing shows the card's picture. */
  sizes: string;
  name: string;
  /** The lines under the name: the town, the author, a rate. */
  children?: ReactNode;
}

/** What a listing's card shows: its picture, its name and the lines under it. */
export function ListingCardBody({ image, sizes, name, children }: ListingCardBodyProps) {
  return (
    <>
      {image ? <MediaImage className={styles.cardImage} src={image} sizes={sizes} alt="" loading="lazy" fallbackSize={{ width: 1000, height: 1000 }} /> : null}
      <span className={styles.cardBody}>
        <span className={styles.cardName}>{name}</span>
        {children}
      </span>
    </>
  );
}
