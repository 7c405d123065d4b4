// The rule in one English sentence, built from the same resolved rule rrule runs on.
// Wording: 'Every …' for daily/weekly/yearly, 'On … of every …' for monthly, then the end part.
import { WEEKDAY_NAMES } from './fields';
import { monthName, parseDayKey } from '@valley/shared/time';
import type { NthDay, ResolvedRule, SeriesEnd } from './rule';

/** 'Monday', 'Monday and Wednesday', 'Monday, Wednesday and Friday'. */
function listOf(items: string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1) ?? ''}`;
}

/** 'every month' / 'every 3 months'. */
const everyUnit = (interval: number, unit: string): string =>
  interval === 1 ? `every ${unit}` : `every ${interval} ${unit}s`;

/** 'third Thursday', 'last weekday', 'first weekend day', 'second day'. */
function nthDay(on: NthDay): string {
  const day = WEEKDAY_NAMES.some((name) => name === on.day) ? on.day : on.day.toLowerCase();
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

function rulePart(rule: ResolvedRule): string {
  switch (rule.kind) {
    case 'daily':
      return rule.interval === 1 ? 'Every day' : `Every ${rule.interval} days`;
    case 'weekly': {
      const days = listOf(rule.days.map((index) => WEEKDAY_NAMES[index]));
      if (rule.interval === 1 && rule.days.length === 1) return `Every ${days}`;
      return `${rule.interval === 1 ? 'Every week' : `Every ${rule.interval} weeks`} on ${days}`;
    }
    case 'monthly': {
      const what = rule.on.kind === 'nth' ? `the ${nthDay(rule.on)}` : `day ${rule.on.day}`;
      return `On ${what} of ${everyUnit(rule.interval, 'month')}`;
    }
    case 'yearly':
      return rule.on.kind === 'nth'
        ? `Every year on the ${nthDay(rule.on)} of ${monthName(rule.month)}`
        : `Every year on ${monthName(rule.month)} ${rule.on.day}`;
  }
}

export function sentenceFor(rule: ResolvedRule | null): string {
  return rule ? `${rulePart(rule)}${endPart(rule.end)}` : '';
}
