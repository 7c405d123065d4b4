import { randomBytes } from 'node:crypto';
import { type Algorithm, hash, type Options, parseOptions, verify } from '@node-rs/argon2';

/**
 * Passwords are stored as argon2id PHC strings (`$argon2id$v=19$m=19456,t=2,p=1$salt$hash`) with
 * OWASP's first recommended configuration: 19 MiB of memory, 2 iterations, 1 lane. About 20–80 ms
 * per hash on one core. Raising a parameter later is safe: stored hashes keep their own parameters
 * and are rehashed with the new ones at the member's next sign-in (needsRehash).
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

/**
 * Hashes a password with ARGON2_PARAMS and a fresh 16-byte salt. A fixed salt is for the seed only
 * (its rows are deterministic); a real account always gets a random one.
 */
export const hashPassword = (password: string, salt?: Uint8Array): Promise<string> => hash(password, salt ? { ...ARGON2_PARAMS, salt } : ARGON2_PARAMS);

let dummyHash: Promise<string> | undefined;
/**
 * A hash of a random password with the same parameters, verified when there is no account (or no
 * password) so a sign-in for an unknown address costs what a wrong password costs.
 */
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(18).toString('base64url'));
  return dummyHash;
}

/**
 * True when the password matches the stored hash. A missing or unreadable hash verifies the dummy
 * hash instead and answers false, taking the same time.
 */
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
