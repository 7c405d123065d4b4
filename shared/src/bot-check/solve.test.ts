/** @jest-environment node */
import { createHash } from 'node:crypto';
import { botCheckToken, leadingZeroBits, solveChallenge } from './solve';

const zeroBits = (text: string) => leadingZeroBits(new Uint8Array(createHash('sha256').update(text).digest()));

describe('leadingZeroBits', () => {
  it('counts zero bits from the first byte', () => {
    expect(leadingZeroBits(new Uint8Array([0x80]))).toBe(0);
    expect(leadingZeroBits(new Uint8Array([0x01, 0xff]))).toBe(7);
    expect(leadingZeroBits(new Uint8Array([0x00, 0x00, 0x10]))).toBe(19);
    expect(leadingZeroBits(new Uint8Array([0, 0]))).toBe(16);
  });
});

describe('solveChallenge', () => {
  it('answers challenge:nonce whose SHA-256 has the asked leading zero bits', async () => {
    const challenge = 'eyJpZCI6InRlc3QifQ.c2lnbmF0dXJl';
    const token = await solveChallenge(challenge, 10);
    const nonce = Number(token.slice(challenge.length + 1));
    expect(token.startsWith(`${challenge}:`)).toBe(true);
    expect(token).toBe(botCheckToken(challenge, nonce));
    expect(zeroBits(token)).toBeGreaterThanOrEqual(10);
    // The smallest such nonce: no earlier one qualifies.
    for (let earlier = 0; earlier < nonce; earlier += 1) expect(zeroBits(botCheckToken(challenge, earlier))).toBeLessThan(10);
  });

  it('answers nonce 0 at difficulty 0 and stops when aborted', async () => {
    expect(await solveChallenge('abc', 0)).toBe('abc:0');
    const controller = new AbortController();
    controller.abort();
    await expect(solveChallenge('abc', 40, { signal: controller.signal })).rejects.toThrow();
  });

  it('refuses a nonsensical difficulty', async () => {
    await expect(solveChallenge('abc', -1)).rejects.toThrow(/difficulty/);
    await expect(solveChallenge('abc', 1.5)).rejects.toThrow(/difficulty/);
  });
});
