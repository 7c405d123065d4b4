import { changeOf } from './figures';

it('reads a change from the period before as people do', () => {
  expect(changeOf(112, 100)).toBe('+12%');
  expect(changeOf(95, 100)).toBe('−5%');
  expect(changeOf(100, 100)).toBe('no change');
  expect(changeOf(3, 0)).toBe('new');
  expect(changeOf(0, 0)).toBe('no change');
});
