import { useState, type FocusEvent } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
// Only the Swiper styles these sliders use; this module is loaded lazily, so pages without a
// slider never fetch them. (autoplay.css is empty in Swiper 12; imported so an update that fills it is picked up.)
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/autoplay';
import {
  CARD_GAP_PX,
  SLIDER_AUTOPLAY_MS,
  SLIDER_SPEED_MS,
  cardBreakpoints,
  controlsPlacement,
  sliderAutoplays,
  sliderHasControls,
  type SliderProps,
} from '@valley/shared/slider/settings';
import { useReducedMotion } from './use-reduced-motion';
import styles from './slider.module.css';

/**
 * The Swiper upgrade of `Slider`: autoplay every 8 s unless the visitor prefers reduced motion, and then a pause button (WCAG 2.2.2)
 * and a pause while the pointer or keyboard focus is inside.
 */
export function Carousel({ slides, layout, arrows, breakpoints, controls: placement, counter }: SliderProps) {
  const reducedMotion = useReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const [active, setActive] = useState(0);
  const autoplay = sliderAutoplays(slides.length, reducedMotion);

  const togglePlaying = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
    setPlaying(!playing);
  };
  const onFocus = () => {
    if (autoplay && playing) swiper?.autoplay.pause();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (autoplay && playing) swiper?.autoplay.resume();
  };

  const controls = sliderHasControls({ arrows, slides, counter }, reducedMotion) ? (
    <div className={controlsPlacement({ layout, controls: placement }) === 'overlay' ? styles.overlayControls : styles.controls}>
      {counter ? (
        <p className={styles.counter}>
          {active + 1} of {slides.length}
        </p>
      ) : null}
      {arrows ? (
        <button type="button" className={styles.control} onClick={() => swiper?.slidePrev()} aria-label="Previous slide">
          <span aria-hidden="true">‹</span>
        </button>
      ) : null}
      {autoplay ? (
        <button type="button" className={styles.control} onClick={togglePlaying} aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}>
          <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
        </button>
      ) : null}
      {arrows ? (
        <button type="button" className={styles.control} onClick={() => swiper?.slideNext()} aria-label="Next slide">
          <span aria-hidden="true">›</span>
        </button>
      ) : null}
    </div>
  ) : null;

  return (
    <div className={styles.carousel} onFocus={onFocus} onBlur={onBlur}>
      <Swiper
        // Remount when the motion preference flips: Swiper reads autoplay only at start.
        key={autoplay ? 'autoplay' : 'still'}
        className={layout === 'single' ? styles.single : styles.cards}
        modules={[A11y, Autoplay]}
        speed={reducedMotion ? 0 : SLIDER_SPEED_MS}
        rewind
        autoplay={autoplay ? { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true } : false}
        slidesPerView={1}
        spaceBetween={layout === 'cards' ? CARD_GAP_PX : 0}
        breakpoints={layout === 'cards' ? cardBreakpoints(slides.length, breakpoints) : undefined}
        a11y={{ enabled: true, scrollOnFocus: true }}
        onSwiper={setSwiper}
        onSlideChange={(instance) => setActive(instance.realIndex)}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
      {controls}
    </div>
  );
}
