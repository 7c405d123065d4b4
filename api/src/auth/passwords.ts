import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, type Options, parseOptions, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's first recommended configuration (decision 010). Raising a parameter later is safe: stored hashes keep their own
 * parameters and are rehashed at the member's next sign-in (needsRehash).
 */
export const ARGON2_PARAMS = {
  /** Argon2id. The package's `Algorithm` is an ambient const enum (no runtime value): 2 is Argon2id. */
  algorithm: 2 as Algorithm,
  /** KiB: 19 MiB. */
  memoryCost: 19_456,
  /** Passes over memory. */
  timeCost: 2,
  parallelism: 1,
} as const satisfies Options;

/** Hashes with ARGON2_PARAMS and a fresh 16-byte salt; a fixed salt is for the seed only, whose rows are deterministic. */
export const hashPassword = (password: string, salt?: Uint8Array): Promise<string> => hash(password, salt ? { ...ARGON2_PARAMS, salt } : ARGON2_PARAMS);

let dummyHash: Promise<string> | undefined;
/** A hash verified when there is no account (or no password), so a sign-in for an unknown address costs what a wrong password costs. */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}

/** True when the password matches; a missing or unreadable hash verifies the dummy hash instead, taking the same time. */
export async function verifyPassword(stored: string | null | undefined, password: string): Promise<boolean> {
  if (!stored || !stored.startsWith('$argon2')) {
    await verify(await dummyPasswordHash(), password).catch(() => false);
    return false;
  }
  try {
    return await verify(stored, password);
  } catch {
    // A corrupt stored hash is a failed sign-in, not a 500.
    return false;
  }
}

/** True when a stored hash was made with weaker parameters than ARGON2_PARAMS (rehash it at sign-in). */
export function needsRehash(stored: string): boolean {
  try {
    const options = parseOptions(stored);
    return (
      options.algorithm !== ARGON2_PARAMS.algorithm ||
      options.memoryCost < ARGON2_PARAMS.memoryCost ||
      options.timeCost < ARGON2_PARAMS.timeCost ||
      options.parallelism < ARGON2_PARAMS.parallelism
    );
  } catch {
    return true;
  }
}
