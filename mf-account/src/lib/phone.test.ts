import { maskPhone } from './phone';

describe('maskPhone', () => {
  it('places the dashes of 999-999-9999 as digits arrive and drops anything else', () => {
    expect(maskPhone('8')).toBe('8');
    expect(maskPhone('8143')).toBe('814-3');
    expect(maskPhone('(814) 349-8850')).toBe('814-349-8850');
    expect(maskPhone('abc')).toBe('');
  });

  it('drops the country code of +1, and never a digit the member typed (issue 46)', () => {
    expect(maskPhone('+1 (814) 349-8850')).toBe('814-349-8850');
    expect(maskPhone('18143498850')).toBe('814-349-8850');
    // A digit typed into a full field is kept, so the form can say the number is too long.
    expect(maskPhone('814-349-88501')).toBe('814-349-88501');
    expect(maskPhone('814-9349-8850')).toBe('814-934-98850');
  });
});
