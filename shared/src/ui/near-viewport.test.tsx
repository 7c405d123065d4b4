import { renderHook } from '@testing-library/react';
import { isNearEnd, useScrollNearEnd, type ScrollNearEnd } from './near-viewport';

const element = document.createElement('div');
const end = { current: element };
let bottom = 0;
jest.spyOn(element, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);

const scroll = () => window.dispatchEvent(new Event('scroll'));
const THROTTLED: ScrollNearEnd = { distance: 500, pace: 'throttle', ms: 300 };
const DEBOUNCED: ScrollNearEnd = { distance: 500, pace: 'debounce', ms: 300 };

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('is near when the end is within the distance below the viewport, or above it', () => {
  expect(isNearEnd(1300, 800, 500)).toBe(true);
  expect(isNearEnd(1301, 800, 500)).toBe(false);
  expect(isNearEnd(200, 800, 500)).toBe(true);
});

describe('throttled', () => {
  it('checks on mount and on scroll, at most once per 300 ms', () => {
    bottom = window.innerHeight + 2000;
    const onNear = jest.fn();
    renderHook(() => useScrollNearEnd(onNear, THROTTLED, { end, enabled: true }));
    expect(onNear).not.toHaveBeenCalled();

    jest.advanceTimersByTime(300);
    bottom = window.innerHeight + 400;
    scroll();
    expect(onNear).toHaveBeenCalledTimes(1);
    // A burst of scrolling inside the window: one trailing check when it ends, not one per event.
    scroll();
    scroll();
    jest.advanceTimersByTime(100);
    scroll();
    expect(onNear).toHaveBeenCalledTimes(1);
    jest.advanceTimersByTime(200);
    expect(onNear).toHaveBeenCalledTimes(2);
  });

  it('stays quiet while the end is further than the distance', () => {
    bottom = window.innerHeight + 501;
    const onNear = jest.fn();
    renderHook(() => useScrollNearEnd(onNear, THROTTLED, { end, enabled: true }));
    scroll();
    jest.advanceTimersByTime(1000);
    expect(onNear).not.toHaveBeenCalled();
  });

  it('does nothing while disabled, and checks at once when enabled', () => {
    bottom = 0;
    const onNear = jest.fn();
    const { rerender } = renderHook(({ enabled }) => useScrollNearEnd(onNear, THROTTLED, { end, enabled }), {
      initialProps: { enabled: false },
    });
    scroll();
    expect(onNear).not.toHaveBeenCalled();
    rerender({ enabled: true });
    expect(onNear).toHaveBeenCalledTimes(1);
  });
});

describe('debounced', () => {
  it('checks the end of the page once the scrolling has paused', () => {
    // jsdom lays nothing out: the page's end is always in view.
    const onNear = jest.fn();
    renderHook(() => useScrollNearEnd(onNear, DEBOUNCED, { enabled: true }));
    expect(onNear).not.toHaveBeenCalled();
    scroll();
    jest.advanceTimersByTime(200);
    scroll();
    jest.advanceTimersByTime(200);
    expect(onNear).not.toHaveBeenCalled();
    jest.advanceTimersByTime(100);
    expect(onNear).toHaveBeenCalledTimes(1);
  });

  it('stays quiet while the end is further than the distance, and while disabled', () => {
    bottom = window.innerHeight + 501;
    const onNear = jest.fn();
    const { rerender } = renderHook(({ enabled }) => useScrollNearEnd(onNear, DEBOUNCED, { end, enabled }), { initialProps: { enabled: true } });
    scroll();
    jest.advanceTimersByTime(1000);
    expect(onNear).not.toHaveBeenCalled();
    bottom = 0;
    rerender({ enabled: false });
    scroll();
    jest.advanceTimersByTime(1000);
    expect(onNear).not.toHaveBeenCalled();
  });
});
