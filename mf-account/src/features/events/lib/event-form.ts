import type { z } from 'zod';
import { describeRecurrence, RECURRENCE_DAY_CHOICES, RECURRENCE_OCCURRENCES, WEEKLY_DAYS, type WeeklyDay } from '@valley/shared/recurrence';
import { zonedTime } from '@valley/shared/time';
import { EventPayloadSchema, type MemberEvent } from '@valley/shared/schemas/member';

/**
 * The event form checks its fields with the API's payload schema (§5 messages, date and rule
 * checks under each field). Image and categories are kept beside the form and added on submit;
 * both are optional in the schema, so the form leaves them out.
 */
export const EventFormSchema = EventPayloadSchema;
export type EventFormInput = z.input<typeof EventFormSchema>;
export type EventFormOutput = z.output<typeof EventFormSchema>;

export type RepeatKind = '' | 'daily' | 'weekly' | 'monthly' | 'yearly';
export { RECURRENCE_DAY_CHOICES, RECURRENCE_OCCURRENCES, WEEKLY_DAYS };

/** A new series ends after this many occurrences unless the member says otherwise. */
export const DEFAULT_OCCURRENCES = 10;

export const EMPTY_EVENT: EventFormInput = {
  title: '',
  start_at: '',
  end_at: '',
  summary: '',
  content: '',
  destination: '',
  email: '',
  phone: '',
  website: '',
  social_link: '',
  recurrence: '',
  r_daily_days: '',
  r_weekly_weeks: '',
  r_weekly_day: [],
  r_monthly_first: true,
  r_monthly_second: false,
  r_monthly_months: '',
  r_monthly_day: '',
  r_monthly_occurrence: '',
  r_monthly_weekday: '',
  r_yearly_first: true,
  r_yearly_second: false,
  r_yearly_month: '',
  r_yearly_day: '',
  r_yearly_occurrence: '',
  r_yearly_weekday: '',
  r_end_type: 'After',
  r_number_of_occurrences: String(DEFAULT_OCCURRENCES),
  r_end_date: '',
};

/** 'YYYY-MM-DDTHH:mm' (a datetime-local value, New York time) → its parts; null when incomplete. */
function wallClock(local: string | undefined | null) {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2}))?/.exec(local ?? '');
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map((part) => Number(part ?? 0)) as [number, number, number, number, number];
  return { year, month, day, hour, minute };
}

/** The weekday of the start date, as the weekly checkboxes name it ('Mon'…'Sun'). */
export function weekdayOf(local: string | undefined | null): WeeklyDay | null {
  const wall = wallClock(local);
  if (!wall) return null;
  const sundayFirst = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return WEEKLY_DAYS[(sundayFirst + 6) % 7] ?? null;
}

/**
 * The §4 presets of a repeat kind: weekly preselects the start date's weekday and every 1 week,
 * daily every 1 day, monthly every 1 month on the start's day, yearly the start's month and day.
 */
export function presetFor(kind: RepeatKind, start: string | undefined | null): Partial<EventFormInput> {
  const wall = wallClock(start);
  switch (kind) {
    case 'daily':
      return { r_daily_days: '1' };
    case 'weekly': {
      const day = weekdayOf(start);
      return { r_weekly_weeks: '1', r_weekly_day: day ? [day] : [] };
    }
    case 'monthly':
      return { r_monthly_months: '1', r_monthly_first: true, r_monthly_second: false, r_monthly_day: wall ? String(wall.day) : '' };
    case 'yearly':
      return { r_yearly_first: true, r_yearly_second: false, r_yearly_month: wall ? String(wall.month) : '', r_yearly_day: wall ? String(wall.day) : '' };
    default:
      return {};
  }
}

const instantOf = (local: string | undefined | null) => {
  const wall = wallClock(local);
  return wall ? zonedTime(wall.year, wall.month, wall.day, wall.hour, wall.minute) : null;
};

/** The live sentence of the rule being edited ('Every Tuesday, 10 times'), from the shared engine. */
export function recurrenceSentence(values: Partial<EventFormInput>): string {
  const starts = instantOf(values.start_at);
  if (!values.recurrence || !starts) return '';
  const ends = instantOf(values.end_at) ?? starts;
  const monthlyNth = Boolean(values.r_monthly_second) && !values.r_monthly_first;
  const yearlyNth = Boolean(values.r_yearly_second) && !values.r_yearly_first;
  try {
    return describeRecurrence({
      starts,
      ends,
      recurrence: values.recurrence,
      r_daily_days: values.r_daily_days as string | null,
      r_weekly_weeks: values.r_weekly_weeks as string | null,
      r_weekly_day: (values.r_weekly_day as string[] | null | undefined) ?? null,
      r_monthly_months: values.r_monthly_months as string | null,
      r_monthly_day: monthlyNth ? null : (values.r_monthly_day as string | null),
      r_monthly_occurrence: monthlyNth ? (values.r_monthly_occurrence ?? null) : null,
      r_monthly_weekday: monthlyNth ? (values.r_monthly_weekday ?? null) : null,
      r_yearly_month: (yearlyNth ? values.r_yearly_second_month : values.r_yearly_month) as string | null,
      r_yearly_day: yearlyNth ? null : (values.r_yearly_day as string | null),
      r_yearly_occurrence: yearlyNth ? (values.r_yearly_occurrence ?? null) : null,
      r_yearly_weekday: yearlyNth ? (values.r_yearly_weekday ?? null) : null,
      r_end_type: (values.r_end_type as string | null) ?? null,
      r_number_of_occurrences: values.r_number_of_occurrences as string | null,
      r_end_date: values.r_end_date ?? null,
    });
  } catch {
    return '';
  }
}

const text = (value: string | number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** The form's values for an event read back from the API. */
export function eventValues(event: MemberEvent): EventFormInput {
  const monthlyNth = Boolean(event.r_monthly_occurrence && event.r_monthly_weekday);
  const yearlyNth = Boolean(event.r_yearly_occurrence && event.r_yearly_weekday);
  return {
    ...EMPTY_EVENT,
    title: event.title,
    start_at: event.starts.slice(0, 16),
    end_at: event.ends.slice(0, 16),
    summary: event.summary ?? '',
    content: event.entry.content ?? '',
    destination: text(event.destination_id),
    email: event.email ?? '',
    phone: event.phone ?? '',
    website: event.website ?? '',
    social_link: event.social_link ?? '',
    recurrence: event.recurrence ?? '',
    r_daily_days: text(event.r_daily_days),
    r_weekly_weeks: text(event.r_weekly_weeks),
    r_weekly_day: event.r_weekly_day ?? [],
    r_monthly_first: !monthlyNth,
    r_monthly_second: monthlyNth,
    r_monthly_months: text(event.r_monthly_months),
    r_monthly_day: text(event.r_monthly_day),
    r_monthly_occurrence: event.r_monthly_occurrence ?? '',
    r_monthly_weekday: event.r_monthly_weekday ?? '',
    r_yearly_first: !yearlyNth,
    r_yearly_second: yearlyNth,
    r_yearly_month: yearlyNth ? '' : text(event.r_yearly_month),
    r_yearly_second_month: yearlyNth ? text(event.r_yearly_month) : '',
    r_yearly_day: text(event.r_yearly_day),
    r_yearly_occurrence: event.r_yearly_occurrence ?? '',
    r_yearly_weekday: event.r_yearly_weekday ?? '',
    r_end_type: (event.r_end_type as EventFormInput['r_end_type']) ?? 'After',
    r_number_of_occurrences: text(event.r_number_of_occurrences ?? (event.r_end_type === 'By' ? null : DEFAULT_OCCURRENCES)),
    r_end_date: event.r_end_date ?? '',
  };
}
