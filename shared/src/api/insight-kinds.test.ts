import { INSIGHT_KINDS, VITAL_TARGET_MAX, vitalRating, vitalTargetOf, zeroTotals } from './insight-kinds';

it('zeroTotals gives every kind a 0, in a new object each time', () => {
  const totals = zeroTotals();
  expect(Object.keys(totals)).toEqual([...INSIGHT_KINDS]);
  expect(Object.values(totals).every((count) => count === 0)).toBe(true);
  totals.view += 1;
  expect(zeroTotals().view).toBe(0);
});

describe('field vitals (decision 079)', () => {
  it("rates a figure by web.dev's thresholds: at the good bound good, past the poor one poor", () => {
    expect(vitalRating('LCP', 2500)).toBe('good');
    expect(vitalRating('LCP', 2501)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4000)).toBe('needs-improvement');
    expect(vitalRating('LCP', 4001)).toBe('poor');
    expect(vitalRating('INP', 200)).toBe('good');
    expect(vitalRating('CLS', 0.26)).toBe('poor');
    expect(vitalRating('TTFB', 1000)).toBe('needs-improvement');
  });

  it('keeps a target to names of tags, ids and classes: no attribute values, no text, no query strings, at most 100 characters', () => {
    expect(vitalTargetOf('main>div.hero>img')).toBe('main>div.hero>img');
    expect(vitalTargetOf('img[src="/media/a.webp?w=800"]')).toBe('img');
    expect(vitalTargetOf('a#more > span')).toBe('a#more>span');
    expect(vitalTargetOf('')).toBeUndefined();
    expect(vitalTargetOf(undefined)).toBeUndefined();
    const long = vitalTargetOf(`${'section.block>'.repeat(10)}p.lead`);
    expect(long!.length).toBeLessThanOrEqual(VITAL_TARGET_MAX);
    expect(long).toMatch(/^section\.block>.*>p\.lead$/);
  });
});
