import styles from './initials-avatar.module.css';

/** The first letters of a member's first and last name ('Jane Doe' → 'JD'), or '?' without a name. */
export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .filter((letter, index, letters) => index === 0 || index === letters.length - 1)
    .join('') || '?';

/** A member without a picture: their initials in a circle, as member extranets show (decision 041). */
export function InitialsAvatar({ name, className }: { name: string; className?: string | undefined }) {
  return (
    <span role="img" aria-label={`${name || 'Member'}'s avatar: no image yet`} className={[styles.initials, className].filter(Boolean).join(' ')}>
      <span aria-hidden="true">{initialsOf(name)}</span>
    </span>
  );
}
