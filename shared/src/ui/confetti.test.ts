import confetti from 'canvas-confetti';
import { CONFETTI_DURATION_MS, CONFETTI_PIECES, launchConfetti } from './confetti';
import { stubMatchMedia } from './match-media.fixture';

// The page's own canvas: `create` without a worker, which the CSP (worker-src 'self') would refuse as a blob: URL.
const fire = jest.fn((_options?: confetti.Options) => null);
jest.mock('canvas-confetti', () => ({
  __esModule: true,
  default: Object.assign(
    jest.fn(() => null),
    { create: jest.fn(() => fire) },
  ),
}));

const reducedMotion = (reduce: boolean) => (query: string) => reduce && query.includes('reduce');

beforeEach(() => {
  jest.useFakeTimers();
  jest.mocked(confetti).mockClear();
  fire.mockClear();
});
afterEach(() => jest.useRealTimers());

describe('launchConfetti', () => {
  it('throws 500 pieces in bursts that end within 15 s', async () => {
    stubMatchMedia(reducedMotion(false));
    await launchConfetti();
    jest.advanceTimersByTime(CONFETTI_DURATION_MS);
    const pieces = fire.mock.calls.reduce((sum, [options]) => sum + (options?.particleCount ?? 0), 0);
    expect(pieces).toBe(CONFETTI_PIECES);
    expect(CONFETTI_PIECES).toBe(500);
    expect(CONFETTI_DURATION_MS).toBe(15_000);
    const calls = fire.mock.calls.length;
    jest.advanceTimersByTime(CONFETTI_DURATION_MS);
    expect(fire.mock.calls.length).toBe(calls);
    expect(confetti).not.toHaveBeenCalled();
    const { create } = confetti as unknown as { create: jest.Mock };
    expect(create).toHaveBeenCalledWith(undefined, expect.objectContaining({ useWorker: false }));
  });

  it('throws none for visitors who prefer reduced motion', async () => {
    stubMatchMedia(reducedMotion(true));
    await launchConfetti();
    jest.advanceTimersByTime(CONFETTI_DURATION_MS);
    expect(fire).not.toHaveBeenCalled();
  });
});
