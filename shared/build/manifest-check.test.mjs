import { satisfiesRange, unprovidedShared } from './manifest-check.mjs';

describe('satisfiesRange', () => {
  it('accepts the same major at or above the range', () => {
    expect(satisfiesRange('19.3.1', '^19.3.1')).toBe(true);
    expect(satisfiesRange('19.4.0', '^19.3.1')).toBe(true);
  });
  it('refuses another major or an older minor', () => {
    expect(satisfiesRange('20.0.0', '^19.3.1')).toBe(false);
    expect(satisfiesRange('19.2.9', '^19.3.1')).toBe(false);
  });
  it('treats 0.x minors as breaking', () => {
    expect(satisfiesRange('0.5.3', '^0.5.1')).toBe(true);
    expect(satisfiesRange('0.6.0', '^0.5.1')).toBe(false);
  });
  it('reads the other kinds of range npm knows, which the caret-only check read as exact versions', () => {
    expect(satisfiesRange('19.4.0', '>=19.3.1 <20')).toBe(true);
    expect(satisfiesRange('19.3.5', '~19.3.1')).toBe(true);
    expect(satisfiesRange('2.5.1', '*')).toBe(true);
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
