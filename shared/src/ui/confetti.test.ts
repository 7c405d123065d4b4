import confetti from 'canvas-confetti';
import { CONFETTI_DURATION_MS, CONFETTI_PIECES, launchConfetti } from './confetti';

jest.mock('canvas-confetti', () => ({ __esModule: true, default: jest.fn(() => null) }));

const mediaQuery = (reduce: boolean) => (query: string) =>
  ({
    matches: reduce && query.includes('reduce'),
    media: query,
    onchange: null,
    addEventListener() {},
    removeEventListener() {},
    addListener() {},
    removeListener() {},
    dispatchEvent: () => false,
  }) as MediaQueryList;

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(confetti).mockClear();
});
afterEach(() => jest.useRealTimers());

describe('launchConfetti', () => {
  it('throws 500 pieces in bursts that end within 15 s', async () => {
    window.matchMedia = mediaQuery(false);
    await launchConfetti();
    jest.advanceTimersByTime(CONFETTI_DURATION_MS);
    const pieces = jest.mocked(confetti).mock.calls.reduce((sum, [options]) => sum + (options?.particleCount ?? 0), 0);
    expect(pieces).toBe(CONFETTI_PIECES);
    expect(CONFETTI_PIECES).toBe(500);
    expect(CONFETTI_DURATION_MS).toBe(15_000);
    const calls = jest.mocked(confetti).mock.calls.length;
    jest.advanceTimersByTime(CONFETTI_DURATION_MS);
    expect(jest.mocked(confetti).mock.calls.length).toBe(calls);
  });

  it('throws none for visitors who prefer reduced motion', async () => {
    window.matchMedia = mediaQuery(true);
    await launchConfetti();
    jest.advanceTimersByTime(CONFETTI_DURATION_MS);
    expect(confetti).not.toHaveBeenCalled();
  });
});
