import type { ContentBlock } from '@valley/shared/schemas/page';
import { RichText } from '@valley/shared/ui/rich-text';
import { SiteLink } from '../../chrome/site-link';
import styles from './blocks.module.css';

const text = (value: unknown): string | null => (typeof value === 'string' && value.length > 0 ? value : null);

interface Slide {
  img: string;
  title: string | null;
  subtitle: string | null;
  link: string | null;
}

function slidesOf(block: ContentBlock): Slide[] {
  const slides = Array.isArray(block.entry.slides) ? block.entry.slides : [];
  return slides.flatMap((slide): Slide[] => {
    if (typeof slide !== 'object' || slide === null) return [];
    const record = slide as Record<string, unknown>;
    const img = text(record.img);
    return img ? [{ img, title: text(record.title), subtitle: text(record.subtitle), link: text(record.link) }] : [];
  });
}

/** Hero: the first slide as the page's lead image (the carousel arrives with the shell issue). */
export function HeroSliderBlock({ block }: { block: ContentBlock }) {
  const [first] = slidesOf(block);
  const image = first?.img ?? block.img;
  return (
    <section className={styles.hero} aria-label={block.title ?? 'Featured'}>
      {image ? <img className={styles.heroImage} src={image} alt="" width={1600} height={700} fetchPriority="high" /> : null}
      <div className={styles.heroText}>
        <h2>{first?.title ?? block.title}</h2>
        {first?.subtitle ? <p>{first.subtitle}</p> : null}
        {first?.link ? (
          <SiteLink url={first.link} className={styles.button}>
            Explore
          </SiteLink>
        ) : null}
      </div>
    </section>
  );
}

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
      {link ? (
        <SiteLink url={link} className={styles.button}>
          {text(block.entry.button_text) ?? 'Learn More'}
        </SiteLink>
      ) : null}
    </section>
  );
}
