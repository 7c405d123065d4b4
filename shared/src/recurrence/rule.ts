// One resolved reading of an event: its first occurrence and its rule (RecurrenceSchema, every
// default applied), shared by the rrule builder, the sentence and the schedule so they cannot disagree.
import type { RepeatingRule } from '@valley/shared/schemas/recurrence';
import { toFloating, wallClockOfFloating } from '@valley/shared/time';
import { recurrenceOf, type RecurrenceInput } from './fields';

/** An event's first occurrence and its rule: instants, or ISO strings with an offset. */
export type EventTiming = RecurrenceInput & { starts: Date | string; ends: Date | string };

export interface Series {
  starts: Date;
  ends: Date;
  /** New York wall clock of `starts`, in UTC fields (see @valley/shared/time). */
  floatingStart: Date;
  /** Wall-clock length of each occurrence, ms. */
  floatingDuration: number;
  /** null when the event does not repeat. */
  rule: RepeatingRule | null;
}

export function toInstant(value: Date | string, name: string): Date {
  const instant = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid event ${name}: ${String(value)}`);
  return instant;
}

/** Reads an event: invalid `starts` throws a RangeError; an invalid or earlier `ends` means no length. */
export function resolveSeries(event: EventTiming): Series {
  const starts = toInstant(event.starts, 'starts');
  let ends: Date;
  try {
    ends = toInstant(event.ends, 'ends');
  } catch {
    ends = starts;
  }
  if (ends < starts) ends = starts;
  const floatingStart = toFloating(starts);
  const floatingDuration = Math.max(0, toFloating(ends).getTime() - floatingStart.getTime());
  const rule = recurrenceOf(event, wallClockOfFloating(floatingStart));
  return { starts, ends, floatingStart, floatingDuration, rule: rule.kind === 'none' ? null : rule };
}
