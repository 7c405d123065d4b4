import { useRef } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
// Only the Swiper styles these sliders use; this module is loaded lazily, so pages without a
// slider never fetch them. (autoplay.css is empty in Swiper 12; imported so an update that fills it is picked up.)
import 'swiper/css';
import 'swiper/css/a11y';
import 'swiper/css/autoplay';
import { CARD_GAP_PX, SLIDER_AUTOPLAY_MS, SLIDER_SPEED_MS, cardBreakpoints, type SliderProps } from '@valley/shared/slider/settings';
import styles from './slider.module.css';

/** What Swiper does first: the step the visitor (or the first autoplay step) asked for before it was there, or nothing. */
export type FirstStep = 'stay' | 'next' | 'prev';

export interface CarouselProps extends SliderProps {
  firstStep: FirstStep;
  /** The slider autoplays (more than one slide, no reduced motion); `playing` says whether it starts playing. */
  autoplay: boolean;
  playing: boolean;
  reducedMotion: boolean;
  onSwiper: (swiper: SwiperInstance) => void;
  onSlideChange: (index: number) => void;
}

/**
 * The Swiper upgrade of `Slider`: autoplay every 8 s unless the visitor prefers reduced motion. The buttons, the counter and the
 * pauses on focus are the slider's, which drives this Swiper through `onSwiper`.
 */
export function Carousel({ slides, layout, breakpoints, firstStep, autoplay, playing, reducedMotion, onSwiper, onSlideChange }: CarouselProps) {
  // What was asked before this Swiper existed applies once, to the Swiper it was asked of.
  const started = useRef<SwiperInstance | null>(null);
  return (
    <div className={styles.carousel}>
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
        onSwiper={(instance) => {
          if (started.current !== instance) {
            started.current = instance;
            if (autoplay && !playing) instance.autoplay.stop();
            if (firstStep === 'next') instance.slideNext();
            else if (firstStep === 'prev') instance.slidePrev();
          }
          onSwiper(instance);
        }}
        onSlideChange={(instance) => onSlideChange(instance.realIndex)}
      >
        {slides.map((slide) => (
          <SwiperSlide key={slide.key}>{slide.content}</SwiperSlide>
        ))}
      </Swiper>
    </div>
  );
}
