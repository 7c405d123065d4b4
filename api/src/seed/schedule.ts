import { endDateFromCount, occurrencesBetween } from '@valley/shared/recurrence';
import { recurrenceFields, type RecurrenceFields, type RepeatingRule, type SeriesEnd } from '@valley/shared/schemas/recurrence';
import { addDays, dayKeyOf, type DayKey, instantAt, monthOf, parseDayKey, weekdayOf } from '@valley/shared/time';
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

interface Scheduled {
  starts: Date;
  ends: Date;
  columns: RecurrenceFields;
  /** The New York day of its last occurrence (a one-off's last day); null for a series without an end. */
  lastDay: DayKey | null;
}

/** Where a one-off or a series starts when it may start from `day` (moved on to its weekday), and its recurrence fields. */
function scheduleFrom(seed: EventSeed, day: DayKey): Scheduled {
  const from = seed.on ? addDays(day, (WEEKDAYS.indexOf(seed.on) - weekdayOf(day) + 7) % 7) : day;
  if (!seed.rule) {
    const times = timesOn(seed, from);
    return { ...times, columns: recurrenceFields({ kind: 'none' }), lastDay: dayKeyOf(times.ends) };
  }
  const until = seed.end && 'by' in seed.end ? addDays(from, seed.end.by) : null;
  const end: SeriesEnd =
    seed.end && 'after' in seed.end ? { kind: 'count', count: seed.end.after } : until ? { kind: 'until', date: until } : { kind: 'never' };
  const rule = completeRule(seed, seed.rule, from, end);
  // The first matching day whatever the interval: the series' steps count from there.
  const first = firstOccurrence(seed, rule.kind === 'yearly' ? { ...rule, end: { kind: 'never' } } : { ...rule, interval: 1, end: { kind: 'never' } }, from);
  if (until && until < dayKeyOf(first.starts)) throw new Error(`${seed.title}: series ends before it starts`);
  const columns = recurrenceFields(rule);
  const lastDay = end.kind === 'count' ? endDateFromCount({ ...columns, ...first }) : until;
  return { ...first, columns, lastDay };
}

/**
 * Where a one-off or a series starts, and its recurrence fields: `day` days from the seed day, or on a day of the valley's year (the
 * next one not over by the seed day, or the last one over before it), so a fall festival is in the fall whatever day the seed is run.
 */
export function schedule(seed: EventSeed, base: DayKey): Omit<Scheduled, 'lastDay'> {
  if (typeof seed.day === 'number') return scheduleFrom(seed, addDays(base, seed.day));
  const past = 'last' in seed.day;
  const text = 'last' in seed.day ? seed.day.last : seed.day.next;
  if (seed.rule && !seed.end) throw new Error(`${seed.title}: a series on a day of the year needs an end`);
  const year = Number(base.slice(0, 4));
  const tries = [year - 2, year - 1, year, year + 1].map((candidate) => {
    const day = `${candidate}-${text}`;
    if (!parseDayKey(day)) throw new Error(`${seed.title}: ${text} is not a day of every year`);
    return scheduleFrom(seed, day);
  });
  const found = past ? tries.findLast(({ lastDay }) => lastDay !== null && lastDay < base) : tries.find(({ lastDay }) => lastDay === null || lastDay >= base);
  if (!found) throw new Error(`${seed.title}: a past event or series needs an end before the seed day`);
  return { starts: found.starts, ends: found.ends, columns: found.columns };
}
