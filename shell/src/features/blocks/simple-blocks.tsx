import type { ContentBlock } from '@valley/shared/schemas/page';
import { RichText } from '@valley/shared/ui/rich-text';
import { BlockImage } from './block-image';
import { BlockButton } from './block-section';
import { text } from './block-entry';
import styles from './blocks.module.css';

export function ContentBlockView({ block }: { block: ContentBlock }) {
  return (
    <section className={styles.content}>
      {block.title ? <h2>{block.title}</h2> : null}
      <RichText html={text(block.entry.content)} />
    </section>
  );
}

/** `cta`: its picture beside the words (above them on a phone), its heading, subtitle and text, and its button. */
export function CtaBlock({ block }: { block: ContentBlock }) {
  const link = text(block.entry.link);
  const subtitle = text(block.entry.subtitle);
  const picture = text(block.img);
  return (
    <section className={picture ? `${styles.cta} ${styles.ctaPictured}` : styles.cta}>
      {/* The heading says what it is for: the picture is the mood. */}
      {picture ? <BlockImage eagerInFirstBlock className={styles.ctaPicture} src={picture} alt="" sizes="(min-width: 900px) 40vw, 100vw" /> : null}
      <div>
        {block.title ? <h2>{block.title}</h2> : null}
        {subtitle ? <p className={styles.ctaSubtitle}>{subtitle}</p> : null}
        <RichText html={text(block.entry.content)} />
        {link ? <BlockButton url={link}>{text(block.entry.button_text) ?? 'Learn More'}</BlockButton> : null}
      </div>
    </section>
  );
}
