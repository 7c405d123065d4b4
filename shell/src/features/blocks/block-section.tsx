import type { ReactNode } from 'react';
import { SiteLink } from '../../components/site-link';
import { buttonClass } from '@valley/shared/ui/button';
import styles from './block-section.module.css';

export interface BlockSectionProps {
  /** The block's title from the content system, shown as its heading. */
  title: string | null | undefined;
  /** Names the section when it has no title. */
  label: string;
  /** The heading's id, to name the section by it (a block whose tabs the heading names too). */
  headingId?: string;
  /** Narrower than the content width: a video or an embed. */
  narrow?: boolean;
  children: ReactNode;
}

/** The frame of a content block the shell draws: a section across the content width, its title as its heading. */
export function BlockSection({ title, label, headingId, narrow = false, children }: BlockSectionProps) {
  return (
    <section
      className={narrow ? `${styles.section} ${styles.narrow}` : styles.section}
      aria-labelledby={title && headingId ? headingId : undefined}
      aria-label={title ? undefined : label}
    >
      {title ? (
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
}

/** A block's call to action: a link from the content system drawn as the blocks' accent button. */
export function BlockButton({ url, target, className, children }: { url: string; target?: string; className?: string; children: ReactNode }) {
  return (
    <SiteLink url={url} target={target} className={buttonClass('accent', className ? `${styles.button} ${className}` : styles.button)}>
      {children}
    </SiteLink>
  );
}
