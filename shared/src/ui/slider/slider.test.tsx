import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { fakeSwiper as swiperInstance, resetSwiperDouble, swiperOptions } from '../swiper.fixture';
import { Slider } from './slider';
import { CARD_BREAKPOINTS, cardBreakpoints, cardImageSizes, perViewAt, STILL_ROW_WIDTHS, type CardBreakpoints } from './slider-settings';

/** The home events carousel's breakpoints (public-site §9): 2 from 480 px, 3 from 600, 4 from 1024. */
const FOUR_AT_MOST: CardBreakpoints = [
  [480, 2],
  [600, 3],
  [1024, 4],
];
const cards = (count: number) => Array.from({ length: count }, (_, index) => ({ key: String(index), content: <a href={`/events/${index}`}>Event {index}</a> }));

beforeEach(() => {
  resetSwiperDouble();
  jest.clearAllMocks();
});

// First in the file: whether the visitor has acted is the page's state, and once they have it stays so for every test after this one.
describe('Slider before the visitor acts', () => {
  afterEach(() => jest.useRealTimers());

  it('runs no Swiper until its first autoplay step is due or the visitor scrolls, then hands over the slides', async () => {
    jest.useFakeTimers();
    render(
      <>
        <Slider label="Hero" layout="single" arrows={false} slides={cards(3)} />
        <Slider label="Festivals events" layout="cards" arrows slides={cards(5)} breakpoints={FOUR_AT_MOST} />
      </>,
    );
    const hero = screen.getByRole('group', { name: 'Hero' });
    const row = screen.getByRole('group', { name: 'Festivals events' });
    // Its buttons are there at once, before Swiper. Paused, it does not count down to a first step.
    for (const name of ['Previous slide', 'Pause slideshow', 'Next slide']) expect(within(row).getByRole('button', { name })).toBeInTheDocument();
    fireEvent.click(within(row).getByRole('button', { name: 'Pause slideshow' }));
    await act(async () => {
      jest.advanceTimersByTime(7_900);
    });
    expect(screen.queryByTestId('swiper')).toBeNull();

    // The hero's first autoplay step: Swiper takes over and moves to the second slide.
    await act(async () => {
      jest.advanceTimersByTime(100);
    });
    expect(await within(hero).findByTestId('swiper')).toBeInTheDocument();
    expect(swiperInstance.slideNext).toHaveBeenCalledTimes(1);
    await act(async () => {
      jest.advanceTimersByTime(60_000);
    });
    expect(within(row).queryByTestId('swiper')).toBeNull();

    fireEvent.scroll(window);
    expect(await within(row).findByTestId('swiper')).toBeInTheDocument();
    // Taken over as it was: no step, and paused.
    expect(swiperInstance.slideNext).toHaveBeenCalledTimes(1);
    expect(swiperInstance.autoplay.stop).toHaveBeenCalledTimes(1);
  });
});

describe('Slider buttons before Swiper', () => {
  it('are not in the server’s HTML, which holds their row instead (without JavaScript they would do nothing)', () => {
    const html = renderToString(<Slider label="Stories" layout="cards" arrows slides={cards(6)} />);
    expect(html).toContain('controlsSpace');
    expect(html).not.toContain('Next slide');
  });

  it('moves the slides once Swiper is there when Next was pressed before, and keeps focus on the button pressed', async () => {
    render(<Slider label="Stories" layout="cards" arrows slides={cards(6)} />);
    const carousel = screen.getByRole('group', { name: 'Stories' });
    const next = within(carousel).getByRole('button', { name: 'Next slide' });
    next.focus();
    fireEvent.click(next);
    await within(carousel).findByTestId('swiper');
    expect(swiperInstance.slideNext).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(next);
    fireEvent.click(next);
    expect(swiperInstance.slideNext).toHaveBeenCalledTimes(2);
  });

  it('starts Swiper paused when the slideshow was paused before it came', async () => {
    render(<Slider label="Hero" layout="single" arrows={false} slides={cards(3)} />);
    const carousel = screen.getByRole('group', { name: 'Hero' });
    fireEvent.click(within(carousel).getByRole('button', { name: 'Pause slideshow' }));
    expect(within(carousel).getByRole('button', { name: 'Play slideshow' })).toBeInTheDocument();
    fireEvent.pointerEnter(carousel);
    await within(carousel).findByTestId('swiper');
    expect(swiperInstance.autoplay.stop).toHaveBeenCalledTimes(1);
    expect(swiperInstance.slideNext).not.toHaveBeenCalled();
    fireEvent.click(within(carousel).getByRole('button', { name: 'Play slideshow' }));
    expect(swiperInstance.autoplay.start).toHaveBeenCalledTimes(1);
  });
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

    // The visitor has acted (the first test): Swiper takes the row once the browser is idle.
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
  it('counts the slide shown, in the row under it', async () => {
    render(<Slider label="The Dispatch: latest articles" layout="single" controls="below" arrows counter slides={cards(4)} />);
    const carousel = screen.getByRole('group', { name: 'The Dispatch: latest articles' });
    expect(within(carousel).getAllByRole('link')).toHaveLength(1);

    await within(carousel).findByTestId('swiper');
    expect(within(carousel).getByText('1 of 4')).toBeInTheDocument();
    const onSlideChange = swiperOptions.at(-1)!.onSlideChange as (swiper: { realIndex: number }) => void;
    // (the row under it, not over the slide)
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
