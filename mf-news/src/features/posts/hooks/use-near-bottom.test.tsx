import { renderHook } from '@testing-library/react';
import { isNearBottom, useNearBottom } from './use-near-bottom';

const element = document.createElement('div');
const ref = { current: element };
let bottom = 0;
jest.spyOn(element, 'getBoundingClientRect').mockImplementation(() => ({ bottom }) as DOMRect);

const scroll = () => window.dispatchEvent(new Event('scroll'));

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('is near when the bottom is within the distance below the viewport, or above it', () => {
  expect(isNearBottom(1300, 800, 500)).toBe(true);
  expect(isNearBottom(1301, 800, 500)).toBe(false);
  expect(isNearBottom(200, 800, 500)).toBe(true);
});

it('checks on mount and on scroll, at most once per 300 ms', () => {
  bottom = window.innerHeight + 2000;
  const onNear = jest.fn();
  renderHook(() => useNearBottom(ref, onNear, { distance: 500, throttleMs: 300, enabled: true }));
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
  renderHook(() => useNearBottom(ref, onNear, { distance: 500, throttleMs: 300, enabled: true }));
  scroll();
  jest.advanceTimersByTime(1000);
  expect(onNear).not.toHaveBeenCalled();
});

it('does nothing while disabled, and checks at once when enabled', () => {
  bottom = 0;
  const onNear = jest.fn();
  const { rerender } = renderHook(({ enabled }) => useNearBottom(ref, onNear, { distance: 500, throttleMs: 300, enabled }), {
    initialProps: { enabled: false },
  });
  scroll();
  expect(onNear).not.toHaveBeenCalled();
  rerender({ enabled: true });
  expect(onNear).toHaveBeenCalledTimes(1);
});
