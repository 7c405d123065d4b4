import { EventsSliderEntrySchema, type EventsSliderEntry } from '@valley/shared/schemas/blocks';

export type { EventsSliderEntry } from '@valley/shared/schemas/blocks';

/** Events the slider shows unless its entry says otherwise. */
export const SLIDER_DEFAULT_LIMIT = 12;

export function parseEventsSliderEntry(entry: unknown): EventsSliderEntry {
  const parsed = EventsSliderEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : {};
}
