import { RETIRE_MESSAGES } from '@valley/shared/schemas/studio';
import { instantOf } from '@valley/shared/time';
import { badRequest } from '../http/errors';

/**
 * When a page or a post on the site is to leave it (decision 116): a time to come, for something on the site (or scheduled for it).
 * The refusals name the field, so the studio says them under it.
 */
export function retireTime(text: string, now: Date, onSite: boolean): Date {
  const at = instantOf(text);
  if (!at || at <= now) throw badRequest(`retire_at: ${RETIRE_MESSAGES.past}`);
  if (!onSite) throw badRequest(`retire_at: ${RETIRE_MESSAGES.later}`);
  return at;
}
