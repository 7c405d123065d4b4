import { useState } from 'react';
import { Swiper, SwiperSlide } from 'swiper/react';
import { A11y, Autoplay } from 'swiper/modules';
import type { Swiper as SwiperInstance } from 'swiper/types';
import type { Event } from '@valley/shared/schemas/event';
import { useReducedMotion } from '../hooks/use-reduced-motion';
import { BlockEventCard } from './block-event-card';
import 'swiper/css';
import 'swiper/css/a11y';
import styles from './events-block.module.css';

/** Slides per view by width (public-site §9): 1, 2 from 480 px, 3 from 600, 4 from 1024. */
export const EVENT_BREAKPOINTS = { 480: { slidesPerView: 2 }, 600: { slidesPerView: 3 }, 1024: { slidesPerView: 4 } };
export const SLIDER_AUTOPLAY_MS = 8000;
export const SLIDER_SPEED_MS = 500;

/** The events of one tab in a Swiper carousel with its own previous/next buttons. */
export function EventsCarousel({ events, label }: { events: Event[]; label: string }) {
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const reducedMotion = useReducedMotion();
  return (
    <div className={styles.carousel}>
      <Swiper
        modules={[A11y, Autoplay]}
        onSwiper={setSwiper}
        slidesPerView={1}
        spaceBetween={16}
        breakpoints={EVENT_BREAKPOINTS}
        speed={SLIDER_SPEED_MS}
        autoplay={reducedMotion ? false : { delay: SLIDER_AUTOPLAY_MS, disableOnInteraction: false, pauseOnMouseEnter: true }}
        a11y={{ enabled: true, containerMessage: label }}
      >
        {events.map((event) => (
          <SwiperSlide key={`${event.id}-${event.starts}`}>
            <BlockEventCard event={event} />
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
