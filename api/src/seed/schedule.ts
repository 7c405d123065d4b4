import type { EventSeed, Rule, RuleEnd, WeekDayShort } from './calendar';
import { addDays, compareDays, isoDay, nextMonth, nthOfMonth, weekdayOf, WEEKDAY_NAMES, type CivilDay } from './dates';

const SHORT_DAYS: WeekDayShort[] = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** The recurrence columns of an event row (migration 002: the member form's words). */
export interface RecurrenceColumns {
  recurrence: 'daily' | 'weekly' | 'monthly' | 'yearly' | null;
  r_daily_days: number | null;
  r_weekly_day: WeekDayShort[] | null;
  r_weekly_weeks: number | null;
  r_monthly_months: number | null;
  r_monthly_day: number | null;
  r_monthly_occurrence: string | null;
  r_monthly_weekday: string | null;
  r_yearly_month: number | null;
  r_yearly_day: number | null;
  r_yearly_occurrence: string | null;
  r_yearly_weekday: string | null;
  r_end_type: 'After' | 'By' | null;
  r_end_date: string | null;
  r_number_of_occurrences: number | null;
}

const NONE: RecurrenceColumns = {
  recurrence: null, r_daily_days: null, r_weekly_day: null, r_weekly_weeks: null, r_monthly_months: null, r_monthly_day: null,
  r_monthly_occurrence: null, r_monthly_weekday: null, r_yearly_month: null, r_yearly_day: null, r_yearly_occurrence: null,
  r_yearly_weekday: null, r_end_type: null, r_end_date: null, r_number_of_occurrences: null,
};

/** The first day on or after `from` that is a `weekday` (0 = Sunday). */
const onOrAfter = (from: CivilDay, weekday: number) => addDays(from, (weekday - weekdayOf(from) + 7) % 7);

/** The first occurrence of a rule on or after `from`, which is the event's `starts` day. */
export function firstOccurrence(rule: Rule, from: CivilDay): CivilDay {
  switch (rule.every) {
    case 'day':
      return from;
    case 'week': {
      const candidates = rule.days.map((day) => onOrAfter(from, SHORT_DAYS.indexOf(day)));
      return candidates.reduce((best, day) => (compareDays(day, best) < 0 ? day : best));
    }
    case 'month': {
      for (let step = 0; step < 3; step += 1) {
        const { year, month } = nextMonth(from.year, from.month, step);
        const day = 'day' in rule ? { year, month, day: rule.day } : nthOfMonth(year, month, rule.occurrence, rule.weekday);
        if (compareDays(day, from) >= 0) return day;
      }
      throw new Error('unreachable: a monthly rule always fits within three months');
    }
    case 'year': {
      if ('occurrence' in rule) {
        for (let step = 0; step < 24; step += 1) {
          const { year, month } = nextMonth(from.year, from.month, step);
          if (rule.month !== undefined && month !== rule.month) continue;
          const day = nthOfMonth(year, month, rule.occurrence, rule.weekday);
          if (compareDays(day, from) >= 0) return day;
        }
        throw new Error('unreachable: a yearly rule always fits within two years');
      }
      if (rule.month === undefined) return from;
      const thisYear = { year: from.year, month: rule.month, day: rule.day ?? 1 };
      return compareDays(thisYear, from) >= 0 ? thisYear : { ...thisYear, year: from.year + 1 };
    }
  }
}

/** Where a one-off or a series starts, and its recurrence columns. */
export function schedule(seed: EventSeed, base: CivilDay): { day: CivilDay; columns: RecurrenceColumns } {
  let from = addDays(base, seed.day);
  if (seed.on) from = onOrAfter(from, WEEKDAY_NAMES.indexOf(seed.on));
  const rule = seed.rule;
  if (!rule) return { day: from, columns: NONE };
  const day = firstOccurrence(rule, from);
  const columns: RecurrenceColumns = { ...NONE, ...endColumns(seed.end, base, day, seed.title) };
  switch (rule.every) {
    case 'day':
      return { day, columns: { ...columns, recurrence: 'daily', r_daily_days: rule.interval } };
    case 'week':
      return { day, columns: { ...columns, recurrence: 'weekly', r_weekly_day: rule.days, r_weekly_weeks: rule.interval } };
    case 'month':
      return {
        day,
        columns: {
          ...columns,
          recurrence: 'monthly',
          r_monthly_months: rule.interval,
          r_monthly_day: 'day' in rule ? rule.day : null,
          r_monthly_occurrence: 'occurrence' in rule ? rule.occurrence : null,
          r_monthly_weekday: 'weekday' in rule ? rule.weekday : null,
        },
      };
    case 'year':
      return {
        day,
        columns: {
          ...columns,
          recurrence: 'yearly',
          r_yearly_month: day.month,
          r_yearly_day: 'occurrence' in rule ? null : day.day,
          r_yearly_occurrence: 'occurrence' in rule ? rule.occurrence : null,
          r_yearly_weekday: 'weekday' in rule ? rule.weekday : null,
        },
      };
  }
}

function endColumns(end: RuleEnd | undefined, base: CivilDay, first: CivilDay, title: string): Partial<RecurrenceColumns> {
  if (!end) return {};
  if ('after' in end) return { r_end_type: 'After', r_number_of_occurrences: end.after };
  const until = addDays(base, end.by);
  if (compareDays(until, first) < 0) throw new Error(`${title}: series ends before it starts`);
  return { r_end_type: 'By', r_end_date: isoDay(until) };
}
