import { useEffect, type ReactNode } from 'react';

/**
 * Stand-in for `swiper/react` in Jest (no layout in jsdom, Swiper is ESM only): renders every slide and records each Swiper's options.
 * Every package's Jest maps `swiper/react` here (build/jest-config.mjs). A fixture, so no app ships it.
 */
export const swiperOptions: Record<string, unknown>[] = [];

/** A jest spy. Jest hands every module it loads its `jest`; declared here since the package's declarations are written without jest's types. */
type Spy = (() => void) & { mockClear(): void };
declare const jest: { fn(): Spy };
const spy = (): Spy => jest.fn();

export const fakeSwiper = {
  autoplay: { start: spy(), stop: spy(), pause: spy(), resume: spy() },
  slidePrev: spy(),
  slideNext: spy(),
};

export function resetSwiperDouble(): void {
  swiperOptions.length = 0;
  for (const mock of [...Object.values(fakeSwiper.autoplay), fakeSwiper.slidePrev, fakeSwiper.slideNext]) mock.mockClear();
}

export function Swiper({
  children,
  className,
  onSwiper,
  ...options
}: { children?: ReactNode; className?: string; onSwiper?: (swiper: typeof fakeSwiper) => void } & Record<string, unknown>) {
  swiperOptions.push(options);
  useEffect(() => onSwiper?.(fakeSwiper), [onSwiper]);
  return (
    <div className={className} data-testid="swiper">
      {children}
    </div>
  );
}

export function SwiperSlide({ children }: { children?: ReactNode }) {
  return <div data-testid="swiper-slide">{children}</div>;
}
