import { describeRecurrence } from '@valley/shared/recurrence';
import { dayKeyOf, formatDay, formatTime, instantOf } from '@valley/shared/time';
import type { PendingItem } from '@valley/shared/schemas/member';

/** What a preview shows of a proposal: the member's document in the API's stored shape (decision 008). */
export interface Proposal {
  images: { label: string; src: string }[];
  html: string | null;
  facts: { label: string; value: string }[];
  stops: { destinationId: number | null; html: string | null }[];
}

const FACTS: [string, string][] = [
  ['address', 'Address'],
  ['city', 'City'],
  ['zip', 'Zip'],
  ['phone', 'Phone'],
  ['email', 'Email'],
  ['website', 'Website'],
  ['social_link', 'Social link'],
  ['summary', 'Summary'],
];

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : null);

/** Stored media paths ('/media/uploads/…') are the API's; the preview needs them absolute. */
export const mediaSrc = (value: string, apiUrl: string) => (value.startsWith('/') ? `${apiUrl.replace(/\/$/, '')}${value}` : value);

export function readProposal(item: PendingItem, apiUrl: string): Proposal {
  const proposed = item.proposed;
  const images: Proposal['images'] = [];
  const main = text(proposed.main_img);
  if (main) images.push({ label: item.kind === 'destination' ? 'Logo' : 'Image', src: mediaSrc(main, apiUrl) });
  const header = text(proposed.header_img);
  if (header) images.push({ label: 'Header photo', src: mediaSrc(header, apiUrl) });
  if (Array.isArray(proposed.photos)) {
    proposed.photos.forEach((photo, index) => {
      if (typeof photo === 'string') images.push({ label: `Gallery ${index + 1}`, src: mediaSrc(photo, apiUrl) });
    });
  }

  const facts = FACTS.flatMap(([key, label]) => {
    const value = text(proposed[key]);
    return value ? [{ label, value }] : [];
  });
  if (item.kind === 'event' && text(proposed.starts) && text(proposed.ends)) {
    const starts = instantOf(String(proposed.starts));
    facts.unshift({ label: 'Starts', value: starts ? `${formatDay(dayKeyOf(starts), 'date')}, ${formatTime(starts)}` : String(proposed.starts) });
    try {
      const sentence = describeRecurrence(proposed as unknown as Parameters<typeof describeRecurrence>[0]);
      if (sentence) facts.splice(1, 0, { label: 'Repeats', value: sentence });
    } catch {
      // A rule the engine cannot read is the board's to look at in the event itself.
    }
  }
  if (item.kind === 'reservation') {
    for (const [key, label] of [
      ['start', 'Start'],
      ['end', 'End'],
      ['message', 'Request'],
    ] as const) {
      const value = text(proposed[key]);
      if (value) facts.push({ label, value });
    }
  }

  const stops = Array.isArray(proposed.items)
    ? proposed.items.map((stop) => {
        const { destination_id, content } = (stop ?? {}) as { destination_id?: unknown; content?: unknown };
        return { destinationId: typeof destination_id === 'number' ? destination_id : null, html: text(content) };
      })
    : [];

  return { images, html: text(proposed.content) ?? text(proposed.tip), facts, stops };
}
