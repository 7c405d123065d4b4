// How an event repeats, stated once (decision 035): `RecurrenceSchema` for the engine and the spec's flat fields for storage and answers;
// the payload's, the form's, the seed's and every reader's fields derive from here. How loose fields read is zod-free (recurrence/fields).
import { type CalendarDay, dateTimeProblem, dayKey, daysInMonth, monthName, parseDayKey } from '@valley/shared/time';
import {
  readFields,
  RECURRENCE_DAY_CHOICES,
  RECURRENCE_END_TYPES,
  RECURRENCE_KINDS,
  RECURRENCE_OCCURRENCES,
  ruleCandidate,
  toInteger,
  WEEKLY_DAYS,
  type RecurrenceEndType,
  type RecurrenceInput,
  type RecurrenceKind,
} from '../../recurrence/fields';
import { z } from './zod';

export {
  normaliseRecurrence,
  recurrenceOf,
  RECURRENCE_DAY_CHOICES,
  RECURRENCE_END_TYPES,
  RECURRENCE_KINDS,
  RECURRENCE_OCCURRENCES,
  WEEKLY_DAYS,
  type RecurrenceDayChoice,
  type RecurrenceEndType,
  type RecurrenceInput,
  type RecurrenceKind,
  type RecurrenceOccurrence,
  type WeeklyDay,
} from '../../recurrence/fields';

const MONTH_MESSAGE = 'Month must be from 1 (January) to 12 (December)';
const DAY_OF_MONTH_MESSAGE = 'Day of the month must be from 1 to 31';
const OCCURRENCE_MESSAGE = 'Which one must be First, Second, Third, Fourth or Last';
const DAY_CHOICE_MESSAGE = 'Day must be Monday to Sunday, Day, Weekday or Weekend Day';
const COUNT_MESSAGE = 'Occurrences must be at least 1';
export const SERIES_END_MESSAGE = 'End date must not be before the Start Date';
/** A series ending "By a date" or "After" a count needs the date or the count: left empty, it would never end. */
export const SERIES_END_DATE_REQUIRED = 'End date is required when the series ends by a date';

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
  const f = readFields(fields, (count) => occurrences.safeParse(count).data ?? null);
  const problems: [string, string][] = [];
  if (f.recurrence !== null && !RECURRENCE_KINDS.includes(f.recurrence as RecurrenceKind))
    problems.push(['recurrence', 'Repeats must be Daily, Weekly, Monthly or Yearly']);
  if (f.r_end_type !== null && !RECURRENCE_END_TYPES.includes(f.r_end_type as RecurrenceEndType)) problems.push(['r_end_type', 'Ends must be After or By']);
  const endDateProblem = typeof f.r_end_date === 'string' ? dateTimeProblem(f.r_end_date) : null;
  if (endDateProblem) problems.push(['r_end_date', `End date ${endDateProblem}`]);
  // A stored rule reads 'By' without a date as never ending; a member's payload says what it means.
  const repeats = f.recurrence !== null;
  if (repeats && f.r_end_type === 'By' && f.r_end_date === null && !endDateProblem) problems.push(['r_end_date', SERIES_END_DATE_REQUIRED]);
  if (repeats && f.r_end_type === 'After' && f.r_number_of_occurrences === null) problems.push(['r_number_of_occurrences', COUNT_MESSAGE]);
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
