// Recurring events on New York wall-clock time: rrule runs on floating dates whose UTC fields hold the New York clock, so a 7 PM event
// stays 7 PM across a DST change. The engine's choices (DTSTART, missing days, 'By', the 52-step horizon) are in decision 035.
import * as rruleModule from 'rrule';
import type { ByWeekday, Options } from 'rrule';
import type { MonthDay, RepeatingRule } from '@valley/shared/schemas/recurrence';
import { RECURRENCE_DAY_CHOICES, WEEKLY_DAYS } from './fields';
import { DAY_MS, dayKey, formatFloating, fromFloating, parseDayKey, TIME_ZONE, toFloating, wallClockOfFloating, zonedTime } from '@valley/shared/time';
import { resolveSeries, type EventTiming, type Series } from './rule';
import { sentenceFor } from './sentence';

export type { EventTiming } from './rule';
export { eventSchedule } from './schedule';

// rrule 2.8 has no "exports": Node ESM (tsx) sees the UMD bundle's exports only on `default`, Jest and bundlers see named ones.
// A namespace import works in all three; Reflect.get stops bundlers warning that ESM rrule has no default export.
const rrule: typeof rruleModule = typeof rruleModule.RRule === 'function' ? rruleModule : (Reflect.get(rruleModule, 'default') as typeof rruleModule);
const { RRule, Weekday } = rrule;

export interface Occurrence {
  starts: Date;
  ends: Date;
}

/** How far nextOccurrence looks, in steps of the rule (see the module comment). */
export const NEXT_OCCURRENCE_MAX_STEPS = 52;

const OCCURRENCE_POSITIONS = { First: 1, Second: 2, Third: 3, Fourth: 4, Last: -1 } as const;

/** rrule options for the rule, without DTSTART; `until` is the end of the 'By' day (floating New York time when running, an instant when printing). */
function ruleOptions(rule: RepeatingRule, until: (year: number, month: number, day: number) => Date): Partial<Options> {
  const options: Partial<Options> = {
    freq: { daily: RRule.DAILY, weekly: RRule.WEEKLY, monthly: RRule.MONTHLY, yearly: RRule.YEARLY }[rule.kind],
  };
  if (rule.kind !== 'yearly' && rule.interval > 1) options.interval = rule.interval;
  if (rule.end.kind === 'count') options.count = rule.end.count;
  const untilDate = rule.end.kind === 'until' ? parseDayKey(rule.end.date) : null;
  if (untilDate) options.until = until(untilDate.year, untilDate.month, untilDate.day);
  switch (rule.kind) {
    case 'daily':
      break;
    case 'weekly':
      options.byweekday = rule.days.map((day) => WEEKLY_DAYS.indexOf(day));
      break;
    case 'monthly':
      Object.assign(options, onDay(rule.on));
      break;
    case 'yearly':
      options.bymonth = rule.month;
      Object.assign(options, onDay(rule.on));
      break;
  }
  return options;
}

/** A single weekday becomes BYDAY=3TH; 'Day', 'Weekday' and 'Weekend Day' become a day set with BYSETPOS (MO–FR;BYSETPOS=-1 = last weekday). */
function onDay(on: MonthDay): Partial<Options> {
  if (on.by === 'day') return { bymonthday: on.day };
  const position = OCCURRENCE_POSITIONS[on.occurrence];
  const sets: Record<string, number[]> = {
    Day: [0, 1, 2, 3, 4, 5, 6],
    Weekday: [0, 1, 2, 3, 4],
    'Weekend Day': [5, 6],
  };
  const set = sets[on.weekday];
  if (set) return { byweekday: set, bysetpos: position };
  const index = RECURRENCE_DAY_CHOICES.indexOf(on.weekday);
  const byweekday: ByWeekday = new Weekday(index, position);
  return { byweekday };
}

interface RunningSeries extends Series {
  rule: RepeatingRule;
  rrule: InstanceType<typeof RRule>;
}

function runningSeries(event: EventTiming): RunningSeries | Series {
  const series = resolveSeries(event);
  if (!series.rule) return series;
  const options = ruleOptions(series.rule, (year, month, day) => new Date(Date.UTC(year, month - 1, day, 23, 59, 59)));
  options.dtstart = series.floatingStart;
  return { ...series, rule: series.rule, rrule: new RRule(options, true) };
}

const isRunning = (series: RunningSeries | Series): series is RunningSeries => 'rrule' in series;

/** The occurrence rrule produced at a floating date; the first one is the event's own times. */
function occurrenceAt(series: Series, floating: Date): Occurrence {
  if (floating.getTime() === series.floatingStart.getTime()) {
    return { starts: new Date(series.starts), ends: new Date(series.ends) };
  }
  return {
    starts: fromFloating(floating),
    ends: fromFloating(new Date(floating.getTime() + series.floatingDuration)),
  };
}

/** Closed intervals, like the API's `starts <= to and ends >= from`. */
const overlaps = (occurrence: Occurrence, from: Date, to: Date): boolean => occurrence.starts <= to && occurrence.ends >= from;

function checkDate(value: Date, name: string): void {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) throw new RangeError(`Invalid ${name} date`);
}

/** RFC 5545 text: 'DTSTART;TZID=<TIME_ZONE>:20251009T190000\nRRULE:FREQ=WEEKLY;…'; null when the event does not repeat. */
export function toRRuleString(event: EventTiming): string | null {
  const series = resolveSeries(event);
  if (!series.rule) return null;
  // With a TZID on DTSTART, RFC 5545 wants UNTIL in UTC: the real end of the New York day.
  const options = ruleOptions(series.rule, (year, month, day) => zonedTime(year, month, day, 23, 59, 59));
  return `DTSTART;TZID=${TIME_ZONE}:${formatFloating(series.floatingStart)}\n${RRule.optionsToString(options)}`;
}

/** Every occurrence overlapping [from, to], both ends included (one still running at `from` counts), in order, at most `limit`. */
export function occurrencesBetween(event: EventTiming, from: Date, to: Date, limit = 1000): Occurrence[] {
  checkDate(from, 'from');
  checkDate(to, 'to');
  if (limit <= 0 || to < from) return [];
  const series = runningSeries(event);
  if (!isRunning(series)) {
    const only = { starts: series.starts, ends: series.ends };
    return overlaps(only, from, to) ? [only] : [];
  }
  const after = new Date(toFloating(from).getTime() - series.floatingDuration - DAY_MS);
  const before = new Date(toFloating(to).getTime() + DAY_MS);
  const found: Occurrence[] = [];
  series.rrule.between(after, before, true, (floating) => {
    const occurrence = occurrenceAt(series, floating);
    if (occurrence.starts > to) return false;
    if (overlaps(occurrence, from, to)) found.push(occurrence);
    return found.length < limit;
  });
  return found;
}

/** The floating date `steps` steps of the rule after `floating`. */
function stepsAhead(floating: Date, rule: RepeatingRule, steps: number): Date {
  const w = wallClockOfFloating(floating);
  const n = steps * (rule.kind === 'yearly' ? 1 : rule.interval);
  switch (rule.kind) {
    case 'daily':
      return new Date(floating.getTime() + n * DAY_MS);
    case 'weekly':
      return new Date(floating.getTime() + n * 7 * DAY_MS);
    case 'monthly':
      return new Date(Date.UTC(w.year, w.month - 1 + n, w.day, w.hour, w.minute, w.second));
    case 'yearly':
      return new Date(Date.UTC(w.year + n, w.month - 1, w.day, w.hour, w.minute, w.second));
  }
}

/** The first occurrence that has not ended at `now`; null once the series is over or when nothing falls within 52 steps of the rule (decision 035). */
export function nextOccurrence(event: EventTiming, now: Date = new Date()): Occurrence | null {
  checkDate(now, 'now');
  const series = runningSeries(event);
  if (!isRunning(series)) return series.ends > now ? { starts: series.starts, ends: series.ends } : null;
  const floatingNow = toFloating(now);
  const after = new Date(floatingNow.getTime() - series.floatingDuration - DAY_MS);
  const base = floatingNow > series.floatingStart ? floatingNow : series.floatingStart;
  const before = stepsAhead(base, series.rule, NEXT_OCCURRENCE_MAX_STEPS);
  let next: Occurrence | null = null;
  series.rrule.between(after, before, true, (floating) => {
    const occurrence = occurrenceAt(series, floating);
    if (occurrence.ends > now) next = occurrence;
    return next === null;
  });
  return next;
}

/** 'Every 2 weeks on Monday and Wednesday, until June 30, 2027'; '' when the event does not repeat. */
export function describeRecurrence(event: EventTiming): string {
  return sentenceFor(resolveSeries(event).rule);
}

/** The New York date ('YYYY-MM-DD') of an 'After N' series' last occurrence, for storing as its end date; null for any other event. */
export function endDateFromCount(event: EventTiming): string | null {
  const series = runningSeries(event);
  if (!isRunning(series) || series.rule.end.kind !== 'count') return null;
  const last = series.rrule.all().at(-1);
  if (!last) return null;
  const w = wallClockOfFloating(last);
  return dayKey(w.year, w.month, w.day);
}
