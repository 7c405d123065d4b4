import type { FastifyInstance } from 'fastify';
import { badRequest } from './errors';

/** A key as a field name in a message: a NUL or other control character is written as \uXXXX. */
const fieldName = (key: string | number) =>
  [...String(key)].map((char) => (char < ' ' ? `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}` : char)).join('');

interface Visit {
  value: unknown;
  key: string | number | null;
  parent: Visit | null;
}

const pathOf = (visit: Visit): string => {
  const keys: string[] = [];
  for (let at: Visit | null = visit; at && at.key !== null; at = at.parent) keys.push(fieldName(at.key));
  return keys.toReversed().join('.');
};

/**
 * The path of a field holding NUL (U+0000) ('title', 'items.0.information'; '' for the part itself), or null.
 * Iterative, so a deeply nested body cannot overflow the stack (decision 033).
 */
export function nulField(value: unknown): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : null;
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const item = visit.value;
    // Strings are looked at where they sit (no allocation each); lists and objects wait on the stack,
    // last child first, so the first one sent is walked next. Of a list's strings the first sent is named.
    let found: Visit | null = null;
    if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) {
        const child: unknown = item[index];
        if (typeof child === 'object' && child !== null) pending.push({ value: child, key: index, parent: visit });
        else if (typeof child === 'string' && child.includes('\u0000')) found = { value: child, key: index, parent: visit };
      }
    } else if (typeof item === 'object' && item !== null) {
      const keys = Object.keys(item);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index]!;
        if (key.includes('\u0000')) return pathOf({ value: null, key, parent: visit });
        const child: unknown = (item as Record<string, unknown>)[key];
        if (typeof child === 'object' && child !== null) pending.push({ value: child, key, parent: visit });
        else if (typeof child === 'string' && child.includes('\u0000')) found = { value: child, key, parent: visit };
      }
    }
    if (found) return pathOf(found);
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL, so every route, in the contract or not, refuses it first: 400 naming the field (decision 033).
 * preValidation: after the bearer check of member calls and after the body is parsed.
 */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [
      ['params', request.params],
      ['query', request.query],
      ['body', request.body],
    ] as const) {
      const field = nulField(value);
      if (field !== null) throw badRequest(`${field || part}: may not contain NUL characters (U+0000); remove them and send it again`);
    }
  });
}
