import type { ReactNode } from 'react';

/** Slider constants of public-site §9, shared by the still first paint and the Swiper upgrade. */

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
  /** Cards per view from each minimum width ('cards' only); the site's 1 to 6 (§9) when left out. */
  breakpoints?: CardBreakpoints;
  /** Where the buttons go: over a single slide's corner (its default), or in a row under the slides. */
  controls?: 'overlay' | 'below';
  /** An 'n of N' counter beside the buttons (the home news slider, §9). */
  counter?: boolean;
}

/** Where a slider's buttons go. */
export const controlsPlacement = ({ layout, controls }: Pick<SliderProps, 'layout' | 'controls'>): 'overlay' | 'below' =>
  controls ?? (layout === 'single' ? 'overlay' : 'below');

export const SLIDER_AUTOPLAY_MS = 8000;

/** A slider autoplays when it has more than one slide and the visitor has not asked for reduced motion. */
export const sliderAutoplays = (slideCount: number, reducedMotion: boolean): boolean => !reducedMotion && slideCount > 1;

/** The slider shows buttons (arrows, or a pause button while it autoplays) or a counter. */
export const sliderHasControls = ({ arrows, slides, counter }: Pick<SliderProps, 'arrows' | 'slides' | 'counter'>, reducedMotion: boolean): boolean =>
  arrows || Boolean(counter) || sliderAutoplays(slides.length, reducedMotion);
export const SLIDER_SPEED_MS = 500;
/** Gap between cards, in px (Swiper's spaceBetween; the static row uses the same). */
export const CARD_GAP_PX = 16;
/** The content column never grows past this (tokens.css --content-width). */
const CONTENT_WIDTH_PX = 1280;

/** Minimum window width → cards per view, widest last; one card below the smallest breakpoint. */
export type CardBreakpoints = readonly (readonly [minWidth: number, perView: number])[];

/** The site's sliders (public-site §9): 1 to 6 cards, breakpoints 480, 600, 900, 1024, 1280. */
export const CARD_BREAKPOINTS: CardBreakpoints = [
  [480, 2],
  [600, 3],
  [900, 4],
  [1024, 5],
  [1280, 6],
];

/** The widths a still row of cards changes at (slider.module.css): every slider's breakpoints are among them. */
export const STILL_ROW_WIDTHS = [480, 600, 900, 1024, 1280] as const;

/** Cards per view at a window `width`, never more than there are cards. */
export function perViewAt(width: number, count: number, breakpoints: CardBreakpoints = CARD_BREAKPOINTS): number {
  const perView = breakpoints.findLast(([minWidth]) => width >= minWidth)?.[1] ?? 1;
  return Math.max(1, Math.min(perView, count));
}

/** Swiper `breakpoints` for a row of `count` cards. */
export function cardBreakpoints(count: number, breakpoints: CardBreakpoints = CARD_BREAKPOINTS): Record<number, { slidesPerView: number }> {
  return Object.fromEntries(breakpoints.map(([minWidth]) => [minWidth, { slidesPerView: perViewAt(minWidth, count, breakpoints) }]));
}

/** The `sizes` attribute of a card image in a row of `count` cards with these breakpoints. */
export function cardImageSizes(count: number, breakpoints: CardBreakpoints = CARD_BREAKPOINTS): string {
  const widest = breakpoints.at(-1)?.[0];
  const rules = breakpoints.toReversed().map(([minWidth]) => {
    const perView = perViewAt(minWidth, count, breakpoints);
    // The content column stops growing at its widest: a card is then at most a share of it.
    return minWidth === widest && minWidth >= CONTENT_WIDTH_PX
      ? `(min-width: ${minWidth}px) ${Math.ceil(CONTENT_WIDTH_PX / perView)}px`
      : `(min-width: ${minWidth}px) ${Math.ceil(100 / perView)}vw`;
  });
  return [...rules, '100vw'].join(', ');
}
