import { z } from 'zod';

/** Events at a destination (public-site §7: the destination page's events use a limit of 12). */
export const DESTINATION_EVENTS_LIMIT = 12;

/** The `destination_events` entry: { destination_id, destination_name? }. */
export const DestinationEventsEntrySchema = z.object({
  destination_id: z.coerce.number().int().positive(),
  destination_name: z.string().trim().min(1).max(200).optional().catch(undefined),
});
export type DestinationEventsEntry = z.infer<typeof DestinationEventsEntrySchema>;

/** null when the entry names no destination: the block then renders nothing. */
export function parseDestinationEventsEntry(entry: unknown): DestinationEventsEntry | null {
  const parsed = DestinationEventsEntrySchema.safeParse(entry ?? {});
  return parsed.success ? parsed.data : null;
}
