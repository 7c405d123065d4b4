import type { ZodError } from 'zod';
import { ApiError } from '@valley/shared/api';

/** A refusal the API makes about one field names it first ('slug: Address: another category already has it'). */
const FIELD_REFUSAL = /^([a-z_]+): (.+)$/;

/** The shared schema's messages by field path ('2.url'), `whole` for one about the whole value. */
export function messagesByField(error: ZodError, whole: string): Record<string, string> {
  return Object.fromEntries(error.issues.map((issue) => [issue.path.length ? issue.path.join('.') : whole, issue.message]));
}

/**
 * Why the API refused a form's call: about one of the form's `fields` (said under it, without the field's name), or about the whole
 * call (its message as it came, or `fallback` when the API did not answer).
 */
export function refusalOf<F extends string>(error: unknown, fields: readonly F[], fallback: string): { field: F | null; message: string } {
  if (!(error instanceof ApiError)) return { field: null, message: fallback };
  const [, field, message] = FIELD_REFUSAL.exec(error.message) ?? [];
  const named = fields.find((candidate) => candidate === field);
  return named && message ? { field: named, message } : { field: null, message: error.message };
}
