import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { SwiperOptions } from 'swiper/types';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { Event } from '@valley/shared/schemas/event';
import { useReducedMotion } from '../lib/use-reduced-motion';
import { EventCard } from './event-card';
import 'swiper/css';
import 'swiper/css/a11y';
import styles from './events-carousel.module.css';

/** Slider timing of public-site §9. */
export const SLIDER_AUTOPLAY_MS = 8000;
export const SLIDER_SPEED_MS = 500;

interface EventsCarouselProps {
  events: Event[];
  /** Names the carousel for screen readers ('Festivals events'). */
  label: string;
  /** Slides per view by minimum width; one slide below the smallest. */
  breakpoints: NonNullable<SwiperOptions['breakpoints']>;
  /** `sizes` of the card images, matching the breakpoints. */
  sizes: string;
}

/** Event cards in a Swiper carousel with its own previous/next buttons; no autoplay for visitors who ask for less motion. */
export function EventsCarousel({ events, label, breakpoints, sizes }: EventsCarouselProps) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const reducedMotion = useReducedMotion();
  return (
    <div className={styles.carousel}>
      <Swiper
        modules={[A11y, Autoplay]}
        onSwiper={setSwiper}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={breakpoints}
        speed={SLIDER_SPEED_MS}
        autoplay={reducedMotion ? false : { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{ enabled: true, containerMessage: label }}
      >
        {events.map((event) => (
          <SwiperSlide key={`${event.id}-${event.starts}`} className={styles.slide}>
            <EventCard event={event} headingLevel={3} sizes={sizes} />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className={styles.controls}>
        <button type="button" className={styles.arrow} aria-label="Previous events" onClick={() => swiper?.slidePrev()}>
          <span aria-hidden="true">‹</span>
        </button>
        <button type="button" className={styles.arrow} aria-label="Next events" onClick={() => swiper?.slideNext()}>
          <span aria-hidden="true">›</span>
        </button>
      </div>
    </div>
  );
}
