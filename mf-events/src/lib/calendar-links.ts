import { toRRuleString } from '@valley/shared/recurrence';
import { formatFloating, TIME_ZONE, toFloating } from '@valley/shared/time';
import type { Event } from '@valley/shared/schemas/event';
import { hasUnknownEnd, listedSeries } from './recurring';

const apiBase = (apiUrl: string) => apiUrl.replace(/\/+$/, '');

/** The API's iCalendar file of one event (decision 015): a download any calendar app imports. */
export const eventIcsUrl = (apiUrl: string, slug: string): string => `${apiBase(apiUrl)}/api/events/${encodeURIComponent(slug)}/ics`;

/** A category's subscribable feed; webcal:// makes calendar apps subscribe rather than import once. */
export function categoryFeedUrl(apiUrl: string, slug: string): string {
  return `${apiBase(apiUrl)}/api/events/category/${encodeURIComponent(slug)}/ics`.replace(/^https?:\/\//, 'webcal://');
}

/** Plain text of the event's rich content for the `details` field, kept short for a URL. */
function plainText(html: string | null, max = 600): string {
  if (!html) return '';
  const text = html
    .replace(/<(br|\/p|\/li|\/h\d)[^>]*>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/\n{2,}/g, '\n')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}

/**
 * 'Add to Google Calendar' with the (next) occurrence on New York time and a series' RRULE. A count whose end the listed event cannot
 * tell (see listedSeries) is left out rather than guessed; the .ics always carries the whole rule (decision 015).
 */
export function googleCalendarUrl(event: Event, siteUrl: string, occurrence?: { starts: Date; ends: Date }): string {
  const starts = occurrence?.starts ?? new Date(event.starts);
  const ends = occurrence?.ends ?? new Date(event.ends);
  const link = `${siteUrl.replace(/\/+$/, '')}/events/${event.slug}`;
  const params = new URLSearchParams({
    action: 'TEMPLATE',
    text: event.title,
    dates: `${formatFloating(toFloating(starts))}/${formatFloating(toFloating(ends))}`,
    ctz: TIME_ZONE,
    details: [event.summary, plainText(event.content), link].filter(Boolean).join('\n\n'),
  });
  const location = [event.destination_name, event.address].filter(Boolean).join(', ');
  if (location) params.set('location', location);
  if (event.recurrence && !hasUnknownEnd(event)) {
    const rule = toRRuleString({ ...listedSeries(event), starts, ends })
      ?.split('\n')
      .find((line) => line.startsWith('RRULE:'));
    if (rule) params.set('recur', rule);
  }
  return `https://calendar.google.com/calendar/render?${params.toString()}`;
}
