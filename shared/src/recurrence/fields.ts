// How loose recurrence fields read as a rule, without zod: the event pages read their events' rules while they hydrate, and zod is
// not evaluated on a page that validates nothing (decision 056). The schemas (`@valley/shared/schemas/recurrence`) check what this reads.
import type { Recurrence, RecurrenceFields } from '@valley/shared/schemas/recurrence';
import { type CalendarDay, dayKey, dayKeyOf, parseDayKey } from '@valley/shared/time';

export const RECURRENCE_KINDS = ['daily', 'weekly', 'monthly', 'yearly'] as const;
export const RECURRENCE_OCCURRENCES = ['First', 'Second', 'Third', 'Fourth', 'Last'] as const;
export const RECURRENCE_DAY_CHOICES = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Day', 'Weekday', 'Weekend Day'] as const;
/** Monday first, as rrule numbers weekdays (MO = 0). */
export const WEEKLY_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export const RECURRENCE_END_TYPES = ['After', 'By'] as const;

export type RecurrenceKind = (typeof RECURRENCE_KINDS)[number];
export type RecurrenceOccurrence = (typeof RECURRENCE_OCCURRENCES)[number];
export type RecurrenceDayChoice = (typeof RECURRENCE_DAY_CHOICES)[number];
export type WeeklyDay = (typeof WEEKLY_DAYS)[number];
export type RecurrenceEndType = (typeof RECURRENCE_END_TYPES)[number];

/** A rule as rows, seeds and clients may spell it: 'friday', '["Mon","Wed"]', 'third', 'date', '2'. */
export type RecurrenceInput = { [Field in keyof RecurrenceFields]?: unknown } & {
  /** The payload's month of a yearly 'nth weekday of a month' rule (member-area §3). */
  r_yearly_second_month?: unknown;
};

const letters = (text: string): string => text.toLowerCase().replace(/[^a-z]/g, '');
const FULL_DAY_NAMES = RECURRENCE_DAY_CHOICES.slice(0, 7);

/** 'Mon', 'monday', 'MO', 'thurs' → 'Thu'. At least two letters, so 'T' and 'S' stay unknown. */
function toWeeklyDay(value: string): WeeklyDay | null {
  const text = letters(value);
  if (text.length < 2) return null;
  const index = FULL_DAY_NAMES.findIndex((name) => name.toLowerCase().startsWith(text));
  return WEEKLY_DAYS[index] ?? null;
}

/** A list, a JSON list, a PostgreSQL array literal ('{Mon,Wed}') or a loose one ('Mon, Wed'). */
function dayList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === 'string');
    } catch {
      // Not JSON after all ("[Mon, Wed]"): split it.
    }
  }
  return text.split(/[\s,;|[\]{}"']+/).filter(Boolean);
}

const toKind = (value: unknown) => (typeof value === 'string' ? (RECURRENCE_KINDS.find((kind) => kind === letters(value)) ?? null) : null);
const toOccurrence = (value: unknown) =>
  typeof value === 'string' ? (RECURRENCE_OCCURRENCES.find((occurrence) => letters(occurrence) === letters(value)) ?? null) : null;

function toDayChoice(value: unknown): RecurrenceDayChoice | null {
  if (typeof value !== 'string') return null;
  const exact = RECURRENCE_DAY_CHOICES.find((choice) => letters(choice) === letters(value));
  const day = exact ? null : toWeeklyDay(value);
  return exact ?? (day ? (FULL_DAY_NAMES[WEEKLY_DAYS.indexOf(day)] ?? null) : null);
}

/** 'After' | 'By' | null (never); also 'occurrences' / 'count' and 'date' / 'until'. */
function toEndType(value: unknown): RecurrenceEndType | null {
  const text = typeof value === 'string' ? letters(value) : '';
  if (['after', 'occurrences', 'count'].includes(text)) return 'After';
  return ['by', 'date', 'until'].includes(text) ? 'By' : null;
}

const isBlank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/** A whole number from a number or a numeric string; null when blank; anything else as it came. */
export const toInteger = (value: unknown) => (isBlank(value) ? null : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);

/** 'YYYY-MM-DD'. A Date at exactly UTC midnight is read as that UTC date (how a DATE column arrives on a UTC server), any other as its New York day. */
function toEndDate(value: unknown): unknown {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return value.getTime() % 86_400_000 === 0 ? dayKey(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()) : dayKeyOf(value);
  }
  return typeof value === 'string' && !isBlank(value) ? value.trim().slice(0, 10) : null;
}

const isNever = (value: unknown) => isBlank(value) || (typeof value === 'string' && letters(value) === 'never');

/**
 * One reading of loose fields: what cannot be read is dropped (null, so a default applies) or, with `strictCount` (a payload's reading,
 * which gives the count its schema's check), kept so the schema names its field.
 */
export function readFields(fields: RecurrenceInput, strictCount?: (count: number) => number | null) {
  const strict = strictCount !== undefined;
  const read = <T>(value: T | null, raw: unknown): unknown => (value !== null || !strict || isBlank(raw) ? value : raw);
  const integer = (raw: unknown, min: number, max = Number.MAX_SAFE_INTEGER) => {
    const number = toInteger(raw);
    return read(typeof number === 'number' && Number.isInteger(number) && number >= min && number <= max ? number : null, number);
  };
  const days = dayList(fields.r_weekly_day);
  const known = WEEKLY_DAYS.filter((day) => days.some((item) => toWeeklyDay(item) === day));
  const unknown = strict ? days.filter((item) => toWeeklyDay(item) === null) : [];
  const endDate = toEndDate(fields.r_end_date);
  const count = toInteger(fields.r_number_of_occurrences);
  return {
    recurrence: read(toKind(fields.recurrence), fields.recurrence),
    r_daily_days: integer(fields.r_daily_days, 1),
    r_weekly_day: known.length + unknown.length > 0 ? [...known, ...unknown] : null,
    r_weekly_weeks: integer(fields.r_weekly_weeks, 1),
    r_monthly_months: integer(fields.r_monthly_months, 1),
    r_monthly_day: integer(fields.r_monthly_day, 1, 31),
    r_monthly_occurrence: read(toOccurrence(fields.r_monthly_occurrence), fields.r_monthly_occurrence),
    r_monthly_weekday: read(toDayChoice(fields.r_monthly_weekday), fields.r_monthly_weekday),
    r_yearly_month: integer(fields.r_yearly_month, 1, 12),
    r_yearly_second_month: integer(fields.r_yearly_second_month, 1, 12),
    r_yearly_day: integer(fields.r_yearly_day, 1, 31),
    r_yearly_occurrence: read(toOccurrence(fields.r_yearly_occurrence), fields.r_yearly_occurrence),
    r_yearly_weekday: read(toDayChoice(fields.r_yearly_weekday), fields.r_yearly_weekday),
    r_end_type: read(toEndType(fields.r_end_type), isNever(fields.r_end_type) ? null : fields.r_end_type),
    r_end_date: read(typeof endDate === 'string' && parseDayKey(endDate) ? endDate : null, endDate),
    // A stored count below 1 reads as 1; a payload's is refused under its field (recurrencePayloadShape).
    r_number_of_occurrences: typeof count === 'number' && Number.isInteger(count) ? (strictCount ? strictCount(count) : Math.max(1, count)) : null,
  };
}
export type ReadFields = ReturnType<typeof readFields>;

/** The canonical flat fields of loose ones: unknown spellings and out-of-range intervals or days become null (defaults apply), a count below 1 becomes 1. */
export function normaliseRecurrence(fields: RecurrenceInput): RecurrenceFields {
  const { r_yearly_second_month: _payloadOnly, ...canonical } = readFields(fields);
  return canonical as RecurrenceFields;
}

/**
 * The rule the fields describe, with the §4 defaults taken from the first occurrence's New York day. An nth weekday is meant when
 * its occurrence and weekday are given (either, for a payload, which then must give both). Not checked: RecurrenceSchema does
 * that.
 */
export function ruleCandidate(f: ReadFields, start: CalendarDay, strict: boolean): { rule: unknown; monthField: string } {
  const nth = (occurrence: unknown, weekday: unknown) => (strict ? occurrence !== null || weekday !== null : occurrence !== null && weekday !== null);
  const on = (day: unknown, occurrence: unknown, weekday: unknown) =>
    nth(occurrence, weekday) ? { by: 'weekday', occurrence, weekday } : { by: 'day', day: day ?? start.day };
  // 'After' without a count and 'By' without a date never end.
  const end =
    f.r_end_type === 'After' && f.r_number_of_occurrences !== null
      ? { kind: 'count', count: f.r_number_of_occurrences }
      : f.r_end_type === 'By' && f.r_end_date !== null
        ? { kind: 'until', date: f.r_end_date }
        : { kind: 'never' };
  const startWeekday = WEEKLY_DAYS[(new Date(Date.UTC(start.year, start.month - 1, start.day)).getUTCDay() + 6) % 7];
  const byWeekday = nth(f.r_yearly_occurrence, f.r_yearly_weekday);
  // The payload's second yearly mode names its month r_yearly_second_month (member-area §3).
  const monthField = byWeekday && f.r_yearly_second_month !== null ? 'r_yearly_second_month' : 'r_yearly_month';
  switch (f.recurrence) {
    case null:
      return { rule: { kind: 'none' }, monthField };
    case 'daily':
      return { rule: { kind: 'daily', interval: f.r_daily_days ?? 1, end }, monthField };
    case 'weekly':
      return { rule: { kind: 'weekly', interval: f.r_weekly_weeks ?? 1, days: f.r_weekly_day ?? [startWeekday], end }, monthField };
    case 'monthly':
      return {
        rule: { kind: 'monthly', interval: f.r_monthly_months ?? 1, on: on(f.r_monthly_day, f.r_monthly_occurrence, f.r_monthly_weekday), end },
        monthField,
      };
    case 'yearly':
      return {
        rule: {
          kind: 'yearly',
          month: f[monthField as 'r_yearly_month'] ?? start.month,
          on: on(f.r_yearly_day, f.r_yearly_occurrence, f.r_yearly_weekday),
          end,
        },
        monthField,
      };
    default:
      return { rule: { kind: f.recurrence }, monthField };
  }
}

/** The rule of a stored or listed event, its defaults applied; never throws (what it cannot read is left out). */
export const recurrenceOf = (fields: RecurrenceInput, start: CalendarDay): Recurrence => ruleCandidate(readFields(fields), start, false).rule as Recurrence;
