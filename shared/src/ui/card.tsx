import styles from './card.module.css';

/** The surface every card of the site shares (an event's, a post's, a favourite's, an ad's); `className` lays the card out. */
export function cardClass(className?: string): string {
  return [styles.card, className].filter(Boolean).join(' ');
}

/** A card's picture across its top, 3:2; `className` adds what one card's picture needs besides. */
export function cardImageClass(className?: string): string {
  return [styles.image, className].filter(Boolean).join(' ');
}
