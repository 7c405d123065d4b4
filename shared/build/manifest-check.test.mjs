import { satisfiesCaret, unprovidedShared } from './manifest-check.mjs';

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

const manifestOf = (names) => ({ shared: names.map((name) => ({ name })) });

describe('unprovidedShared', () => {
  it('names a router or React the remote takes and the shell does not provide', () => {
    const remote = manifestOf(['react', 'react-dom', '@valley/shared/router', '@valley/shared/ui/skeleton']);
    expect(unprovidedShared(remote, manifestOf(['react', 'react-dom']))).toEqual([
      '@valley/shared/router is not provided by the shell: the remote would run its own copy',
    ]);
    expect(unprovidedShared(remote, manifestOf(['react', 'react-dom', '@valley/shared/router']))).toEqual([]);
  });
});
