import { ID_MAX } from '@valley/shared/api/limits';
import { dateTimeField } from './common';
import { optionalUrl, requiredRichText, requiredText } from './member';
import { retireAtField, StudioHistorySchema } from './studio';
import { z } from './zod';

// The dispatch in the studio (issue 45, decision 096): posts written by any studio role, published, scheduled and retired by
// publishers and the Board. A published post's edits wait as its pending revision (news_posts.draft), which signed-in readers see on
// its page (the spec's /api/news/getdraft), until they are published.

/** Where a post stands: not yet published, published for later, on the site, or taken off it. */
export const POST_STATUSES = ['draft', 'scheduled', 'live', 'retired'] as const;
export type PostStatus = (typeof POST_STATUSES)[number];

export const STUDIO_POST_MESSAGES = {
  title: 'Title is required',
  content: 'Post text is required',
  published: 'Published on the site.',
  scheduled: 'Scheduled: it appears on the site at its publish date.',
  retired: 'Retired: it is no longer on the site.',
} as const;

const postId = z.coerce.number({ error: 'id is required' }).int().positive().max(ID_MAX);

/** The post form: what a visitor reads, its category, picture and source, whether it is featured, and when it appears. */
export const StudioPostFormSchema = z.object({
  title: requiredText(STUDIO_POST_MESSAGES.title, 'Title'),
  category_id: z
    .union([z.coerce.number().int().positive().max(ID_MAX), z.literal(''), z.null()])
    .optional()
    .transform((value) => (typeof value === 'number' ? value : null)),
  /** A new picture as a data URL (over 5,000,000 bytes is refused), the stored one sent back unchanged, or ''/null for none. */
  image: z.string().max(7_000_000, 'File is too big!').nullable().optional(),
  content: requiredRichText(STUDIO_POST_MESSAGES.content, 'Post text'),
  source_link: optionalUrl('Source Link'),
  featured: z.boolean(),
  /** New York wall-clock time or an instant; later than now schedules the post. */
  published_at: dateTimeField('Publish date'),
});
export type StudioPostForm = z.input<typeof StudioPostFormSchema>;

/** Body of POST /api/studio/posts/save: a new post without `id`, an edit with it. */
export const StudioPostSaveBodySchema = StudioPostFormSchema.extend({ id: postId.optional() }).strict();
export type StudioPostSaveBody = z.infer<typeof StudioPostSaveBodySchema>;

/** Body of POST /api/studio/posts/restore: a kept publication becomes the post's pending revision (or, unpublished, its text). */
export const StudioPostRestoreBodySchema = z.object({ id: postId, revision: z.number().int().positive().max(ID_MAX) }).strict();

/** Body of the publish, retire and discard calls. */
export const StudioPostActionBodySchema = z.object({ id: postId }).strict();
export type StudioPostActionBody = z.infer<typeof StudioPostActionBodySchema>;

/** A post in the studio's list. */
export const StudioPostSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(POST_STATUSES),
  /** A published post with edits not yet published. */
  pending_changes: z.boolean(),
  featured: z.boolean(),
  category: z.string().nullable(),
  published_at: z.string(),
  updated_at: z.string(),
});
export type StudioPostSummary = z.infer<typeof StudioPostSummarySchema>;
export const StudioPostsSchema = z.array(StudioPostSummarySchema);

/** Body of POST /api/studio/posts/retire: now, at a time to come, or a scheduled retirement called off (decision 116). */
export const StudioPostRetireBodySchema = z.object({ id: postId, retire_at: retireAtField }).strict();

/** A post as its editor opens it: the pending revision where there is one, else the post as it stands; and its publications. */
export const StudioPostSchema = StudioPostSummarySchema.extend({
  /** When a post on the site is due to leave it (New York time); null when it stays. */
  retires_at: z.string().nullable(),
  category_id: z.number().int().nullable(),
  image: z.string().nullable(),
  content: z.string(),
  source_link: z.string().nullable(),
  /** Newest first; a post published before the studio has its first version without a name or time. */
  history: StudioHistorySchema,
});
export type StudioPost = z.infer<typeof StudioPostSchema>;
