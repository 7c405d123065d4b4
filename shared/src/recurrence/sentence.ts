// The rule in one English sentence, built from the same resolved rule rrule runs on.
// Wording: 'Every …' for daily/weekly/yearly, 'On … of every …' for monthly, then the end part.
import type { MonthDay, RepeatingRule, SeriesEnd } from '@valley/shared/schemas/recurrence';
import { RECURRENCE_DAY_CHOICES, WEEKLY_DAYS } from './fields';
import { monthName, parseDayKey } from '@valley/shared/time';

/** 'Monday' … 'Sunday' (the day choices after them are 'Day', 'Weekday', 'Weekend Day'). */
const WEEKDAY_NAMES = RECURRENCE_DAY_CHOICES.slice(0, 7);

/** 'Monday', 'Monday and Wednesday', 'Monday, Wednesday and Friday'. */
function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** 'every month' / 'every 3 months'. */
const everyUnit = (interval: number, unit: string): string => (interval === 1 ? `every ${unit}` : `every ${interval} ${unit}s`);

/** 'third Thursday', 'last weekday', 'first weekend day', 'second day'. */
function nthDay(on: Extract<MonthDay, { by: 'weekday' }>): string {
  const day = WEEKDAY_NAMES.some((name) => name === on.weekday) ? on.weekday : on.weekday.toLowerCase();
  return `${on.occurrence.toLowerCase()} ${day}`;
}

/** ', until June 30, 2027' / ', 6 times' / ', once' / ''. */
function endPart(end: SeriesEnd): string {
  switch (end.kind) {
    case 'count':
      return end.count === 1 ? ', once' : `, ${end.count} times`;
    case 'until': {
      const date = parseDayKey(end.date);
      return date ? `, until ${monthName(date.month)} ${date.day}, ${date.year}` : '';
    }
    case 'never':
      return '';
  }
}

function rulePart(rule: RepeatingRule): string {
  switch (rule.kind) {
    case 'daily':
      return rule.interval === 1 ? 'Every day' : `Every ${rule.interval} days`;
    case 'weekly': {
      const days = listOf(rule.days.map((day) => WEEKDAY_NAMES[WEEKLY_DAYS.indexOf(day)] ?? day));
      if (rule.interval === 1 && rule.days.length === 1) return `Every ${days}`;
      return `${rule.interval === 1 ? 'Every week' : `Every ${rule.interval} weeks`} on ${days}`;
    }
    case 'monthly': {
      const what = rule.on.by === 'weekday' ? `the ${nthDay(rule.on)}` : `day ${rule.on.day}`;
      return `On ${what} of ${everyUnit(rule.interval, 'month')}`;
    }
    case 'yearly':
      return rule.on.by === 'weekday'
        ? `Every year on the ${nthDay(rule.on)} of ${monthName(rule.month)}`
        : `Every year on ${monthName(rule.month)} ${rule.on.day}`;
  }
}

export function sentenceFor(rule: RepeatingRule | null): string {
  return rule ? `${rulePart(rule)}${endPart(rule.end)}` : '';
}
