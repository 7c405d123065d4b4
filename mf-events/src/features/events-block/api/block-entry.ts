import { EventsBlockEntrySchema, type EventsBlockEntry } from '@valley/shared/schemas/blocks';

export type { EventsBlockEntry } from '@valley/shared/schemas/blocks';

/** Tabs the home events carousel shows at most (public-site §9). */
export const MAX_EVENT_TABS = 5;
/** The category the home carousel opens on (public-site §7, §9). */
export const DEFAULT_EVENT_CATEGORY = 7;

/** The block's tabs: its own categories, or else the first five event categories (public-site §9). */
export const tabIds = (entry: EventsBlockEntry, categories: readonly { id: number }[] | undefined): number[] =>
  (entry.categories.length > 0 ? [...new Set(entry.categories)] : (categories ?? []).map((category) => category.id)).slice(0, MAX_EVENT_TABS);

/** The tab the block opens on: category 7 when it is one of them, else the first. */
export const openingTab = (ids: readonly number[]): number => Math.max(0, ids.indexOf(DEFAULT_EVENT_CATEGORY));

export function parseEventsBlockEntry(entry: unknown): EventsBlockEntry {
  const parsed = EventsBlockEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : { categories: [], limit: 50, days: 365, link: null, button_text: null };
}
