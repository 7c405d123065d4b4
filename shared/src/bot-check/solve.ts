// The bot check's client half: a proof of work over a challenge from GET /api/bot-check/challenge (decision 010).
// WebCrypto only, no Node imports, so it runs in browsers and in Node.

/** Leading zero bits of a digest (0–256). The server counts them the same way. */
export function leadingZeroBits(bytes: Uint8Array): number {
  let bits = 0;
  for (const byte of bytes) {
    if (byte === 0) {
      bits += 8;
      continue;
    }
    return bits + Math.clz32(byte) - 24;
  }
  return bits;
}

/** The token for a nonce: what the server verifies. */
export const botCheckToken = (challenge: string, nonce: number) => `${challenge}:${nonce}`;

export interface SolveOptions {
  signal?: AbortSignal;
  /** Digests started at once; larger batches are faster, smaller ones stop sooner when aborted. */
  batch?: number;
}

/** Finds the smallest nonce such that SHA-256(`challenge:nonce`) starts with `difficulty` zero bits; answers the token `challenge:nonce`. */
export async function solveChallenge(challenge: string, difficulty: number, { signal, batch = 256 }: SolveOptions = {}): Promise<string> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) throw new Error('WebCrypto is not available: the bot check needs crypto.subtle (a secure context)');
  if (!Number.isInteger(difficulty) || difficulty < 0 || difficulty > 64) throw new Error(`difficulty must be 0–64 bits, got ${difficulty}`);
  const encoder = new TextEncoder();
  for (let start = 0; start < Number.MAX_SAFE_INTEGER; start += batch) {
    signal?.throwIfAborted();
    const digests = await Promise.all(
      Array.from({ length: batch }, (_, offset) => subtle.digest('SHA-256', encoder.encode(botCheckToken(challenge, start + offset)))),
    );
    const found = digests.findIndex((digest) => leadingZeroBits(new Uint8Array(digest)) >= difficulty);
    if (found >= 0) return botCheckToken(challenge, start + found);
  }
  throw new Error('No nonce found');
}
