import type { ContentBlock } from '@valley/shared/schemas/page';
import { BlockImage } from './block-image';
import { records, text } from './block-entry';
import { Slider } from '@valley/shared/slider';
import styles from './hero-slider-block.module.css';
import { BlockButton } from './block-section';

export interface HeroSlide {
  img: string;
  title: string | null;
  subtitle: string | null;
  link: string | null;
  buttonText: string | null;
}

function heroSlidesOf(block: ContentBlock): HeroSlide[] {
  const slides = records(block.entry.slides).flatMap((slide): HeroSlide[] => {
    const img = text(slide.img);
    return img ? [{ img, title: text(slide.title), subtitle: text(slide.subtitle), link: text(slide.link), buttonText: text(slide.button_text) }] : [];
  });
  // A hero without slides still shows the block's own image and title.
  if (slides.length === 0 && block.img) return [{ img: block.img, title: block.title, subtitle: null, link: null, buttonText: null }];
  return slides;
}

/** One hero slide; the first is the page's lead image (eager, high priority), the rest lazy. */
function HeroSlideView({ slide, lead }: { slide: HeroSlide; lead: boolean }) {
  return (
    <div className={styles.slide}>
      <BlockImage className={styles.image} src={slide.img} alt="" sizes="100vw" priority={lead} />
      {slide.title || slide.subtitle || slide.link ? (
        <div className={styles.text}>
          {slide.title ? <h2 className={styles.title}>{slide.title}</h2> : null}
          {slide.subtitle ? <p className={styles.subtitle}>{slide.subtitle}</p> : null}
          {slide.link ? (
            <BlockButton url={slide.link} className={styles.button}>
              {slide.buttonText ?? 'Explore'}
            </BlockButton>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

const toSlides = (slides: HeroSlide[]) =>
  slides.map((slide, index) => ({ key: `${index}:${slide.img}`, content: <HeroSlideView slide={slide} lead={index === 0} /> }));

/**
 * `hero_slider` (home): the first slide paints at once, Swiper takes over when first needed (decision 067). It has previous / next buttons and a pause
 * button while it autoplays, so nobody has to wait eight seconds per slide or watch it move.
 */
export function HeroSliderBlock({ block }: { block: ContentBlock }) {
  const slides = heroSlidesOf(block);
  if (slides.length === 0) return null;
  const label = block.title ?? 'Featured';
  return (
    // The carousel group inside carries the name; a second landmark of the same name would only repeat it.
    <section className={styles.hero}>
      <Slider label={label} layout="single" arrows slides={toSlides(slides)} />
    </section>
  );
}

/** The CMS page's optional slider (`entry.slides`): autoplay 8 s, no dots or arrows (public-site §2), a pause button while it autoplays. */
export function PageSlider({ title, slides }: { title: string | null; slides: { img: string; title: string | null; link: string | null }[] }) {
  if (slides.length === 0) return null;
  const label = title ?? 'Slideshow';
  return (
    <section className={styles.pageSlider}>
      <Slider label={label} layout="single" arrows={false} slides={toSlides(slides.map((slide) => ({ ...slide, subtitle: null, buttonText: null })))} />
    </section>
  );
}
