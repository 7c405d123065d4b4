import { satisfiesCaret } from './manifest-check.mjs';

describe('satisfiesCaret', () => {
  it('accepts the same major at or above the range', () => {
    expect(satisfiesCaret('19.3.1', '^19.3.1')).toBe(true);
    expect(satisfiesCaret('19.4.0', '^19.3.1')).toBe(true);
  });
  it('refuses another major or an older minor', () => {
    expect(satisfiesCaret('20.0.0', '^19.3.1')).toBe(false);
    expect(satisfiesCaret('19.2.9', '^19.3.1')).toBe(false);
  });
  it('treats 0.x minors as breaking', () => {
    expect(satisfiesCaret('0.5.3', '^0.5.1')).toBe(true);
    expect(satisfiesCaret('0.6.0', '^0.5.1')).toBe(false);
  });
});
