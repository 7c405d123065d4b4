import { atMostMessage } from './common';
import { PLACE_KINDS } from './studio-places';
import { z } from './zod';

// The media library (issue 45, decision 126): every image the site keeps, with the words that stand for it and where it is used. An
// upload goes through the members' checked, re-encoded pipeline; its alt text is required.

/** How many images one page of the library holds. */
export const MEDIA_PAGE_SIZE = 24;
export const MEDIA_ALT_MAX = 250;

export const STUDIO_MEDIA_MESSAGES = {
  alt: 'Alt text is required: describe the picture for people who cannot see it',
  image: 'Choose a picture to upload',
  path: 'path must be the address of a stored image (/media/…)',
  notFound: 'Image not found',
  saved: 'Alt text saved.',
  uploaded: 'Uploaded to the library.',
  /** Only an unused upload is deleted: a used one would leave holes where it is shown. */
  inUse: (places: number) => `It is still used in ${places} ${places === 1 ? 'place' : 'places'}: take it out of them first`,
  notUpload: 'Only uploaded pictures can be deleted: the seed’s drawn ones are part of the site',
  deleted: 'Picture deleted.',
  focus: 'Focal point: whole percents from 0 (left, top) to 100 (right, bottom)',
  focusSaved: 'Focal point saved: the site’s crops of this picture keep it in view.',
  focusReset: 'Focal point reset: the site crops this picture its usual way.',
} as const;

/** A focal point in whole percents across and down (decision 134). */
const percent = z
  .number({ error: STUDIO_MEDIA_MESSAGES.focus })
  .int(STUDIO_MEDIA_MESSAGES.focus)
  .min(0, STUDIO_MEDIA_MESSAGES.focus)
  .max(100, STUDIO_MEDIA_MESSAGES.focus);
export const ImageFocusSchema = z.object({ x: percent, y: percent }).strict();

const altField = z
  .string({ error: STUDIO_MEDIA_MESSAGES.alt })
  .trim()
  .min(1, { error: STUDIO_MEDIA_MESSAGES.alt, abort: true })
  .max(MEDIA_ALT_MAX, atMostMessage('Alt text', MEDIA_ALT_MAX));

/** A stored image's address as the site writes it: `/media/{collection}/{name}.{w}x{h}.webp`. */
const mediaPath = z
  .string({ error: STUDIO_MEDIA_MESSAGES.path })
  .trim()
  .max(300, STUDIO_MEDIA_MESSAGES.path)
  .regex(/^\/media\/[a-z0-9-]+\/[a-z0-9._-]+\.webp$/, STUDIO_MEDIA_MESSAGES.path);

/** Query of GET /api/studio/media: a page of the library, narrowed by words of the alt text or file name, or to images without alt text. */
export const StudioMediaQuerySchema = z
  .object({
    q: z.string().trim().max(100, atMostMessage('Search', 100)).optional(),
    missing_alt: z.enum(['0', '1'], { error: 'missing_alt must be 0 or 1' }).optional(),
    page: z.coerce.number({ error: 'page must be a number' }).int().positive().max(10_000).optional(),
  })
  .strict();
export type StudioMediaQuery = z.input<typeof StudioMediaQuerySchema>;

/** One image of the library. `uploaded_by` is null for the seed's drawn images. */
export const StudioMediaItemSchema = z.object({
  path: z.string(),
  /** Where a browser loads it (the API's public origin). */
  url: z.string(),
  width: z.number().int(),
  height: z.number().int(),
  bytes: z.number().int(),
  alt: z.string().nullable(),
  /** Where its subject is, which the site's crops keep in view; null for the site's default (decision 134). */
  focus: ImageFocusSchema.nullable(),
  uploaded_at: z.string(),
  uploaded_by: z.string().nullable(),
});
export type StudioMediaItem = z.infer<typeof StudioMediaItemSchema>;

/** A page of the library, newest first. */
export const StudioMediaPageSchema = z.object({
  items: z.array(StudioMediaItemSchema),
  total: z.number().int(),
  page: z.number().int(),
  pages: z.number().int(),
});
export type StudioMediaPage = z.infer<typeof StudioMediaPageSchema>;

/** What can show an image: the studio's own items (pages, posts, places, the navigation, settings and menus) and members' listings. */
export const MEDIA_USE_KINDS = [
  'page',
  'post',
  ...PLACE_KINDS,
  'destination',
  'event',
  'tip',
  'itinerary',
  'profile',
  'navigation',
  'settings',
  'menu',
] as const;
export type MediaUseKind = (typeof MEDIA_USE_KINDS)[number];

/**
 * One thing that shows an image: its kind and id (the studio links its own items to their editors), its name, its page on the site
 * when it has one there, and whether only its unpublished draft holds the image.
 */
export const MediaUseSchema = z.object({
  kind: z.enum(MEDIA_USE_KINDS),
  id: z.number().int().nullable(),
  name: z.string(),
  link: z.string().nullable(),
  draft: z.boolean(),
});
export type MediaUse = z.infer<typeof MediaUseSchema>;

/** An image with everywhere it is used (GET /api/studio/media/item). */
export const StudioMediaDetailSchema = StudioMediaItemSchema.extend({ used_by: z.array(MediaUseSchema) });
export type StudioMediaDetail = z.infer<typeof StudioMediaDetailSchema>;

export const StudioMediaItemQuerySchema = z.object({ path: mediaPath }).strict();

/** Body of POST /api/studio/media: a new picture (a data URL, at most 5,000,000 bytes decoded) and its alt text. */
export const StudioMediaUploadBodySchema = z
  .object({
    image: z.string({ error: STUDIO_MEDIA_MESSAGES.image }).min(1, STUDIO_MEDIA_MESSAGES.image).max(7_000_000, 'File is too big!'),
    alt: altField,
  })
  .strict();
export type StudioMediaUploadBody = z.input<typeof StudioMediaUploadBodySchema>;

/** Body of POST /api/studio/media/alt: an image's new alt text. */
export const StudioMediaAltBodySchema = z.object({ path: mediaPath, alt: altField }).strict();
export type StudioMediaAltBody = z.input<typeof StudioMediaAltBodySchema>;

/** Body of POST /api/studio/media/focus: an image's focal point, or null to crop it the site's default way. */
export const StudioMediaFocusBodySchema = z.object({ path: mediaPath, focus: ImageFocusSchema.nullable() }).strict();
export type StudioMediaFocusBody = z.input<typeof StudioMediaFocusBodySchema>;

/** Body of POST /api/studio/media/delete: an upload nothing uses, deleted for good. */
export const StudioMediaDeleteBodySchema = z.object({ path: mediaPath }).strict();
