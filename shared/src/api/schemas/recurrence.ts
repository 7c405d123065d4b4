// How an event repeats, stated once (decision 035): `RecurrenceSchema` for the engine and the spec's flat fields for storage and answers;
// the payload's, the form's, the seed's and every reader's fields derive from here.
import { type CalendarDay, dateTimeProblem, dayKey, dayKeyOf, daysInMonth, monthName, parseDayKey } from '@valley/shared/time';
import { z } from './zod';

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

const MONTH_MESSAGE = 'Month must be from 1 (January) to 12 (December)';
const DAY_OF_MONTH_MESSAGE = 'Day of the month must be from 1 to 31';
const OCCURRENCE_MESSAGE = 'Which one must be First, Second, Third, Fourth or Last';
const DAY_CHOICE_MESSAGE = 'Day must be Monday to Sunday, Day, Weekday or Weekend Day';
const COUNT_MESSAGE = 'Occurrences must be at least 1';
export const SERIES_END_MESSAGE = 'End date must not be before the Start Date';

const whole = (message: string, min: number, max: number) => z.number({ error: message }).int(message).min(min, message).max(max, message);
const every = (unit: string) => whole(`Repeat every 1 to 1000 ${unit}`, 1, 1000);
const occurrences = z.number({ error: COUNT_MESSAGE }).int(COUNT_MESSAGE).min(1, COUNT_MESSAGE).max(1000, 'Occurrences must be at most 1000');

// ---------------------------------------------------------------- the rule

const SeriesEndSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('never') }),
  z.object({ kind: z.literal('count'), count: occurrences }),
  /** The last New York day, inclusive. */
  z.object({ kind: z.literal('until'), date: z.string().refine((date) => parseDayKey(date) !== null, 'End date must be a real calendar date') }),
]);

/** A day of the month, or the nth weekday of it ('Third Thursday', 'Last Weekday'). */
const MonthDaySchema = z.discriminatedUnion('by', [
  z.object({ by: z.literal('day'), day: whole(DAY_OF_MONTH_MESSAGE, 1, 31) }),
  z.object({
    by: z.literal('weekday'),
    occurrence: z.enum(RECURRENCE_OCCURRENCES, { error: OCCURRENCE_MESSAGE }),
    weekday: z.enum(RECURRENCE_DAY_CHOICES, { error: DAY_CHOICE_MESSAGE }),
  }),
]);

const weeklyDay = z.enum(WEEKLY_DAYS, { error: (issue) => `'${String(issue.input)}' is not a day of the week: choose from Monday to Sunday` });

/** A rule that can happen: every 0 weeks, month 13, 'Funday' and February 30 are refused (decision 033). */
export const RecurrenceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  z.object({ kind: z.literal('daily'), interval: every('days'), end: SeriesEndSchema }),
  z.object({ kind: z.literal('weekly'), interval: every('weeks'), days: z.array(weeklyDay).min(1).max(7), end: SeriesEndSchema }),
  z.object({ kind: z.literal('monthly'), interval: every('months'), on: MonthDaySchema, end: SeriesEndSchema }),
  z
    .object({ kind: z.literal('yearly'), month: whole(MONTH_MESSAGE, 1, 12), on: MonthDaySchema, end: SeriesEndSchema })
    .superRefine(({ month, on }, context) => {
      // A leap year: February 29 comes every four years; February 30 never does.
      const longest = daysInMonth(2000, month);
      if (on.by === 'day' && on.day > longest)
        context.addIssue({ code: 'custom', path: ['on', 'day'], message: `${monthName(month)} has no day ${on.day}: choose a day from 1 to ${longest}` });
    }),
]);
export type Recurrence = z.infer<typeof RecurrenceSchema>;
export type RepeatingRule = Exclude<Recurrence, { kind: 'none' }>;
export type SeriesEnd = RepeatingRule['end'];
export type MonthDay = Extract<RepeatingRule, { kind: 'monthly' }>['on'];

// ---------------------------------------------------------------- the flat fields

/** The spec's recurrence fields as the API stores and answers them (public-site §3 Event (read)). */
export const RecurrenceFieldsSchema = z.object({
  recurrence: z.enum(RECURRENCE_KINDS).nullable(),
  r_daily_days: z.number().int().nullable(),
  r_weekly_day: z.array(z.enum(WEEKLY_DAYS)).nullable(),
  r_weekly_weeks: z.number().int().nullable(),
  r_monthly_months: z.number().int().nullable(),
  r_monthly_day: z.number().int().nullable(),
  r_monthly_occurrence: z.enum(RECURRENCE_OCCURRENCES).nullable(),
  r_monthly_weekday: z.enum(RECURRENCE_DAY_CHOICES).nullable(),
  r_yearly_month: z.number().int().nullable(),
  r_yearly_day: z.number().int().nullable(),
  r_yearly_occurrence: z.enum(RECURRENCE_OCCURRENCES).nullable(),
  r_yearly_weekday: z.enum(RECURRENCE_DAY_CHOICES).nullable(),
  r_end_type: z.enum(RECURRENCE_END_TYPES).nullable(),
  /** 'YYYY-MM-DD', the last New York day (inclusive); stored for 'After N' too, computed from the count. */
  r_end_date: z.string().nullable(),
  r_number_of_occurrences: z.number().int().nullable(),
});
export type RecurrenceFields = z.infer<typeof RecurrenceFieldsSchema>;
/** The field names: the events table's columns too. */
export const RECURRENCE_FIELDS = RecurrenceFieldsSchema.keyof().options;

/** A rule as rows, seeds and clients may spell it: 'friday', '["Mon","Wed"]', 'third', 'date', '2'. */
export type RecurrenceInput = { [Field in keyof RecurrenceFields]?: unknown } & {
  /** The payload's month of a yearly 'nth weekday of a month' rule (member-area §3). */
  r_yearly_second_month?: unknown;
};

const NO_FIELDS = Object.fromEntries(RECURRENCE_FIELDS.map((field) => [field, null])) as { [Field in keyof RecurrenceFields]: null };
const INTERVAL_FIELDS = { daily: 'r_daily_days', weekly: 'r_weekly_weeks', monthly: 'r_monthly_months' } as const;

/** The flat fields of a rule: what the API stores and answers. */
export function recurrenceFields(rule: Recurrence): RecurrenceFields {
  if (rule.kind === 'none') return { ...NO_FIELDS };
  const fields: RecurrenceFields = { ...NO_FIELDS, recurrence: rule.kind };
  if (rule.end.kind === 'count') Object.assign(fields, { r_end_type: 'After', r_number_of_occurrences: rule.end.count });
  if (rule.end.kind === 'until') Object.assign(fields, { r_end_type: 'By', r_end_date: rule.end.date });
  if (rule.kind === 'yearly') fields.r_yearly_month = rule.month;
  else fields[INTERVAL_FIELDS[rule.kind]] = rule.interval;
  if (rule.kind === 'weekly') fields.r_weekly_day = [...rule.days];
  if (rule.kind === 'monthly' || rule.kind === 'yearly') {
    if (rule.on.by === 'day') fields[`r_${rule.kind}_day`] = rule.on.day;
    else Object.assign(fields, { [`r_${rule.kind}_occurrence`]: rule.on.occurrence, [`r_${rule.kind}_weekday`]: rule.on.weekday });
  }
  return fields;
}

// ---------------------------------------------------------------- reading loose spellings

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
const toInteger = (value: unknown) => (isBlank(value) ? null : typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value);

/** 'YYYY-MM-DD'. A Date at exactly UTC midnight is read as that UTC date (how a DATE column arrives on a UTC server), any other as its New York day. */
function toEndDate(value: unknown): unknown {
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) return null;
    return value.getTime() % 86_400_000 === 0 ? dayKey(value.getUTCFullYear(), value.getUTCMonth() + 1, value.getUTCDate()) : dayKeyOf(value);
  }
  return typeof value === 'string' && !isBlank(value) ? value.trim().slice(0, 10) : null;
}

const isNever = (value: unknown) => isBlank(value) || (typeof value === 'string' && letters(value) === 'never');

/** One reading of loose fields: what cannot be read is dropped (null, so a default applies) or, with `strict`, kept so the schema names its field. */
function readFields(fields: RecurrenceInput, strict: boolean) {
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
    r_number_of_occurrences:
      typeof count === 'number' && Number.isInteger(count) ? (strict ? (occurrences.safeParse(count).data ?? null) : Math.max(1, count)) : null,
  };
}
type ReadFields = ReturnType<typeof readFields>;

/** The canonical flat fields of loose ones: unknown spellings and out-of-range intervals or days become null (defaults apply), a count below 1 becomes 1. */
export function normaliseRecurrence(fields: RecurrenceInput): RecurrenceFields {
  const { r_yearly_second_month: _payloadOnly, ...canonical } = readFields(fields, false);
  return canonical as RecurrenceFields;
}

/** Where a part of the rule travels in the flat fields: the field a problem is shown under. */
function fieldOf(kind: RecurrenceKind, path: readonly PropertyKey[], monthField: string): string {
  const [head, part] = path;
  if (head === 'end') return part === 'count' ? 'r_number_of_occurrences' : part === 'date' ? 'r_end_date' : 'r_end_type';
  if (head === 'interval' && kind !== 'yearly') return INTERVAL_FIELDS[kind];
  if (head === 'days') return 'r_weekly_day';
  if (head === 'month') return monthField;
  if (head === 'on' && typeof part === 'string') return `r_${kind}_${part}`;
  return 'recurrence';
}

/**
 * The rule the fields describe, with the §4 defaults taken from the first occurrence's New York day. An nth weekday is meant when
 * its occurrence and weekday are given (either, for a payload, which then must give both). Not checked: RecurrenceSchema does that.
 */
function ruleCandidate(f: ReadFields, start: CalendarDay, strict: boolean): { rule: unknown; monthField: string } {
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
export const recurrenceOf = (fields: RecurrenceInput, start: CalendarDay): Recurrence =>
  ruleCandidate(readFields(fields, false), start, false).rule as Recurrence;

// ---------------------------------------------------------------- the payload

const payloadNumber = z.union([z.number(), z.string().max(20), z.null()]).optional();
const payloadText = z.union([z.string().trim().max(40), z.null()]).optional();

/**
 * The payload's recurrence fields (member-area §3), spelled as any client may. The legacy form's radio state (r_monthly_first/second,
 * r_yearly_first/second) is accepted but not read: the fields sent say which mode is meant.
 */
export const recurrencePayloadShape = {
  recurrence: z.union([z.string().max(20), z.null()]).optional(),
  r_daily_days: payloadNumber,
  r_weekly_day: z.union([z.array(z.string().max(20)).max(7), z.string().max(200), z.null()]).optional(),
  r_weekly_weeks: payloadNumber,
  r_monthly_first: z.unknown().optional(),
  r_monthly_second: z.unknown().optional(),
  r_monthly_months: payloadNumber,
  r_monthly_day: payloadNumber,
  r_monthly_occurrence: payloadText,
  r_monthly_weekday: payloadText,
  r_yearly_first: z.unknown().optional(),
  r_yearly_second: z.unknown().optional(),
  r_yearly_month: payloadNumber,
  r_yearly_second_month: payloadNumber,
  r_yearly_day: payloadNumber,
  r_yearly_occurrence: payloadText,
  r_yearly_weekday: payloadText,
  r_end_type: payloadText,
  r_number_of_occurrences: z.preprocess(toInteger, occurrences.nullable()).optional(),
  r_end_date: z.union([z.string().max(40), z.null()]).optional(),
};

/**
 * The rule a payload describes, as flat fields; null after adding each problem to `context` under its field. `start` is the event's
 * first New York day, which gives the defaults and which no series may end before (null: the rule is checked alone).
 */
export function readPayloadRule(fields: RecurrenceInput, start: CalendarDay | null, context?: z.RefinementCtx): RecurrenceFields | null {
  const f = readFields(fields, true);
  const problems: [string, string][] = [];
  if (f.recurrence !== null && !RECURRENCE_KINDS.includes(f.recurrence as RecurrenceKind))
    problems.push(['recurrence', 'Repeats must be Daily, Weekly, Monthly or Yearly']);
  if (f.r_end_type !== null && !RECURRENCE_END_TYPES.includes(f.r_end_type as RecurrenceEndType)) problems.push(['r_end_type', 'Ends must be After or By']);
  const endDateProblem = typeof f.r_end_date === 'string' ? dateTimeProblem(f.r_end_date) : null;
  if (endDateProblem) problems.push(['r_end_date', `End date ${endDateProblem}`]);
  if (problems.length === 0) {
    const { rule, monthField } = ruleCandidate(f, start ?? { year: 2000, month: 1, day: 1 }, true);
    const parsed = RecurrenceSchema.safeParse(rule);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) problems.push([fieldOf(f.recurrence as RecurrenceKind, issue.path, monthField), issue.message]);
    } else if (start && parsed.data.kind !== 'none' && parsed.data.end.kind === 'until' && parsed.data.end.date < dayKey(start.year, start.month, start.day)) {
      problems.push(['r_end_date', SERIES_END_MESSAGE]);
    } else {
      return recurrenceFields(parsed.data);
    }
  }
  for (const [field, message] of problems) context?.addIssue({ code: 'custom', path: [field], message });
  return null;
}
