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
 * The slides without Swiper, laid out as Swiper will lay them. A row that will have buttons under it holds their space, so a page
 * rendered with still sliders (Back) is as tall as the one the visitor left (decision 024).
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
 * Paints at once without Swiper, so the hero's first image is in the first paint, and upgrades to the lazy Swiper carousel when the
 * browser is idle (others also when near the viewport), so Swiper never holds back the largest paint (decision 024). One slide never does.
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
