import { EventsBlockEntrySchema, type EventsBlockEntry } from '@valley/shared/schemas/blocks';

export type { EventsBlockEntry } from '@valley/shared/schemas/blocks';

/** Tabs the home events carousel shows at most (public-site §9). */
export const MAX_EVENT_TABS = 5;
/** The category the home carousel opens on (public-site §7, §9). */
export const DEFAULT_EVENT_CATEGORY = 7;

export function parseEventsBlockEntry(entry: unknown): EventsBlockEntry {
  const parsed = EventsBlockEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : { categories: [], limit: 50, days: 365, link: null, button_text: null };
}
