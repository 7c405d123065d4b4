import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * View tokens (decision 074): the API issues one per page view; a beacon counts only with one. Signed with INSIGHTS_SECRET, so any instance
 * checks one without storing it; what each has counted is kept in insight_view_tokens (collect.ts) until it expires.
 */
export const VIEW_TOKEN_TTL_MS = 30 * 60_000;
/** What the signature covers besides the token's fields: a token of another kind signed with the same key is never a view token. */
const PURPOSE = 'valley insights view token v1';
/** Instances' clocks may differ by this much; a token claiming a longer life than that is not ours. */
const CLOCK_SKEW_MS = 60_000;

const signature = (secret: string, body: string) =>
  createHmac('sha256', secret).update(`${PURPOSE}\u0000${body}`, 'utf8').digest().subarray(0, 18).toString('base64url');

/** `<id>.<expiry in seconds, base 36>.<signature>`: 96 random bits, about 50 characters. */
export function issueViewToken(secret: string, now: Date): { token: string; expiresAt: Date } {
  const expires = Math.floor((now.getTime() + VIEW_TOKEN_TTL_MS) / 1000);
  const body = `${randomBytes(12).toString('base64url')}.${expires.toString(36)}`;
  return { token: `${body}.${signature(secret, body)}`, expiresAt: new Date(expires * 1000) };
}

/** The token's id and expiry when it is ours and still valid; null for anything else (malformed, forged, expired). */
export function readViewToken(secret: string, token: string, now: Date): { id: string; expiresAt: Date } | null {
  const match = /^([\w-]{16})\.([0-9a-z]{1,9})\.([\w-]{24})$/.exec(token);
  if (!match) return null;
  const [, id = '', expires = '', given = ''] = match;
  const expected = Buffer.from(signature(secret, `${id}.${expires}`));
  if (!timingSafeEqual(expected, Buffer.from(given))) return null;
  const expiresAt = Number.parseInt(expires, 36) * 1000;
  if (expiresAt <= now.getTime() || expiresAt > now.getTime() + VIEW_TOKEN_TTL_MS + CLOCK_SKEW_MS) return null;
  return { id, expiresAt: new Date(expiresAt) };
}
