import { ID_MAX } from '@valley/shared/api/limits';
import { NEW_BLOCK_ID, StudioBlockSchema } from './block-fields';
import { dateTimeField, isWebAddress } from './common';
import { ContentBlockSchema } from './page';
import { optionalField, optionalRichText, requiredText } from './member';
import { retireAtField, versionedSchema } from './studio';
import { z } from './zod';

// The site's pages in the studio (issue 45, decision 102): a page's header, its text and its ordered content blocks, drafted by every
// studio role and published by publishers and the Board. A saved draft is also the page's pending revision, which signed-in readers
// see at the page's own address (the spec's /api/pages/getdraft): that is its preview.

export const STUDIO_PAGE_MESSAGES = {
  title: 'Title is required',
  path: 'Address is required',
  pathShape: 'Address: lowercase letters, digits, hyphens and slashes (plan/fall-foliage)',
  pathTaken: 'Address: another page already has it',
  /** A route of the site answers it, so a page there would never be shown (decision 128). */
  routeAddress: 'Address: the site’s own page is there (events, listings, sign-in and the like): choose another',
  scheduledLive: 'Publish at: this page already has its time to appear; its changes go out with it when published',
  scheduledPast: 'Publish at: choose a time still to come, or publish now',
  ownAddress: 'This page is the site’s own: it keeps its address and stays on the site',
  noPreview: 'The dispatch shows its posts, not this page’s draft: preview its changes once published',
  moved: 'Moved: the old address sends visitors and search engines here (301), and the menus and the navigation follow.',
  retired: 'Retired: the page is no longer on the site. Publish it to put it back.',
  headerImage: 'Header image: enter a picture’s address (/media/… or https://…)',
  blocksMax: 'A page holds at most 40 blocks',
  blockTwice: 'A block appears twice on the page',
} as const;

const BLOCKS_MAX = 40;
const pageId = z.coerce.number({ error: 'id is required' }).int().positive().max(ID_MAX);
const revisionField = z.number().int().positive().max(ID_MAX);

/** A page as the studio edits it: its header, its text, and its blocks in order (each checked by its kind's fields). */
export const StudioPageFormSchema = z.object({
  title: requiredText(STUDIO_PAGE_MESSAGES.title, 'Title', 200),
  meta_title: optionalField('Meta title', 200),
  meta_description: optionalField('Meta description', 300),
  header_image_url: optionalField('Header image', 500).refine(
    (value) => value === null || /^\/(?!\/)\S*$/.test(value) || isWebAddress(value),
    STUDIO_PAGE_MESSAGES.headerImage,
  ),
  subtitle: optionalField('Subtitle', 200),
  content: optionalRichText('Text'),
  blocks: z
    .array(StudioBlockSchema)
    .max(BLOCKS_MAX, STUDIO_PAGE_MESSAGES.blocksMax)
    .superRefine((blocks, context) => {
      const seen = new Set<number>();
      for (const [index, block] of blocks.entries()) {
        if (block.id !== NEW_BLOCK_ID && seen.has(block.id))
          context.addIssue({ code: 'custom', message: STUDIO_PAGE_MESSAGES.blockTwice, path: [index, 'id'] });
        seen.add(block.id);
      }
    }),
});
export type StudioPageForm = z.input<typeof StudioPageFormSchema>;
export type StudioPageContent = z.output<typeof StudioPageFormSchema>;

const PageValuesSchema = z.object({
  title: z.string(),
  meta_title: z.string().nullable(),
  meta_description: z.string().nullable(),
  header_image_url: z.string().nullable(),
  subtitle: z.string().nullable(),
  content: z.string().nullable(),
  blocks: z.array(ContentBlockSchema),
});

/** Where a page stands: never published, published for later, or on the site. */
export const PAGE_STATUSES = ['new', 'scheduled', 'live'] as const;
export type PageStatus = (typeof PAGE_STATUSES)[number];

/** One line of the studio's page list. */
export const StudioPageRowSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  /** Where visitors read it: its path, or the route that shows it ('/' for the home page). */
  link: z.string(),
  blocks: z.number().int(),
  status: z.enum(PAGE_STATUSES),
  drafted: z.boolean(),
});
export const StudioPagesSchema = z.array(StudioPageRowSchema);
export type StudioPageRow = z.infer<typeof StudioPageRowSchema>;

/** A page in the studio: live with its revision, the draft, and what was published before. Pictures are absolute addresses. */
export const StudioPageSchema = versionedSchema(PageValuesSchema).extend({
  id: z.number().int(),
  link: z.string(),
  status: z.enum(PAGE_STATUSES),
  /** Menu links and navigation tabs that point to it: a move takes them along; a retired page leaves them pointing nowhere. */
  links: z.number().int(),
  /** The home page and the dispatch's page: shown at routes of their own, so they keep their address and are never retired. */
  fixed: z.boolean(),
  /** When a scheduled page appears (New York time), else when it was first published, if the site knows. */
  published_at: z.string().nullable(),
  /** When a page on the site is due to leave it (New York time); null when it stays. */
  retires_at: z.string().nullable(),
});
export type StudioPage = z.infer<typeof StudioPageSchema>;

/**
 * Body of POST /api/studio/pages/retire (decision 116): without `retire_at` the page leaves the site now; with a time to come it
 * leaves then; with null a scheduled retirement is called off.
 */
export const StudioPageRetireBodySchema = z.object({ id: pageId, retire_at: retireAtField }).strict();
export type StudioPageRetireBody = z.infer<typeof StudioPageRetireBodySchema>;

export const StudioPageDraftBodySchema = z.object({ id: pageId, base_revision: revisionField, page: StudioPageFormSchema }).strict();
export const StudioPageActionBodySchema = z.object({ id: pageId }).strict();
/**
 * Publishing: now, or at a time to come (New York wall-clock time or an instant): a page not yet on the site appears then, a live
 * page's draft goes out then (decision 133); null calls a live page's scheduled changes off.
 */
export const StudioPagePublishBodySchema = z.object({ id: pageId, publish_at: dateTimeField('Publish at').nullable().optional() }).strict();

/** A page's address as the studio takes it: '/Plan/Fall-Foliage/' is plan/fall-foliage. */
const pagePath = requiredText(STUDIO_PAGE_MESSAGES.path, 'Address', 200)
  .transform((path) => path.toLowerCase().replace(/^\/+|\/+$/g, ''))
  .pipe(z.string().regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, STUDIO_PAGE_MESSAGES.pathShape));

/** A new page: its address under the site and its title; its header, text and blocks are then drafted like any page's. */
export const StudioPageCreateBodySchema = z.object({ path: pagePath, title: requiredText(STUDIO_PAGE_MESSAGES.title, 'Title', 200) }).strict();
/** A page to a new address; a page on the site leaves a 301 at the old one. */
export const StudioPageMoveBodySchema = z.object({ id: pageId, path: pagePath }).strict();
export type StudioPageCreate = z.input<typeof StudioPageCreateBodySchema>;
export const StudioPageRestoreBodySchema = z.object({ id: pageId, revision: revisionField }).strict();

/** How long a preview link works (decision 115): a week, long enough for a colleague to look, short enough to be forgotten safely. */
export const PREVIEW_LINK_DAYS = 7;

/** A preview link the studio made: the page's address on the site with its token, and when it stops working. */
export const StudioPreviewLinkSchema = z.object({ link: z.string(), expires_at: z.string() });
export type StudioPreviewLink = z.infer<typeof StudioPreviewLinkSchema>;

/** How many of a page's preview links were withdrawn. */
export const StudioPreviewWithdrawnSchema = z.object({ withdrawn: z.number().int() });
