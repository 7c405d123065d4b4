import type { Event } from '@valley/shared/schemas/event';
import { useConfigStore } from '@valley/shared/stores/config';
import { eventIcsUrl, googleCalendarUrl } from '../lib/calendar-links';
import { buttonClass } from '@valley/shared/ui/button';
import buttons from './button-row.module.css';

/** 'Add to Calendar (.ics)' (the whole series, from the API) and 'Add to Google Calendar'. */
export function AddToCalendar({ event, occurrence }: { event: Event; occurrence?: { starts: Date; ends: Date } }) {
  const apiUrl = useConfigStore((state) => state.apiUrl);
  const siteUrl = useConfigStore((state) => state.siteUrl);
  return (
    <ul className={buttons.row} aria-label="Add to calendar">
      <li>
        <a className={buttonClass('outline')} href={eventIcsUrl(apiUrl, event.slug)} download={`${event.slug}.ics`}>
          Add to Calendar (.ics)
        </a>
      </li>
      <li>
        <a className={buttonClass('outline')} href={googleCalendarUrl(event, siteUrl, occurrence)} target="_blank" rel="noopener noreferrer">
          Add to Google Calendar
        </a>
      </li>
    </ul>
  );
}
