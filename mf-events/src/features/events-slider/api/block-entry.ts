import { z } from 'zod';

/** Events the slider shows unless its entry says otherwise. */
export const SLIDER_DEFAULT_LIMIT = 12;

/** The `events_slider` entry ({ categories?, title?, limit? }); a bad field falls back to its default. */
export const EventsSliderEntrySchema = z.object({
  categories: z.array(z.coerce.number().int().positive()).max(20).optional().catch(undefined),
  title: z.string().trim().min(1).max(200).optional().catch(undefined),
  limit: z.number().int().min(1).max(50).optional().catch(undefined),
});
export type EventsSliderEntry = z.infer<typeof EventsSliderEntrySchema>;

export function parseEventsSliderEntry(entry: unknown): EventsSliderEntry {
  const parsed = EventsSliderEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : {};
}
