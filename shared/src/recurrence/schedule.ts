// An event's rule as a schema.org Schedule, for the JSON-LD of its page (the shell's head renderer).
import type { MonthDay } from '@valley/shared/schemas/recurrence';
import { TIME_ZONE, toLocalIso } from '@valley/shared/time';
import { normaliseRecurrence, RECURRENCE_DAY_CHOICES, WEEKLY_DAYS } from './fields';
import { resolveSeries, type EventTiming } from './rule';

const UNITS = { daily: 'D', weekly: 'W', monthly: 'M', yearly: 'Y' } as const;
const POSITIONS = { First: 1, Second: 2, Third: 3, Fourth: 4, Last: -1 } as const;

/** 'Third' 'Thursday' → iCal '3TH' (schema.org byDay accepts iCal text); 'Day', 'Weekday', 'Weekend Day' have no schema.org form. */
function nthDay(on: MonthDay): string | undefined {
  if (on.by === 'day') return undefined;
  const index = RECURRENCE_DAY_CHOICES.indexOf(on.weekday);
  return index < 7 ? `${POSITIONS[on.occurrence]}${WEEKLY_DAYS[index]?.slice(0, 2).toUpperCase()}` : undefined;
}

/** schema.org Schedule of a recurring event from the dates the API answers (its next occurrence); null for a one-off. */
export function eventSchedule(event: EventTiming): Record<string, unknown> | null {
  const { starts, ends, rule } = resolveSeries(event);
  if (!rule) return null;
  const [start, end] = [toLocalIso(starts), toLocalIso(ends)];
  const on = rule.kind === 'monthly' || rule.kind === 'yearly' ? rule.on : null;
  const schedule = {
    '@type': 'Schedule',
    repeatFrequency: `P${rule.kind === 'yearly' ? 1 : rule.interval}${UNITS[rule.kind]}`,
    scheduleTimezone: TIME_ZONE,
    startDate: start.slice(0, 10),
    startTime: start.slice(11, 19),
    endTime: end.slice(11, 19),
    byDay: rule.kind === 'weekly' ? rule.days.map((day) => `https://schema.org/${RECURRENCE_DAY_CHOICES[WEEKLY_DAYS.indexOf(day)]}`) : on && nthDay(on),
    byMonthDay: on?.by === 'day' ? on.day : undefined,
    byMonth: rule.kind === 'yearly' ? rule.month : undefined,
    // startDate is the next date, not the first: an end date is exact, a count from the series' start is not.
    endDate: normaliseRecurrence(event).r_end_date ?? undefined,
  };
  return Object.fromEntries(Object.entries(schedule).filter(([, value]) => value !== undefined));
}
