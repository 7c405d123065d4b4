import { INSIGHT_KINDS, zeroTotals } from './insight-kinds';

it('zeroTotals gives every kind a 0, in a new object each time', () => {
  const totals = zeroTotals();
  expect(Object.keys(totals)).toEqual([...INSIGHT_KINDS]);
  expect(Object.values(totals).every((count) => count === 0)).toBe(true);
  totals.view += 1;
  expect(zeroTotals().view).toBe(0);
});
