// The recurrence fields of an event and their canonical form. Rows, forms and seeds spell them
// loosely ('friday', '["Mon","Wed"]', 'third', 'date'); everything else in this module reads
// them only through normaliseRecurrence.
// By package name, not a relative path: a remote then takes the shell's schemas (and zod) instead of bundling its own.
import { RECURRENCE_KINDS } from '@valley/shared/schemas/event';
import { dayKey, dayKeyOf, parseDayKey } from '@valley/shared/time';

export type RecurrenceKind = (typeof RECURRENCE_KINDS)[number];

export const RECURRENCE_OCCURRENCES = ['First', 'Second', 'Third', 'Fourth', 'Last'] as const;
export type RecurrenceOccurrence = (typeof RECURRENCE_OCCURRENCES)[number];

export const RECURRENCE_DAY_CHOICES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
  'Day',
  'Weekday',
  'Weekend Day',
] as const;
export type RecurrenceDayChoice = (typeof RECURRENCE_DAY_CHOICES)[number];

/** Week order Monday first, as rrule's weekday numbers (MO = 0). */
export const WEEKLY_DAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type WeeklyDay = (typeof WEEKLY_DAYS)[number];

export const WEEKDAY_NAMES = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

export const RECURRENCE_END_TYPES = ['After', 'By'] as const;
export type RecurrenceEndType = (typeof RECURRENCE_END_TYPES)[number];

/** The canonical form, as the API stores it. */
export interface RecurrenceFields {
  recurrence: RecurrenceKind | null;
  r_daily_days: number | null;
  r_weekly_day: WeeklyDay[] | null;
  r_weekly_weeks: number | null;
  r_monthly_months: number | null;
  r_monthly_day: number | null;
  r_monthly_occurrence: RecurrenceOccurrence | null;
  r_monthly_weekday: RecurrenceDayChoice | null;
  r_yearly_month: number | null;
  r_yearly_day: number | null;
  r_yearly_occurrence: RecurrenceOccurrence | null;
  r_yearly_weekday: RecurrenceDayChoice | null;
  r_end_type: RecurrenceEndType | null;
  /** 'YYYY-MM-DD', inclusive New York calendar day. */
  r_end_date: string | null;
  r_number_of_occurrences: number | null;
}

/** What the functions accept: the canonical form or any loose spelling of it. */
export interface RecurrenceInput {
  recurrence?: string | null;
  r_daily_days?: number | string | null;
  /** A list, or a serialized one: '["Mon","Wed"]', 'Mon,Wed', 'monday wednesday'. */
  r_weekly_day?: readonly string[] | string | null;
  r_weekly_weeks?: number | string | null;
  r_monthly_months?: number | string | null;
  r_monthly_day?: number | string | null;
  r_monthly_occurrence?: string | null;
  r_monthly_weekday?: string | null;
  r_yearly_month?: number | string | null;
  r_yearly_day?: number | string | null;
  r_yearly_occurrence?: string | null;
  r_yearly_weekday?: string | null;
  r_end_type?: string | null;
  r_end_date?: string | Date | null;
  r_number_of_occurrences?: number | string | null;
}

/** An event's first occurrence plus its rule. Instants, or ISO strings with an offset. */
export interface EventTiming extends RecurrenceInput {
  starts: Date | string;
  ends: Date | string;
}

const letters = (text: string): string => text.toLowerCase().replace(/[^a-z]/g, '');

function toInteger(value: unknown, min: number, max = Number.MAX_SAFE_INTEGER): number | null {
  const number =
    typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  if (!Number.isInteger(number) || number < min || number > max) return null;
  return number;
}

function toKind(value: unknown): RecurrenceKind | null {
  if (typeof value !== 'string') return null;
  const text = letters(value);
  return RECURRENCE_KINDS.find((kind) => kind === text) ?? null;
}

/** 'Mon', 'monday', 'MO', 'thurs' → 'Thu'. At least two letters, so 'T' and 'S' stay unknown. */
export function toWeeklyDay(value: string): WeeklyDay | null {
  const text = letters(value);
  if (text.length < 2) return null;
  const index = WEEKDAY_NAMES.findIndex((name) => name.toLowerCase().startsWith(text));
  return index === -1 ? null : (WEEKLY_DAYS[index] ?? null);
}

export function parseDayList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  if (typeof value !== 'string') return [];
  const text = value.trim();
  if (text.startsWith('[')) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed.filter((item): item is string => typeof item === 'string');
    } catch {
      // Not JSON after all ("[Mon, Wed]"): fall through to splitting.
    }
  }
  // Postgres array literals ('{Mon,Wed}') and loose lists ('Mon, Wed', 'Mon Wed').
  return text.split(/[\s,;|[\]{}"']+/).filter(Boolean);
}

function toWeeklyDays(value: unknown): WeeklyDay[] | null {
  const days = new Set(parseDayList(value).map(toWeeklyDay));
  const ordered = WEEKLY_DAYS.filter((day) => days.has(day));
  return ordered.length ? ordered : null;
}

export function toOccurrence(value: unknown): RecurrenceOccurrence | null {
  if (typeof value !== 'string') return null;
  const text = letters(value);
  return RECURRENCE_OCCURRENCES.find((occurrence) => occurrence.toLowerCase() === text) ?? null;
}

export function toDayChoice(value: unknown): RecurrenceDayChoice | null {
  if (typeof value !== 'string') return null;
  const text = letters(value);
  const exact = RECURRENCE_DAY_CHOICES.find((choice) => letters(choice) === text);
  if (exact) return exact;
  // 'Thu', 'thurs' → 'Thursday'.
  const day = toWeeklyDay(value);
  return day ? (WEEKDAY_NAMES[WEEKLY_DAYS.indexOf(day)] ?? null) : null;
}

/** 'After' | 'By' | null (never). Also the seed's 'occurrences' / 'date' and 'never'. */
function toEndType(value: unknown): RecurrenceEndType | null {
  if (typeof value !== 'string') return null;
  switch (letters(value)) {
    case 'after':
    case 'occurrences':
    case 'count':
      return 'After';
    case 'by':
    case 'date':
    case 'until':
      return 'By';
    default:
      return null;
  }
}

/**
 * 'YYYY-MM-DD' (a longer ISO string keeps its date part). A Date at exactly UTC midnight is read
 * as that UTC date (how a DATE column arrives on a UTC server); any other Date as its New York date.
 */
function toEndDate(value: unknown): string | null {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    if (value.getTime() % 86_400_000 === 0) {
      return dayKey(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate());
    }
    return dayKeyOf(value);
  }
  if (typeof value !== 'string') return null;
  const text = value.trim().slice(0, 10);
  return parseDayKey(text) ? text : null;
}

/**
 * The canonical form of the recurrence fields: unknown spellings become null, intervals and days
 * outside their range become null (so the defaults apply), a count below 1 becomes 1.
 */
export function normaliseRecurrence(fields: RecurrenceInput): RecurrenceFields {
  const count = toInteger(fields.r_number_of_occurrences, Number.MIN_SAFE_INTEGER);
  return {
    recurrence: toKind(fields.recurrence),
    r_daily_days: toInteger(fields.r_daily_days, 1),
    r_weekly_day: toWeeklyDays(fields.r_weekly_day),
    r_weekly_weeks: toInteger(fields.r_weekly_weeks, 1),
    r_monthly_months: toInteger(fields.r_monthly_months, 1),
    r_monthly_day: toInteger(fields.r_monthly_day, 1, 31),
    r_monthly_occurrence: toOccurrence(fields.r_monthly_occurrence),
    r_monthly_weekday: toDayChoice(fields.r_monthly_weekday),
    r_yearly_month: toInteger(fields.r_yearly_month, 1, 12),
    r_yearly_day: toInteger(fields.r_yearly_day, 1, 31),
    r_yearly_occurrence: toOccurrence(fields.r_yearly_occurrence),
    r_yearly_weekday: toDayChoice(fields.r_yearly_weekday),
    r_end_type: toEndType(fields.r_end_type),
    r_end_date: toEndDate(fields.r_end_date),
    r_number_of_occurrences: count === null ? null : Math.max(1, count),
  };
}
