import { maskPhone } from './phone';

describe('maskPhone', () => {
  it('places the dashes of 999-999-9999 as digits arrive and drops anything else', () => {
    expect(maskPhone('8')).toBe('8');
    expect(maskPhone('8143')).toBe('814-3');
    expect(maskPhone('(814) 349-88501')).toBe('814-349-8850');
    expect(maskPhone('814.349.8850 ext 2')).toBe('814-349-8850');
    expect(maskPhone('abc')).toBe('');
  });
});
