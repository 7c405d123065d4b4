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
 * Where a NUL character (U+0000) of a parsed request part is, as a field path ('title',
 * 'items.0.information'; '' for the part itself), or null when it has none. Fields are looked at
 * in the order sent. Iterative and allocation-light: a 1 MB list of numbers takes milliseconds,
 * and a deeply nested body cannot overflow the stack.
 */
export function nulField(value: unknown): string | null {
  const pending: Visit[] = [{ value, key: null, parent: null }];
  while (pending.length > 0) {
    const visit = pending.pop()!;
    const item = visit.value;
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return pathOf(visit);
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) {
        const child: unknown = item[index];
        if (typeof child === 'string' || (typeof child === 'object' && child !== null)) pending.push({ value: child, key: index, parent: visit });
      }
    } else if (typeof item === 'object' && item !== null) {
      const keys = Object.keys(item);
      for (let index = keys.length - 1; index >= 0; index -= 1) {
        const key = keys[index]!;
        if (key.includes('\u0000')) return pathOf({ value: null, key, parent: visit });
        const child: unknown = (item as Record<string, unknown>)[key];
        if (typeof child === 'string' || (typeof child === 'object' && child !== null)) pending.push({ value: child, key, parent: visit });
      }
    }
  }
  return null;
}

/**
 * PostgreSQL text cannot hold NUL, so such a value failed in the database as a 500. Every route,
 * in the contract or not (calendar files, media), refuses it first: 400 naming the field.
 * preValidation: after the bearer check of member calls and after the body is parsed.
 */
export function registerNulCheck(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    for (const [part, value] of [['params', request.params], ['query', request.query], ['body', request.body]] as const) {
      const field = nulField(value);
      if (field !== null) throw badRequest(`${field || part}: may not contain NUL characters (U+0000); remove them and send it again`);
    }
  });
}
