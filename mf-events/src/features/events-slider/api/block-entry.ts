import { EventsSliderEntrySchema, type EventsSliderEntry } from '@valley/shared/schemas/blocks';
import type { EventSearchBody } from '@valley/shared/schemas/event';
import { eventWindow } from '../../../lib/dates';

export type { EventsSliderEntry } from '@valley/shared/schemas/blocks';

/** Events the slider shows unless its entry says otherwise. */
export const SLIDER_DEFAULT_LIMIT = 12;

/** The slider's search: upcoming events from `now`, of its categories when it names some. */
export function sliderBody(entry: EventsSliderEntry, now: Date): EventSearchBody {
  const search: EventSearchBody = { dates: eventWindow(undefined, now), order: 'upcoming', limit: entry.limit ?? SLIDER_DEFAULT_LIMIT };
  if (entry.categories?.length) search.categories = entry.categories;
  return search;
}

export function parseEventsSliderEntry(entry: unknown): EventsSliderEntry {
  const parsed = EventsSliderEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : {};
}
