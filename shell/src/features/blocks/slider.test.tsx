import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from '@valley/shared/router';
import { PageSlider } from './hero-slider-block';
import { homeBlock, media } from './home-blocks.fixture';
import { renderBlocks, settle } from './render-blocks';
import { fakeSwiper, resetSwiperDouble, swiperOptions } from '@valley/shared/ui/swiper.fixture';

jest.mock('../../federation/remotes', () => ({
  prefetchRemote: jest.fn(),
  loadRemoteBlocks: jest.fn(() => Promise.reject(new Error('remote down in unit tests'))),
}));

function preferReducedMotion(reduce: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: reduce && query === '(prefers-reduced-motion: reduce)',
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
}

const lastOptions = () => swiperOptions.at(-1) ?? {};

// The visitor has scrolled, so the sliders take Swiper once the browser is idle (decision 067); what comes before is
// @valley/shared's slider test.
beforeAll(() => {
  fireEvent.scroll(window);
});

beforeEach(() => {
  resetSwiperDouble();
  preferReducedMotion(false);
});

describe('hero slider', () => {
  it('paints the first slide without Swiper, its image eager with high priority', async () => {
    renderBlocks([homeBlock('hero_slider')]);
    // First commit: the static first slide only; Swiper's chunk is still on its way.
    expect(screen.queryByTestId('swiper')).toBeNull();
    const images = document.querySelectorAll('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('src', media('headers', 'mount-nittany-sunrise'));
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('width', '2000');
    expect(images[0]).toHaveAttribute('height', '1000');
    expect(images[0]).toHaveAttribute('sizes', '100vw');
    expect(images[0]?.getAttribute('srcset')).toBe(
      ['320', '480', '640', '960', '1280', '1600'].map((w) => `${media('headers', 'mount-nittany-sunrise')}?w=${w} ${w}w`).join(', ') +
        `, ${media('headers', 'mount-nittany-sunrise')} 2000w`,
    );

    await settle();
    expect(screen.getAllByTestId('swiper-slide')).toHaveLength(3);
    const loading = [...document.querySelectorAll('img')].map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'lazy', 'lazy']);
  });

  it('autoplays every 8 s at 500 ms, one slide at a time', async () => {
    renderBlocks([homeBlock('hero_slider')]);
    await settle();
    expect(lastOptions()).toMatchObject({
      autoplay: { delay: 8000, disableOnInteraction: false, pauseOnMouseEnter: true },
      speed: 500,
      slidesPerView: 1,
      rewind: true,
    });
    expect(lastOptions().breakpoints).toBeUndefined();
  });

  it('pauses and resumes from its button, and steps with previous / next', async () => {
    renderBlocks([homeBlock('hero_slider')]);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
    expect(fakeSwiper.autoplay.stop).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
    expect(fakeSwiper.autoplay.start).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(fakeSwiper.slideNext).toHaveBeenCalledTimes(1);
    expect(fakeSwiper.slidePrev).toHaveBeenCalledTimes(1);
  });

  it('holds still while keyboard focus is inside, then carries on', async () => {
    renderBlocks([homeBlock('hero_slider')]);
    await settle();
    act(() => screen.getByRole('link', { name: 'Take the hike' }).focus());
    expect(fakeSwiper.autoplay.pause).toHaveBeenCalled();
    act(() => screen.getByRole('link', { name: 'Take the hike' }).blur());
    expect(fakeSwiper.autoplay.resume).toHaveBeenCalled();
  });

  it('never autoplays for a visitor who prefers reduced motion', async () => {
    preferReducedMotion(true);
    renderBlocks([homeBlock('hero_slider')]);
    await settle();
    expect(lastOptions()).toMatchObject({ autoplay: false, speed: 0 });
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('does not load Swiper for a single slide', async () => {
    const block = homeBlock('hero_slider');
    renderBlocks([{ ...block, entry: { slides: (block.entry.slides as unknown[]).slice(0, 1) } }]);
    await settle();
    expect(swiperOptions).toHaveLength(0);
    expect(screen.getByRole('heading', { name: 'Sunrise over Mount Nittany' })).toBeInTheDocument();
  });
});

describe('CMS page slider', () => {
  it('has no arrows and no dots, only a pause button while it autoplays', async () => {
    const slides = ['talleyrand-park-gazebo', 'boalsburg-diamond'].map((name) => ({ img: media('headers', name), title: name, link: null }));
    render(
      <MemoryRouter>
        <PageSlider title="Around the County" slides={slides} />
      </MemoryRouter>,
    );
    await settle();
    expect(screen.getByRole('group', { name: 'Around the County' })).toBeInTheDocument();
    expect(screen.getAllByRole('button').map((button) => button.getAttribute('aria-label'))).toEqual(['Pause slideshow']);
    expect(lastOptions()).toMatchObject({ autoplay: { delay: 8000 }, speed: 500 });
    expect(lastOptions().pagination).toBeUndefined();
  });
});

describe('card sliders', () => {
  it('show 1 to 6 cards by width at the §9 breakpoints', async () => {
    renderBlocks([homeBlock('valleys_slider')]);
    await settle();
    expect(lastOptions()).toMatchObject({
      slidesPerView: 1,
      breakpoints: { 480: { slidesPerView: 2 }, 600: { slidesPerView: 3 }, 900: { slidesPerView: 4 }, 1024: { slidesPerView: 5 }, 1280: { slidesPerView: 6 } },
      autoplay: { delay: 8000 },
      speed: 500,
    });
  });

  it('never show more cards per view than there are', async () => {
    renderBlocks([homeBlock('slides')]);
    await settle();
    expect(lastOptions().breakpoints).toEqual({
      480: { slidesPerView: 2 },
      600: { slidesPerView: 3 },
      900: { slidesPerView: 4 },
      1024: { slidesPerView: 4 },
      1280: { slidesPerView: 4 },
    });
    const image = document.querySelector('img');
    expect(image).toHaveAttribute('loading', 'lazy');
    expect(image?.getAttribute('sizes')).toBe(
      '(min-width: 1280px) 320px, (min-width: 1024px) 25vw, (min-width: 900px) 25vw, (min-width: 600px) 34vw, (min-width: 480px) 50vw, 100vw',
    );
  });
});

describe('a row of cards before Swiper', () => {
  it('has its buttons under it from the first commit, the same ones Swiper drives once it takes over', async () => {
    const { container } = renderBlocks([homeBlock('valleys_slider')]);
    // First commit: the still row, with its buttons' row (the server's HTML holds it empty), so nothing moves when Swiper comes.
    expect(screen.queryByTestId('swiper')).toBeNull();
    const next = screen.getByRole('button', { name: 'Next slide' });
    await settle();
    expect(screen.getByTestId('swiper')).toBeInTheDocument();
    expect(container.querySelector('.controlsSpace')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBe(next);
  });

  it('holds no space under a hero, whose buttons sit over its image', () => {
    const { container } = renderBlocks([homeBlock('hero_slider')]);
    expect(container.querySelector('.controlsSpace')).toBeNull();
  });
});
