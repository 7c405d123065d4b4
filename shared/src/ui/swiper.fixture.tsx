import { useEffect, type ReactNode } from 'react';

/**
 * Stand-in for `swiper/react` in Jest (no layout in jsdom, Swiper is ESM only): renders every slide and records each Swiper's options;
 * `jest.mock('swiper/react', () => jest.requireActual('@valley/shared/ui/swiper.fixture'))`. A fixture, so no app ships it.
 */
export const swiperOptions: Record<string, unknown>[] = [];

export const fakeSwiper = {
  autoplay: { start: jest.fn(), stop: jest.fn(), pause: jest.fn(), resume: jest.fn() },
  slidePrev: jest.fn(),
  slideNext: jest.fn(),
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
