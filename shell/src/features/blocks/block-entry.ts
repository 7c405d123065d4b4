import type { ContentBlock } from '@valley/shared/schemas/page';

// Readers for a block's `entry`: each block takes what it needs and drops what is malformed, so one bad item never breaks a page.

/** A non-blank string, else null. */
export const text = (value: unknown): string | null => (typeof value === 'string' && value.trim().length > 0 ? value : null);

/** The object items of an array field; anything else is dropped. */
export function records(value: unknown): Record<string, unknown>[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Record<string, unknown> => typeof item === 'object' && item !== null && !Array.isArray(item));
}

/** `entry[key]` as a non-blank string. */
export const entryText = (block: ContentBlock, key: string): string | null => text(block.entry[key]);

/** A card shape many kinds share: image, title, optional subtitle and link. */
export interface BlockCard {
  img: string;
  title: string | null;
  subtitle: string | null;
  link: string | null;
}

/** The items of `entry[key]` that have an image, read as cards (`subtitleKey` names the second line). */
export function cardsOf(block: ContentBlock, key: string, subtitleKey = 'subtitle'): BlockCard[] {
  return records(block.entry[key]).flatMap((item): BlockCard[] => {
    const img = text(item.img);
    return img ? [{ img, title: text(item.title), subtitle: text(item[subtitleKey]), link: text(item.link) }] : [];
  });
}

/** An absolute http(s) URL, or null: guards links that leave the site (booking engines). */
export function httpUrl(value: unknown): URL | null {
  const raw = text(value);
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}
