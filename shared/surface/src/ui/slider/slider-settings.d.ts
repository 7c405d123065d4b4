import type { ReactNode } from 'react';
export interface SliderSlide {
    key: string;
    content: ReactNode;
}
export interface SliderProps {
    label: string;
    slides: SliderSlide[];
    layout: 'single' | 'cards';
    arrows: boolean;
    breakpoints?: CardBreakpoints;
    controls?: 'overlay' | 'below';
    counter?: boolean;
}
export declare const controlsPlacement: ({ layout, controls }: Pick<SliderProps, 'layout' | 'controls'>) => 'overlay' | 'below';
export declare const SLIDER_AUTOPLAY_MS = 8000;
export declare const sliderAutoplays: (slideCount: number, reducedMotion: boolean) => boolean;
export declare const sliderHasControls: ({ arrows, slides, counter }: Pick<SliderProps, 'arrows' | 'slides' | 'counter'>, reducedMotion: boolean) => boolean;
export declare const SLIDER_SPEED_MS = 500;
export declare const CARD_GAP_PX = 16;
export type CardBreakpoints = readonly (readonly [minWidth: number, perView: number])[];
export declare const CARD_BREAKPOINTS: CardBreakpoints;
export declare const STILL_ROW_WIDTHS: readonly [480, 600, 900, 1024, 1280];
export declare function perViewAt(width: number, count: number, breakpoints?: CardBreakpoints): number;
export declare function cardBreakpoints(count: number, breakpoints?: CardBreakpoints): Record<number, {
    slidesPerView: number;
}>;
export declare function cardImageSizes(count: number, breakpoints?: CardBreakpoints): string;
