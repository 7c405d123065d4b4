// One resolved reading of an event's rule, with every default applied, shared by the rrule
// builder and the sentence so the two cannot disagree.
import {
  normaliseRecurrence,
  WEEKLY_DAYS,
  type EventTiming,
  type RecurrenceDayChoice,
  type RecurrenceKind,
  type RecurrenceOccurrence,
} from './fields';
import { toFloating, wallClockOfFloating, type WallClock } from '@valley/shared/time';

/** Monday = 0 … Sunday = 6, as rrule numbers weekdays. */
export type WeekdayIndex = 0 | 1 | 2 | 3 | 4 | 5 | 6;

export interface NthDay {
  kind: 'nth';
  occurrence: RecurrenceOccurrence;
  /** A weekday name, 'Day', 'Weekday' or 'Weekend Day'. */
  day: RecurrenceDayChoice;
}
export interface DayOfMonth {
  kind: 'day';
  day: number;
}

export type SeriesEnd =
  | { kind: 'never' }
  | { kind: 'count'; count: number }
  | { kind: 'until'; date: string };

export type ResolvedRule =
  | { kind: 'daily'; interval: number; end: SeriesEnd }
  | { kind: 'weekly'; interval: number; days: WeekdayIndex[]; end: SeriesEnd }
  | { kind: 'monthly'; interval: number; on: NthDay | DayOfMonth; end: SeriesEnd }
  | { kind: 'yearly'; interval: 1; month: number; on: NthDay | DayOfMonth; end: SeriesEnd };

export interface Series {
  starts: Date;
  ends: Date;
  /** New York wall clock of `starts`, in UTC fields (see @valley/shared/time). */
  floatingStart: Date;
  /** Wall-clock length of each occurrence, ms. */
  floatingDuration: number;
  /** null when the event does not repeat. */
  rule: ResolvedRule | null;
}

export function toInstant(value: Date | string, name: string): Date {
  const instant = value instanceof Date ? new Date(value.getTime()) : new Date(value);
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid event ${name}: ${String(value)}`);
  return instant;
}

function weekdayIndex(wall: WallClock): WeekdayIndex {
  const sundayFirst = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return ((sundayFirst + 6) % 7) as WeekdayIndex;
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
  return { starts, ends, floatingStart, floatingDuration, rule: resolveRule(event, wallClockOfFloating(floatingStart)) };
}

function resolveRule(event: EventTiming, start: WallClock): ResolvedRule | null {
  const fields = normaliseRecurrence(event);
  const kind: RecurrenceKind | null = fields.recurrence;
  if (!kind) return null;

  // 'After' without a count and 'By' without a date never end.
  let end: SeriesEnd = { kind: 'never' };
  if (fields.r_end_type === 'After' && fields.r_number_of_occurrences !== null) {
    end = { kind: 'count', count: fields.r_number_of_occurrences };
  } else if (fields.r_end_type === 'By' && fields.r_end_date !== null) {
    end = { kind: 'until', date: fields.r_end_date };
  }

  switch (kind) {
    case 'daily':
      return { kind, interval: fields.r_daily_days ?? 1, end };
    case 'weekly': {
      const days = fields.r_weekly_day
        ? fields.r_weekly_day.map((day) => WEEKLY_DAYS.indexOf(day) as WeekdayIndex)
        : [weekdayIndex(start)];
      return { kind, interval: fields.r_weekly_weeks ?? 1, days, end };
    }
    case 'monthly': {
      const on: NthDay | DayOfMonth =
        fields.r_monthly_occurrence && fields.r_monthly_weekday
          ? { kind: 'nth', occurrence: fields.r_monthly_occurrence, day: fields.r_monthly_weekday }
          : { kind: 'day', day: fields.r_monthly_day ?? start.day };
      return { kind, interval: fields.r_monthly_months ?? 1, on, end };
    }
    case 'yearly': {
      const on: NthDay | DayOfMonth =
        fields.r_yearly_occurrence && fields.r_yearly_weekday
          ? { kind: 'nth', occurrence: fields.r_yearly_occurrence, day: fields.r_yearly_weekday }
          : { kind: 'day', day: fields.r_yearly_day ?? start.day };
      return { kind, interval: 1, month: fields.r_yearly_month ?? start.month, on, end };
    }
  }
}
