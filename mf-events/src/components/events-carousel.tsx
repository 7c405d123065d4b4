import { Slider } from '@valley/shared/slider';
import { cardImageSizes, type CardBreakpoints } from '@valley/shared/slider/settings';
import type { Event } from '@valley/shared/schemas/event';
import { EventCard } from './event-card';

interface EventsCarouselProps {
  events: Event[];
  /** Names the carousel for screen readers ('Festivals events'). */
  label: string;
  /** Cards per view from each minimum width; the site's 1 to 6 (public-site §9) when left out. */
  breakpoints?: CardBreakpoints;
}

/**
 * Event cards in the site's slider: the first row paints without Swiper, which takes over when the visitor first acts near it or its
 * first autoplay step is due (decisions 024, 067). Autoplay every 8 s with a pause button, none for visitors who ask for less motion.
 */
export function EventsCarousel({ events, label, breakpoints }: EventsCarouselProps) {
  const sizes = cardImageSizes(events.length, breakpoints);
  const slides = events.map((event) => ({ key: `${event.id}-${event.starts}`, content: <EventCard event={event} headingLevel={3} sizes={sizes} /> }));
  return <Slider label={label} layout="cards" arrows slides={slides} breakpoints={breakpoints} />;
}
