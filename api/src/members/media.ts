import { sanitizeRichText } from '../lib/rich-text';
import { type ImageFields, resolveImageField, type UploadDeps, type UploadKind } from '../uploads/images';

/** How member routes treat images and rich text: one place, so every kind does the same. */
export interface MemberMedia {
  /** Absent or null keeps `current`; '' removes it; a data URL is stored; a stored URL is kept. */
  image(value: string | null | undefined, kind: UploadKind, current: string | null, ownerId: number, field?: string): Promise<string | null>;
  /** Sanitised on write: headings, paragraphs, lists, links, emphasis; nothing executable. */
  richText(html: string | null | undefined): string | null;
}

export async function memberImage(
  uploads: UploadDeps,
  value: string | null | undefined,
  kind: UploadKind,
  current: string | null,
  ownerId: number,
  field = 'image',
): Promise<string | null> {
  if (value === undefined || value === null) return current;
  if (value.trim() === '') return null;
  return resolveImageField(uploads, value, kind, ownerId, field);
}

export const cleanRichText = (html: string | null | undefined): string | null => sanitizeRichText(html);

/** The media of one request; `uploads.reservation` is the room its images were admitted with. */
export const memberMedia = (uploads: UploadDeps): MemberMedia => ({
  image: (value, kind, current, ownerId, field) => memberImage(uploads, value, kind, current, ownerId, field),
  richText: cleanRichText,
});

/** The image fields of member payloads (member-area §2). */
export interface MemberImages {
  image?: string | null;
  header_image?: string | null;
  photos?: readonly string[];
}

/** A payload's image fields by name, for admitting its uploads at once. */
export function imageFieldsOf(payload: MemberImages): ImageFields {
  const fields: ImageFields = { image: payload.image, header_image: payload.header_image };
  for (const [index, photo] of (payload.photos ?? []).entries()) fields[`photos.${index}`] = photo;
  return fields;
}
