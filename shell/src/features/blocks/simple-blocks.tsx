import type { ContentBlock } from '@valley/shared/schemas/page';
import { RichText } from '@valley/shared/ui/rich-text';
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

export function CtaBlock({ block }: { block: ContentBlock }) {
  const link = text(block.entry.link);
  return (
    <section className={styles.cta}>
      {block.title ? <h2>{block.title}</h2> : null}
      <RichText html={text(block.entry.content)} />
      {link ? <BlockButton url={link}>{text(block.entry.button_text) ?? 'Learn More'}</BlockButton> : null}
    </section>
  );
}
