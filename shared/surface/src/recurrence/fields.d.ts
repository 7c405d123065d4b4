import type { Recurrence, RecurrenceFields } from '@valley/shared/schemas/recurrence';
import { type CalendarDay } from '@valley/shared/time';
export declare const RECURRENCE_KINDS: readonly ['daily', 'weekly', 'monthly', 'yearly'];
export declare const RECURRENCE_OCCURRENCES: readonly ['First', 'Second', 'Third', 'Fourth', 'Last'];
export declare const RECURRENCE_DAY_CHOICES: readonly ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday', 'Day', 'Weekday', 'Weekend Day'];
export declare const WEEKLY_DAYS: readonly ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'];
export declare const RECURRENCE_END_TYPES: readonly ['After', 'By'];
export type RecurrenceKind = (typeof RECURRENCE_KINDS)[number];
export type RecurrenceOccurrence = (typeof RECURRENCE_OCCURRENCES)[number];
export type RecurrenceDayChoice = (typeof RECURRENCE_DAY_CHOICES)[number];
export type WeeklyDay = (typeof WEEKLY_DAYS)[number];
export type RecurrenceEndType = (typeof RECURRENCE_END_TYPES)[number];
export type RecurrenceInput = {
    [Field in keyof RecurrenceFields]?: unknown;
} & {
    r_yearly_second_month?: unknown;
};
export declare const toInteger: (value: unknown) => unknown;
export declare function readFields(fields: RecurrenceInput, strictCount?: (count: number) => number | null): {
    recurrence: unknown;
    r_daily_days: unknown;
    r_weekly_day: string[] | null;
    r_weekly_weeks: unknown;
    r_monthly_months: unknown;
    r_monthly_day: unknown;
    r_monthly_occurrence: unknown;
    r_monthly_weekday: unknown;
    r_yearly_month: unknown;
    r_yearly_second_month: unknown;
    r_yearly_day: unknown;
    r_yearly_occurrence: unknown;
    r_yearly_weekday: unknown;
    r_end_type: unknown;
    r_end_date: unknown;
    r_number_of_occurrences: number | null;
};
export type ReadFields = ReturnType<typeof readFields>;
export declare function normaliseRecurrence(fields: RecurrenceInput): RecurrenceFields;
export declare function ruleCandidate(f: ReadFields, start: CalendarDay, strict: boolean): {
    rule: unknown;
    monthField: string;
};
export declare const recurrenceOf: (fields: RecurrenceInput, start: CalendarDay) => Recurrence;
