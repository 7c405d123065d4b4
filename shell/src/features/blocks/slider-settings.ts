import type { ReactNode } from 'react';

/** Slider constants of public-site §9, shared by the static first paint and the Swiper upgrade. */

export interface SliderSlide {
  key: string;
  content: ReactNode;
}

export interface SliderProps {
  /** The carousel's accessible name. */
  label: string;
  slides: SliderSlide[];
  /** 'single': one full-width slide (hero, page slider); 'cards': 1 to 6 per view by width (§9). */
  layout: 'single' | 'cards';
  /** Previous / next buttons (the CMS page slider has none, §2). */
  arrows: boolean;
}

export const SLIDER_AUTOPLAY_MS = 8000;

/** A slider autoplays when it has more than one slide and the visitor has not asked for reduced motion. */
export const sliderAutoplays = (slideCount: number, reducedMotion: boolean): boolean => !reducedMotion && slideCount > 1;

/** The Swiper carousel shows buttons (arrows, or a pause button while it autoplays). */
export const sliderHasControls = ({ arrows, slides }: Pick<SliderProps, 'arrows' | 'slides'>, reducedMotion: boolean): boolean =>
  arrows || sliderAutoplays(slides.length, reducedMotion);
export const SLIDER_SPEED_MS = 500;
/** Gap between cards, in px (Swiper's spaceBetween; the static row uses the same). */
export const CARD_GAP_PX = 16;
/** The content column never grows past this (tokens.css --content-width). */
const CONTENT_WIDTH_PX = 1280;

/** Minimum window width → cards per view; one card below the smallest breakpoint. */
export const CARD_BREAKPOINTS: readonly (readonly [minWidth: number, perView: number])[] = [
  [480, 2],
  [600, 3],
  [900, 4],
  [1024, 5],
  [1280, 6],
];

/** Swiper `breakpoints` for a row of `count` cards: never more per view than there are cards. */
export function cardBreakpoints(count: number): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(CARD_BREAKPOINTS.map(([minWidth, perView]) => [minWidth, { slidesPerView: Math.max(1, Math.min(perView, count)) }]));
}

/** The `sizes` attribute matching those breakpoints. */
export function cardImageSizes(count: number): string {
  const per = (perView: number) => Math.max(1, Math.min(perView, count));
  const widest = CARD_BREAKPOINTS.at(-1);
  const rules = CARD_BREAKPOINTS.toReversed().map(([minWidth, perView]) =>
    minWidth === widest?.[0] ? `(min-width: ${minWidth}px) ${Math.ceil(CONTENT_WIDTH_PX / per(perView))}px` : `(min-width: ${minWidth}px) ${Math.ceil(100 / per(perView))}vw`,
  );
  return [...rules, '100vw'].join(', ');
}
