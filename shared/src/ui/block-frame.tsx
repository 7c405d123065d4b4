import { useId, type ReactNode } from 'react';
import { Link } from '@valley/shared/router';
import { buttonClass } from './button';
import styles from './block-frame.module.css';

export interface BlockFrameProps {
  /** The root class of the remote that draws the block ('mf-events'), under which its styles are scoped. */
  scope: string;
  title: string;
  /** Where the title stands: centred and large (most blocks), or at the start (a slider's row). */
  align?: 'center' | 'start';
  /** The title's id, when something else in the block refers to it. */
  titleId?: string;
  children: ReactNode;
}

/** The frame of a remote's content block: a section across the content width, named by its title. */
export function BlockFrame({ scope, title, align = 'center', titleId, children }: BlockFrameProps) {
  const ownId = useId();
  const id = titleId ?? `block-${ownId.replaceAll(':', '')}`;
  return (
    <section className={`${scope} ${styles.frame}`} aria-labelledby={id}>
      <h2 id={id} className={align === 'center' ? styles.title : styles.titleStart}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A block's closing link to its whole listing ('View All Events'), centred under it; none without a link. */
export function BlockMoreLink({ to, children }: { to: string | null | undefined; children: ReactNode }) {
  return to ? (
    <p className={styles.more}>
      <Link className={buttonClass()} to={to}>
        {children}
      </Link>
    </p>
  ) : null;
}
