import type { AppContext } from '../app';
import { sanitizeRichText } from '../lib/rich-text';
import { resolveImageField, type UploadKind } from '../uploads/images';

/** How member routes treat images and rich text: one place, so every kind does the same. */
export interface MemberMedia {
  /** Absent or null keeps `current`; '' removes it; a data URL is stored; a stored URL is kept. */
  image(value: string | null | undefined, kind: UploadKind, current: string | null, ownerId: number, field?: string): Promise<string | null>;
  /** Sanitised on write: headings, paragraphs, lists, links, emphasis; nothing executable. */
  richText(html: string | null | undefined): string | null;
}

export async function memberImage(
  ctx: AppContext,
  value: string | null | undefined,
  kind: UploadKind,
  current: string | null,
  ownerId: number,
  field = 'image',
): Promise<string | null> {
  if (value === undefined || value === null) return current;
  if (value.trim() === '') return null;
  return resolveImageField(ctx.uploads, value, kind, ownerId, field);
}

export const cleanRichText = (html: string | null | undefined): string | null => sanitizeRichText(html);
