import { z } from './zod';
import { optionalText } from './common';

/** A CMS page's content block (public-site §3); `entry` carries the kind's own fields, which each block component parses. */
export const ContentBlockSchema = z.object({
  id: z.number().int(),
  extension: z.string(),
  title: optionalText,
  img: optionalText,
  entry: z.record(z.string(), z.unknown()),
});
export type ContentBlock = z.infer<typeof ContentBlockSchema>;

export const SlideSchema = z.object({ img: z.string(), title: optionalText, link: optionalText });

/** §3 CMS page. */
export const PageSchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  meta_title: optionalText,
  meta_description: optionalText,
  header_image_url: optionalText,
  entry: z.object({
    subtitle: optionalText,
    content: optionalText,
    featured_slides_title: optionalText,
    slides: z.array(SlideSchema),
  }),
  content_rendered: optionalText,
  fields: z.object({
    content_blocks: z.array(ContentBlockSchema),
    home_blocks: z.array(ContentBlockSchema).optional(),
  }),
});
export type Page = z.infer<typeof PageSchema>;

/** §3 Search result of POST /pages/search. */
export const SearchResultSchema = z.object({ title: z.string(), link: z.string() });
export type SearchResult = z.infer<typeof SearchResultSchema>;

/** A published CMS page in the list the sitemap reads: where visitors read it, and when it last changed. */
export const PageLinkSchema = z.object({ link: z.string(), updated_at: z.string() });

/** A CMS path as sent in /page/get/{path}: letters, digits, dashes, underscores and slashes. */
export const PagePathSchema = z
  .string()
  .min(1, 'path is required')
  .max(300, 'path is too long')
  .regex(/^[a-z0-9][a-z0-9\-_/|]*$/i, 'path may hold only letters, digits, -, _ and /');

/**
 * A preview link's token (decision 115): 32 random bytes, base64url. The API keeps only its hash; whoever holds the link sees the
 * page's pending revision until the link expires or is withdrawn.
 */
export const PreviewTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'That is not a preview link');

/** What a page's preview answers: the page with its pending revision applied, where it is read, and until when the link works. */
export const PagePreviewSchema = z.object({ link: z.string(), expires_at: z.string(), page: PageSchema });
export type PagePreview = z.infer<typeof PagePreviewSchema>;
