import { z } from 'zod';

/** Tabs the home events carousel shows at most (public-site §9). */
export const MAX_EVENT_TABS = 5;
/** The category the home carousel opens on (public-site §7, §9). */
export const DEFAULT_EVENT_CATEGORY = 7;

const optionalString = z.string().nullish().catch(null);

/** The `events` block's entry as the content system seeds it; bad fields fall back to the spec defaults. */
export const EventsBlockEntrySchema = z.object({
  categories: z.array(z.coerce.number().int().positive()).catch([]),
  limit: z.number().int().min(1).max(100).catch(50),
  days: z.number().int().min(1).max(730).catch(365),
  link: optionalString,
  button_text: optionalString,
});
export type EventsBlockEntry = z.infer<typeof EventsBlockEntrySchema>;

export function parseEventsBlockEntry(entry: unknown): EventsBlockEntry {
  const parsed = EventsBlockEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : { categories: [], limit: 50, days: 365, link: null, button_text: null };
}
