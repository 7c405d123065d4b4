import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import { describeRecurrence } from '@valley/shared/recurrence';
import { EventPayloadSchema, eventTimes, type MemberEvent } from '@valley/shared/schemas/member';
import { RECURRENCE_DAY_CHOICES, RECURRENCE_OCCURRENCES, WEEKLY_DAYS, type WeeklyDay } from '@valley/shared/schemas/recurrence';
import { parseDayKey, weekdayOf as sundayFirstWeekday } from '@valley/shared/time';

/**
 * The payload's fields (member-area §3) plus the radio state of a monthly or yearly rule, checked by the API's payload schema
 * so messages show under each field. Image and categories are added on submit.
 */
export type EventFormInput = z.input<typeof EventPayloadSchema>;
export type EventFormOutput = z.output<typeof EventPayloadSchema>;

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

/** The calendar day of a datetime-local value ('YYYY-MM-DDTHH:mm', New York time); null when incomplete. */
const dayOf = (local: string | undefined | null) => (local ? parseDayKey(local.slice(0, 10)) : null);

/** The weekday of the start date, as the weekly checkboxes name it ('Mon'…'Sun'). */
export function weekdayOf(local: string | undefined | null): WeeklyDay | null {
  return dayOf(local) ? (WEEKLY_DAYS[(sundayFirstWeekday(String(local).slice(0, 10)) + 6) % 7] ?? null) : null;
}

/** The §4 presets of a repeat kind: every 1 day, week (on the start's weekday), month (on the start's day), or year (the start's month and day). */
export function presetFor(kind: RepeatKind, start: string | undefined | null): Partial<EventFormInput> {
  const wall = dayOf(start);
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

const isNth = (first: unknown, second: unknown) => Boolean(second) && !first;

/** The payload of the form's values: the radios pick a monthly or yearly mode, and the other mode's fields, kept while switching, are not sent. */
export function payloadOf(values: Partial<EventFormInput>): Partial<EventFormInput> {
  const { r_monthly_first, r_monthly_second, r_yearly_first, r_yearly_second, ...payload } = values;
  const [monthly, yearly] = [isNth(r_monthly_first, r_monthly_second), isNth(r_yearly_first, r_yearly_second)];
  return {
    ...payload,
    ...(monthly ? { r_monthly_day: '' } : { r_monthly_occurrence: '', r_monthly_weekday: '' }),
    ...(yearly ? { r_yearly_month: '', r_yearly_day: '' } : { r_yearly_occurrence: '', r_yearly_weekday: '', r_yearly_second_month: '' }),
  };
}

/** Checks the form with the API's payload schema, as the member meant it (payloadOf); submits the payload it makes. */
export const eventFormResolver: Resolver<EventFormInput, unknown, EventFormOutput> = (values, context, options) =>
  zodResolver(EventPayloadSchema)(payloadOf(values) as EventFormInput, context, options);

/** The instants the form's dates mean, as the API will read them; null while the start is incomplete. */
export function formTimes(values: Partial<EventFormInput>): { starts: Date; ends: Date } | null {
  const { starts, ends } = eventTimes({ start_at: values.start_at ?? '', end_at: values.end_at || (values.start_at ?? '') });
  return starts ? { starts, ends: ends ?? starts } : null;
}

/** The live sentence of the rule being edited ('Every Tuesday, 10 times'), from the shared engine. */
export function recurrenceSentence(values: Partial<EventFormInput>): string {
  const times = formTimes(values);
  if (!values.recurrence || !times) return '';
  try {
    return describeRecurrence({ ...payloadOf(values), ...times });
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
