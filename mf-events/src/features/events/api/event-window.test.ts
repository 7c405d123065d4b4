import { eventWindow } from './event-window';

describe('eventWindow', () => {
  it('runs from today through 180 days ahead by default', () => {
    expect(eventWindow(undefined, new Date(2026, 10, 22, 15, 30))).toBe('2026-11-22|2027-05-21');
  });

  it('crosses a year end and a leap day', () => {
    expect(eventWindow(7, new Date(2027, 11, 28))).toBe('2027-12-28|2028-01-04');
    expect(eventWindow(1, new Date(2028, 1, 28))).toBe('2028-02-28|2028-02-29');
  });
});
