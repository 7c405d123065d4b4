import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, screen, within } from '@testing-library/react';
import { Slider } from './slider';
import { CARD_BREAKPOINTS, cardBreakpoints, cardImageSizes, perViewAt, STILL_ROW_WIDTHS, type CardBreakpoints } from './slider-settings';

const swiperOptions: Record<string, unknown>[] = [];
jest.mock('swiper/react', () => {
  const { createElement } = jest.requireActual<typeof import('react')>('react');
  return {
    Swiper: ({ children, onSwiper: _onSwiper, className: _className, ...options }: Record<string, unknown> & { children: import('react').ReactNode }) => {
      swiperOptions.push(options);
      return createElement('div', { 'data-testid': 'swiper' }, children);
    },
    SwiperSlide: ({ children }: { children: import('react').ReactNode }) => createElement('div', null, children),
  };
});
jest.mock('swiper/modules', () => ({ A11y: {}, Autoplay: {} }));
jest.mock('swiper/css', () => ({}));
jest.mock('swiper/css/a11y', () => ({}));
jest.mock('swiper/css/autoplay', () => ({}));

/** The home events carousel's breakpoints (public-site §9): 2 from 480 px, 3 from 600, 4 from 1024. */
const FOUR_AT_MOST: CardBreakpoints = [
  [480, 2],
  [600, 3],
  [1024, 4],
];
const cards = (count: number) => Array.from({ length: count }, (_, index) => ({ key: String(index), content: <a href={`/events/${index}`}>Event {index}</a> }));

beforeEach(() => {
  swiperOptions.length = 0;
});

describe('Slider with its own breakpoints', () => {
  it('lays out the still row as Swiper will, then hands Swiper the same cards per view', async () => {
    render(<Slider label="Festivals events" layout="cards" arrows slides={cards(5)} breakpoints={FOUR_AT_MOST} />);
    const carousel = screen.getByRole('group', { name: 'Festivals events' });
    // Before Swiper: every card in a row whose cards per view follow the breakpoints.
    expect(within(carousel).queryByTestId('swiper')).toBeNull();
    const row = carousel.firstElementChild as HTMLElement;
    const perView = Object.fromEntries(
      ['--per-view', ...STILL_ROW_WIDTHS.map((width) => `--per-view-${width}`)].map((name) => [name, row.style.getPropertyValue(name)]),
    );
    expect(perView).toEqual({
      '--per-view': '1',
      '--per-view-480': '2',
      '--per-view-600': '3',
      '--per-view-900': '3',
      '--per-view-1024': '4',
      '--per-view-1280': '4',
    });
    expect(within(carousel).getAllByRole('link')).toHaveLength(5);

    expect(await within(carousel).findByTestId('swiper')).toBeInTheDocument();
    expect(swiperOptions.at(-1)?.breakpoints).toEqual({ 480: { slidesPerView: 2 }, 600: { slidesPerView: 3 }, 1024: { slidesPerView: 4 } });
    for (const name of ['Previous slide', 'Pause slideshow', 'Next slide']) expect(within(carousel).getByRole('button', { name })).toBeInTheDocument();
  });

  it('never shows more cards per view than it has', () => {
    render(<Slider label="Two events" layout="cards" arrows slides={cards(2)} breakpoints={FOUR_AT_MOST} />);
    const row = screen.getByRole('group', { name: 'Two events' }).firstElementChild as HTMLElement;
    expect(STILL_ROW_WIDTHS.map((width) => row.style.getPropertyValue(`--per-view-${width}`))).toEqual(['2', '2', '2', '2', '2']);
  });
});

describe('Slider with a counter under one slide at a time', () => {
  it('holds the buttons’ row while still, then counts the slide shown', async () => {
    render(<Slider label="The Dispatch: latest articles" layout="single" controls="below" arrows counter slides={cards(4)} />);
    const carousel = screen.getByRole('group', { name: 'The Dispatch: latest articles' });
    expect(within(carousel).getAllByRole('link')).toHaveLength(1);
    expect(carousel.querySelector('.controlsSpace')).not.toBeNull();

    await within(carousel).findByTestId('swiper');
    expect(within(carousel).getByText('1 of 4')).toBeInTheDocument();
    const onSlideChange = swiperOptions.at(-1)!.onSlideChange as (swiper: { realIndex: number }) => void;
    act(() => onSlideChange({ realIndex: 2 }));
    expect(within(carousel).getByText('3 of 4')).toBeInTheDocument();
    expect(carousel.querySelector('.controls')).not.toBeNull();
    expect(carousel.querySelector('.overlayControls')).toBeNull();
  });
});

describe('slider settings', () => {
  it('reads cards per view from the widest breakpoint a width reaches', () => {
    expect([0, 479, 480, 899, 900, 1023, 1024, 1279, 1280, 2000].map((width) => perViewAt(width, 10))).toEqual([1, 1, 2, 3, 4, 4, 5, 5, 6, 6]);
    expect(cardBreakpoints(3, FOUR_AT_MOST)).toEqual({ 480: { slidesPerView: 2 }, 600: { slidesPerView: 3 }, 1024: { slidesPerView: 3 } });
  });

  it('sizes card images by those cards per view, in pixels once the content column stops growing', () => {
    expect(cardImageSizes(8)).toBe(
      '(min-width: 1280px) 214px, (min-width: 1024px) 20vw, (min-width: 900px) 25vw, (min-width: 600px) 34vw, (min-width: 480px) 50vw, 100vw',
    );
    expect(cardImageSizes(8, FOUR_AT_MOST)).toBe('(min-width: 1024px) 25vw, (min-width: 600px) 34vw, (min-width: 480px) 50vw, 100vw');
  });

  it('changes the still row at exactly the widths its breakpoints can name', () => {
    const css = readFileSync(path.join(__dirname, 'slider.module.css'), 'utf8');
    const widths = [...css.matchAll(/@media \(min-width: (\d+)px\) \{\s*\.stillCards/g)].map((match) => Number(match[1]));
    expect(widths).toEqual([...STILL_ROW_WIDTHS]);
    for (const [minWidth] of CARD_BREAKPOINTS) expect(STILL_ROW_WIDTHS).toContain(minWidth);
  });
});
