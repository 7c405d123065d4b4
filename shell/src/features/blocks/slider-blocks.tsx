import type { ContentBlock } from '@valley/shared/schemas/page';
import { SiteLink } from '../../components/site-link';
import { BlockImage } from './block-image';
import { cardsOf, type BlockCard } from './block-entry';
import { Slider } from '@valley/shared/slider';
import { cardImageSizes } from '@valley/shared/slider/settings';
import styles from './slider-blocks.module.css';
import { BlockSection } from './block-section';

function SlideCard({ card, sizes, fallbackAlt }: { card: BlockCard; sizes: string; fallbackAlt: string }) {
  const body = (
    <>
      {/* The title below names the card; the picture then adds nothing for a screen reader. */}
      <BlockImage className={styles.image} src={card.img} alt={card.title || card.subtitle ? '' : fallbackAlt} sizes={sizes} />
      {card.title ? <span className={styles.title}>{card.title}</span> : null}
      {card.subtitle ? <span className={styles.subtitle}>{card.subtitle}</span> : null}
    </>
  );
  return card.link ? (
    <SiteLink url={card.link} className={styles.card}>
      {body}
    </SiteLink>
  ) : (
    <div className={styles.card}>{body}</div>
  );
}

/** A titled row of cards, 1 to 6 per view by window width (§9), autoplaying once Swiper loads. */
function CardSlider({ block, cards, fallbackTitle }: { block: ContentBlock; cards: BlockCard[]; fallbackTitle: string }) {
  if (cards.length === 0) return null;
  const title = block.title ?? fallbackTitle;
  const sizes = cardImageSizes(cards.length);
  return (
    <BlockSection title={block.title} label={title}>
      <Slider
        label={title}
        layout="cards"
        arrows
        slides={cards.map((card, index) => ({ key: `${index}:${card.img}`, content: <SlideCard card={card} sizes={sizes} fallbackAlt={title} /> }))}
      />
    </BlockSection>
  );
}

/** `valleys_slider`: the towns of the valley, each linking to /towns/{slug}. */
export function ValleysSliderBlock({ block }: { block: ContentBlock }) {
  return <CardSlider block={block} cards={cardsOf(block, 'slides')} fallbackTitle="The Valleys" />;
}

/** `slides`: image cards with a title, each linking somewhere (itineraries, experiences, venues). */
export function SlidesBlock({ block }: { block: ContentBlock }) {
  return <CardSlider block={block} cards={cardsOf(block, 'slides')} fallbackTitle="Slides" />;
}
