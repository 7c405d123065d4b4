import { type CalendarDay } from '@valley/shared/time';
import { type RecurrenceInput } from '../../recurrence/fields';
import { z } from './zod';
export { normaliseRecurrence, recurrenceOf, RECURRENCE_DAY_CHOICES, RECURRENCE_END_TYPES, RECURRENCE_KINDS, RECURRENCE_OCCURRENCES, WEEKLY_DAYS, type RecurrenceDayChoice, type RecurrenceEndType, type RecurrenceInput, type RecurrenceKind, type RecurrenceOccurrence, type WeeklyDay, } from '../../recurrence/fields';
export declare const SERIES_END_MESSAGE = "End date must not be before the Start Date";
export declare const RecurrenceSchema: z.ZodDiscriminatedUnion<[z.ZodObject<{
    kind: z.ZodLiteral<"none">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"daily">;
    interval: z.ZodNumber;
    end: z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"never">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"count">;
        count: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"until">;
        date: z.ZodString;
    }, z.core.$strip>], "kind">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"weekly">;
    interval: z.ZodNumber;
    days: z.ZodArray<z.ZodEnum<{
        Fri: "Fri";
        Mon: "Mon";
        Sat: "Sat";
        Sun: "Sun";
        Thu: "Thu";
        Tue: "Tue";
        Wed: "Wed";
    }>>;
    end: z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"never">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"count">;
        count: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"until">;
        date: z.ZodString;
    }, z.core.$strip>], "kind">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"monthly">;
    interval: z.ZodNumber;
    on: z.ZodDiscriminatedUnion<[z.ZodObject<{
        by: z.ZodLiteral<"day">;
        day: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        by: z.ZodLiteral<"weekday">;
        occurrence: z.ZodEnum<{
            First: "First";
            Fourth: "Fourth";
            Last: "Last";
            Second: "Second";
            Third: "Third";
        }>;
        weekday: z.ZodEnum<{
            Day: "Day";
            Friday: "Friday";
            Monday: "Monday";
            Saturday: "Saturday";
            Sunday: "Sunday";
            Thursday: "Thursday";
            Tuesday: "Tuesday";
            Wednesday: "Wednesday";
            Weekday: "Weekday";
            "Weekend Day": "Weekend Day";
        }>;
    }, z.core.$strip>], "by">;
    end: z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"never">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"count">;
        count: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"until">;
        date: z.ZodString;
    }, z.core.$strip>], "kind">;
}, z.core.$strip>, z.ZodObject<{
    kind: z.ZodLiteral<"yearly">;
    month: z.ZodNumber;
    on: z.ZodDiscriminatedUnion<[z.ZodObject<{
        by: z.ZodLiteral<"day">;
        day: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        by: z.ZodLiteral<"weekday">;
        occurrence: z.ZodEnum<{
            First: "First";
            Fourth: "Fourth";
            Last: "Last";
            Second: "Second";
            Third: "Third";
        }>;
        weekday: z.ZodEnum<{
            Day: "Day";
            Friday: "Friday";
            Monday: "Monday";
            Saturday: "Saturday";
            Sunday: "Sunday";
            Thursday: "Thursday";
            Tuesday: "Tuesday";
            Wednesday: "Wednesday";
            Weekday: "Weekday";
            "Weekend Day": "Weekend Day";
        }>;
    }, z.core.$strip>], "by">;
    end: z.ZodDiscriminatedUnion<[z.ZodObject<{
        kind: z.ZodLiteral<"never">;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"count">;
        count: z.ZodNumber;
    }, z.core.$strip>, z.ZodObject<{
        kind: z.ZodLiteral<"until">;
        date: z.ZodString;
    }, z.core.$strip>], "kind">;
}, z.core.$strip>], "kind">;
export type Recurrence = z.infer<typeof RecurrenceSchema>;
export type RepeatingRule = Exclude<Recurrence, {
    kind: 'none';
}>;
export type SeriesEnd = RepeatingRule['end'];
export type MonthDay = Extract<RepeatingRule, {
    kind: 'monthly';
}>['on'];
export declare const RecurrenceFieldsSchema: z.ZodObject<{
    recurrence: z.ZodNullable<z.ZodEnum<{
        daily: "daily";
        monthly: "monthly";
        weekly: "weekly";
        yearly: "yearly";
    }>>;
    r_daily_days: z.ZodNullable<z.ZodNumber>;
    r_weekly_day: z.ZodNullable<z.ZodArray<z.ZodEnum<{
        Fri: "Fri";
        Mon: "Mon";
        Sat: "Sat";
        Sun: "Sun";
        Thu: "Thu";
        Tue: "Tue";
        Wed: "Wed";
    }>>>;
    r_weekly_weeks: z.ZodNullable<z.ZodNumber>;
    r_monthly_months: z.ZodNullable<z.ZodNumber>;
    r_monthly_day: z.ZodNullable<z.ZodNumber>;
    r_monthly_occurrence: z.ZodNullable<z.ZodEnum<{
        First: "First";
        Fourth: "Fourth";
        Last: "Last";
        Second: "Second";
        Third: "Third";
    }>>;
    r_monthly_weekday: z.ZodNullable<z.ZodEnum<{
        Day: "Day";
        Friday: "Friday";
        Monday: "Monday";
        Saturday: "Saturday";
        Sunday: "Sunday";
        Thursday: "Thursday";
        Tuesday: "Tuesday";
        Wednesday: "Wednesday";
        Weekday: "Weekday";
        "Weekend Day": "Weekend Day";
    }>>;
    r_yearly_month: z.ZodNullable<z.ZodNumber>;
    r_yearly_day: z.ZodNullable<z.ZodNumber>;
    r_yearly_occurrence: z.ZodNullable<z.ZodEnum<{
        First: "First";
        Fourth: "Fourth";
        Last: "Last";
        Second: "Second";
        Third: "Third";
    }>>;
    r_yearly_weekday: z.ZodNullable<z.ZodEnum<{
        Day: "Day";
        Friday: "Friday";
        Monday: "Monday";
        Saturday: "Saturday";
        Sunday: "Sunday";
        Thursday: "Thursday";
        Tuesday: "Tuesday";
        Wednesday: "Wednesday";
        Weekday: "Weekday";
        "Weekend Day": "Weekend Day";
    }>>;
    r_end_type: z.ZodNullable<z.ZodEnum<{
        After: "After";
        By: "By";
    }>>;
    r_end_date: z.ZodNullable<z.ZodString>;
    r_number_of_occurrences: z.ZodNullable<z.ZodNumber>;
}, z.core.$strip>;
export type RecurrenceFields = z.infer<typeof RecurrenceFieldsSchema>;
export declare const RECURRENCE_FIELDS: ("r_daily_days" | "r_end_date" | "r_end_type" | "r_monthly_day" | "r_monthly_months" | "r_monthly_occurrence" | "r_monthly_weekday" | "r_number_of_occurrences" | "r_weekly_day" | "r_weekly_weeks" | "r_yearly_day" | "r_yearly_month" | "r_yearly_occurrence" | "r_yearly_weekday" | "recurrence")[];
export declare function recurrenceFields(rule: Recurrence): RecurrenceFields;
export declare const recurrencePayloadShape: {
    recurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
    r_daily_days: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
    r_weekly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodArray<z.ZodString>, z.ZodString, z.ZodNull]>>;
    r_weekly_weeks: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
    r_monthly_first: z.ZodOptional<z.ZodUnknown>;
    r_monthly_second: z.ZodOptional<z.ZodUnknown>;
    r_monthly_months: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
    r_monthly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
    r_monthly_occurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
    r_monthly_weekday: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
    r_yearly_first: z.ZodOptional<z.ZodUnknown>;
    r_yearly_second: z.ZodOptional<z.ZodUnknown>;
    r_yearly_month: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
    r_yearly_second_month: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
    r_yearly_day: z.ZodOptional<z.ZodUnion<readonly [z.ZodNumber, z.ZodString, z.ZodNull]>>;
    r_yearly_occurrence: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
    r_yearly_weekday: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
    r_end_type: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
    r_number_of_occurrences: z.ZodOptional<z.ZodPreprocess<z.ZodNullable<z.ZodNumber>, unknown>>;
    r_end_date: z.ZodOptional<z.ZodUnion<readonly [z.ZodString, z.ZodNull]>>;
};
export declare function readPayloadRule(fields: RecurrenceInput, start: CalendarDay | null, context?: z.RefinementCtx): RecurrenceFields | null;
