import { occurrencesBetween } from '@valley/shared/recurrence';
import { recurrenceFields, type RecurrenceFields, type RepeatingRule, type SeriesEnd } from '@valley/shared/schemas/recurrence';
import { addDays, dayKeyOf, type DayKey, instantAt, monthOf, weekdayOf } from '@valley/shared/time';
import type { EventSeed, SeedRule } from './calendar';

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
/** Far enough for the first occurrence of any rule in the data. */
const HORIZON_DAYS = 800;

/** The event's times if its first occurrence were on `day`. */
function timesOn(seed: EventSeed, day: DayKey): { starts: Date; ends: Date } {
  const lastDay = addDays(day, seed.days ?? 0);
  if (seed.allDay) return { starts: instantAt(day), ends: instantAt(lastDay, 23, 59) };
  return {
    starts: instantAt(day, seed.hour, seed.minute ?? 0),
    ends: new Date(instantAt(lastDay, seed.hour, seed.minute ?? 0).getTime() + seed.hours * 3_600_000),
  };
}

/** The first occurrence of a rule on or after `from`, by the shared recurrence engine. */
function firstOccurrence(seed: EventSeed, rule: RepeatingRule, from: DayKey): { starts: Date; ends: Date } {
  const times = timesOn(seed, from);
  const first = occurrencesBetween({ ...recurrenceFields(rule), ...times }, times.starts, instantAt(addDays(from, HORIZON_DAYS)), 1)[0];
  if (!first) throw new Error(`${seed.title}: the rule never happens`);
  return first;
}

/** A seed's rule with its yearly defaults, and its end (days from the seed day) as a series end. */
function completeRule(seed: EventSeed, rule: SeedRule, from: DayKey, end: SeriesEnd): RepeatingRule {
  if (rule.kind !== 'yearly') return { ...rule, end };
  const on = rule.on ?? { by: 'day', day: Number(from.slice(8, 10)) };
  if (rule.month !== undefined || on.by === 'day') return { kind: 'yearly', month: rule.month ?? monthOf(from).month, on, end };
  // An nth weekday without a month: the first month that has one on or after `from`.
  const first = firstOccurrence(seed, { kind: 'monthly', interval: 1, on, end: { kind: 'never' } }, from);
  return { kind: 'yearly', month: monthOf(dayKeyOf(first.starts)).month, on, end };
}

/** Where a one-off or a series starts, and its recurrence fields. */
export function schedule(seed: EventSeed, base: DayKey): { starts: Date; ends: Date; columns: RecurrenceFields } {
  let from = addDays(base, seed.day);
  if (seed.on) from = addDays(from, (WEEKDAYS.indexOf(seed.on) - weekdayOf(from) + 7) % 7);
  if (!seed.rule) return { ...timesOn(seed, from), columns: recurrenceFields({ kind: 'none' }) };
  const until = seed.end && 'by' in seed.end ? addDays(base, seed.end.by) : null;
  const end: SeriesEnd =
    seed.end && 'after' in seed.end ? { kind: 'count', count: seed.end.after } : until ? { kind: 'until', date: until } : { kind: 'never' };
  const rule = completeRule(seed, seed.rule, from, end);
  // The first matching day whatever the interval: the series' steps count from there.
  const first = firstOccurrence(seed, rule.kind === 'yearly' ? { ...rule, end: { kind: 'never' } } : { ...rule, interval: 1, end: { kind: 'never' } }, from);
  if (until && until < dayKeyOf(first.starts)) throw new Error(`${seed.title}: series ends before it starts`);
  return { ...first, columns: recurrenceFields(rule) };
}
