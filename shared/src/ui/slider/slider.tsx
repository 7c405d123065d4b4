import { lazy, Suspense, useEffect, useRef, useState, type CSSProperties, type FocusEvent } from 'react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { useWhenIdle } from '@valley/shared/map/when-idle';
import { useNearViewport, useVisitorActive } from '@valley/shared/near-viewport';
import { useHydrated } from '@valley/shared/ui/hydrated';
import {
  controlsPlacement,
  perViewAt,
  SLIDER_AUTOPLAY_MS,
  sliderAutoplays,
  sliderHasControls,
  STILL_ROW_WIDTHS,
  type SliderProps,
} from '@valley/shared/slider/settings';
import type { FirstStep } from './carousel';
import { useReducedMotion } from './use-reduced-motion';
import styles from './slider.module.css';

// Swiper and its CSS load in their own chunk, when the visitor first needs them.
const Carousel = lazy(() => import('./carousel').then((module) => ({ default: module.Carousel })));

/** Cards per view at each width the still row's CSS changes at, as Swiper will show them. */
function stillRowStyle(count: number, breakpoints: SliderProps['breakpoints']): CSSProperties {
  const style: Record<string, number> = { '--per-view': perViewAt(0, count, breakpoints) };
  for (const width of STILL_ROW_WIDTHS) style[`--per-view-${width}`] = perViewAt(width, count, breakpoints);
  return style as CSSProperties;
}

/** The slides without Swiper, laid out as Swiper will lay them (decision 024). */
function StillSlides({ slides, layout, breakpoints }: Pick<SliderProps, 'slides' | 'layout' | 'breakpoints'>) {
  const shown = layout === 'single' ? slides.slice(0, 1) : slides;
  return (
    <div
      className={layout === 'single' ? styles.stillSingle : styles.stillCards}
      style={layout === 'cards' ? stillRowStyle(slides.length, breakpoints) : undefined}
    >
      {shown.map((slide) => (
        <div key={slide.key} className={styles.stillSlide}>
          {slide.content}
        </div>
      ))}
    </div>
  );
}

/**
 * Paints its first slides without Swiper, and hands them to the lazy Swiper carousel when the visitor first needs it (decision 067):
 * when they scroll, press or type anywhere while it is within a screen of the viewport, point at it or press one of its buttons, or
 * when its first autoplay step is due, 8 s after it was drawn. Until then nothing of Swiper is fetched or run, so a phone's load
 * does not pay for a carousel nobody has touched. The buttons are the slider's own, the same elements before and after Swiper: a
 * press before it moves the slides once it is there, and keyboard focus stays on the button. One slide never upgrades.
 */
export function Slider(props: SliderProps) {
  const { slides, layout, arrows, counter } = props;
  const rootRef = useRef<HTMLDivElement>(null);
  const hydrated = useHydrated();
  const reducedMotion = useReducedMotion();
  const idle = useWhenIdle();
  const visitorActive = useVisitorActive();
  const near = useNearViewport(rootRef, false);
  const [wanted, setWanted] = useState<FirstStep | null>(null);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(true);
  const [active, setActive] = useState(0);
  const slidable = slides.length > 1;
  const autoplay = sliderAutoplays(slides.length, reducedMotion);

  // The first autoplay step: Swiper takes over and moves on, then autoplays on its own.
  const waitingToPlay = hydrated && near && autoplay && playing && wanted === null;
  useEffect(() => {
    if (!waitingToPlay) return undefined;
    const timer = setTimeout(() => setWanted('next'), SLIDER_AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [waitingToPlay]);

  const upgrade = slidable && (wanted !== null || (visitorActive && near && idle));
  // Pointing, focus and the first autoplay step ask for Swiper as it is; a press of a button asks for its step, whatever came before.
  const want = (step: FirstStep) => setWanted((current) => current ?? step);
  const press = (step: FirstStep) => setWanted(step);

  const togglePlaying = () => {
    if (swiper) {
      if (playing) swiper.autoplay.stop();
      else swiper.autoplay.start();
    }
    setPlaying(!playing);
  };
  const onFocus = () => {
    if (!swiper) want('stay');
    else if (autoplay && playing) swiper.autoplay.pause();
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (swiper && autoplay && playing) swiper.autoplay.resume();
  };

  const placement = controlsPlacement(props);
  const hasControls = slidable && sliderHasControls({ arrows, slides, counter }, reducedMotion);
  // The server draws no buttons (without JavaScript they would do nothing); a row under the slides holds their space until hydration.
  let controls = null;
  if (hasControls && hydrated) {
    controls = (
      <div className={placement === 'overlay' ? styles.overlayControls : styles.controls}>
        {counter ? (
          <p className={styles.counter}>
            {active + 1} of {slides.length}
          </p>
        ) : null}
        {arrows ? (
          <button type="button" className={styles.control} onClick={() => (swiper ? swiper.slidePrev() : press('prev'))} aria-label="Previous slide">
            <span aria-hidden="true">‹</span>
          </button>
        ) : null}
        {autoplay ? (
          <button type="button" className={styles.control} onClick={togglePlaying} aria-label={playing ? 'Pause slideshow' : 'Play slideshow'}>
            <span aria-hidden="true">{playing ? '❚❚' : '▶'}</span>
          </button>
        ) : null}
        {arrows ? (
          <button type="button" className={styles.control} onClick={() => (swiper ? swiper.slideNext() : press('next'))} aria-label="Next slide">
            <span aria-hidden="true">›</span>
          </button>
        ) : null}
      </div>
    );
  } else if (hasControls && placement === 'below') {
    controls = <div className={styles.controlsSpace} aria-hidden="true" />;
  }

  const still = <StillSlides slides={slides} layout={layout} breakpoints={props.breakpoints} />;
  // The pointer and focus are watched around the carousel, not on it: a group is not a control.
  return (
    <div onPointerEnter={slidable ? () => want('stay') : undefined} onFocus={slidable ? onFocus : undefined} onBlur={slidable ? onBlur : undefined}>
      <div ref={rootRef} className={styles.slider} role="group" aria-roledescription="carousel" aria-label={props.label}>
        {upgrade ? (
          <Suspense fallback={still}>
            <Carousel
              {...props}
              firstStep={wanted ?? 'stay'}
              autoplay={autoplay}
              playing={playing}
              reducedMotion={reducedMotion}
              onSwiper={setSwiper}
              onSlideChange={setActive}
            />
          </Suspense>
        ) : (
          still
        )}
        {controls}
      </div>
    </div>
  );
}
