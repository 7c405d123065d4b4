import { useId } from 'react';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { BlockImage } from './block-image';
import { records, text } from './block-entry';
import { Slider } from '@valley/shared/slider';
import styles from './hero-slider-block.module.css';
import { BlockButton, BlockSection } from './block-section';

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

/** One hero slide; the home hero's first is the page's lead image (eager, high priority), the rest lazy. */
function HeroSlideView({ slide, lead, sizes, Heading }: { slide: HeroSlide; lead: boolean; sizes: string; Heading: 'h2' | 'h3' }) {
  return (
    <div className={styles.slide}>
      <BlockImage className={styles.image} src={slide.img} alt="" sizes={sizes} priority={lead} />
      {slide.title || slide.subtitle || slide.link ? (
        <div className={styles.text}>
          {slide.title ? <Heading className={styles.title}>{slide.title}</Heading> : null}
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

const heroSlides = (slides: HeroSlide[]) =>
  slides.map((slide, index) => ({ key: `${index}:${slide.img}`, content: <HeroSlideView slide={slide} lead={index === 0} sizes="100vw" Heading="h2" /> }));

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
      <Slider label={label} layout="single" arrows slides={heroSlides(slides)} />
    </section>
  );
}

/** The content column's width (tokens.css --content-width, less its padding) on wide screens. */
const PAGE_SLIDE_SIZES = '(max-width: 1280px) 100vw, 1248px';

/**
 * The CMS page's optional slider (`entry.slides`): autoplay 8 s, no dots or arrows (public-site §2), a pause button while it autoplays.
 * A section of the page under its text, named by its title, not a second hero above it: the page leads with one picture (decision 081).
 */
export function PageSlider({ title, slides }: { title: string | null; slides: { img: string; title: string | null; link: string | null }[] }) {
  const headingId = useId();
  if (slides.length === 0) return null;
  return (
    <BlockSection title={title} label="Slideshow" headingId={headingId}>
      <div className={styles.pageSlider}>
        <Slider
          label={title ?? 'Slideshow'}
          layout="single"
          arrows={false}
          slides={slides.map((slide, index) => ({
            key: `${index}:${slide.img}`,
            content: (
              <HeroSlideView slide={{ ...slide, subtitle: null, buttonText: null }} lead={false} sizes={PAGE_SLIDE_SIZES} Heading={title ? 'h3' : 'h2'} />
            ),
          }))}
        />
      </div>
    </BlockSection>
  );
}
