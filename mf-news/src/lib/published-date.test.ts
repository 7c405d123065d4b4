import { publishedDate } from './published-date';

it('reads the valley calendar day without shifting it into the visitor zone', () => {
  expect(publishedDate('2026-11-20T23:30:00-05:00')).toBe('November 20, 2026');
  expect(publishedDate('2026-01-01T00:10:00-05:00')).toBe('January 1, 2026');
});

it('gives nothing for a value that is not a date', () => {
  expect(publishedDate('soon')).toBeNull();
});
