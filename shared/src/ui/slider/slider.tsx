import { lazy, Suspense, useRef, type CSSProperties } from 'react';
import { useWhenIdle } from '@valley/shared/map/when-idle';
import { useNearViewport } from '@valley/shared/near-viewport';
import { controlsPlacement, perViewAt, sliderHasControls, STILL_ROW_WIDTHS, type SliderProps } from '@valley/shared/slider/settings';
import { useReducedMotion } from './use-reduced-motion';
import styles from './slider.module.css';

// Swiper and its CSS load in their own chunk, after the page's first paint.
const Carousel = lazy(() => import('./carousel').then((module) => ({ default: module.Carousel })));

/** Cards per view at each width the still row's CSS changes at, as Swiper will show them. */
function stillRowStyle(count: number, breakpoints: SliderProps['breakpoints']): CSSProperties {
  const style: Record<string, number> = { '--per-view': perViewAt(0, count, breakpoints) };
  for (const width of STILL_ROW_WIDTHS) style[`--per-view-${width}`] = perViewAt(width, count, breakpoints);
  return style as CSSProperties;
}

/**
 * The slides without Swiper: the first slide alone, or the first row of cards, laid out as Swiper
 * will lay them out. A row of cards that will have buttons under it (arrows, or the pause button
 * of an autoplaying row) holds their row's space: without it the row grew when Swiper took over,
 * and a page that rendered its sliders still (Back to a place down the page) stood shorter than
 * the one the visitor left, so they came back above it.
 */
function StillSlides({ slides, layout, arrows, breakpoints, controls, counter }: SliderProps) {
  const reducedMotion = useReducedMotion();
  const shown = layout === 'single' ? slides.slice(0, 1) : slides;
  // Only a slider of two or more slides upgrades to the carousel.
  const controlsBelow =
    controlsPlacement({ layout, controls }) === 'below' && slides.length > 1 && sliderHasControls({ arrows, slides, counter }, reducedMotion);
  return (
    <>
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
      {controlsBelow ? <div className={styles.controlsSpace} aria-hidden="true" /> : null}
    </>
  );
}

/**
 * A slider that paints at once without Swiper (so the hero's first image is in the first
 * paint) and upgrades to the lazily loaded Swiper carousel once the browser is idle after that
 * paint: a hero (one slide, buttons over it) then, other sliders when they also come near the viewport. Swiper's
 * chunk and its set-up (a forced layout of the page) so never hold back the largest paint. One
 * slide never loads Swiper.
 */
export function Slider(props: SliderProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  const idle = useWhenIdle();
  const hero = props.layout === 'single' && controlsPlacement(props) === 'overlay';
  const upgrade = useNearViewport(rootRef, hero) && idle && props.slides.length > 1;
  const still = <StillSlides {...props} />;
  return (
    <div ref={rootRef} className={styles.slider} role="group" aria-roledescription="carousel" aria-label={props.label}>
      {upgrade ? (
        <Suspense fallback={still}>
          <Carousel {...props} />
        </Suspense>
      ) : (
        still
      )}
    </div>
  );
}
