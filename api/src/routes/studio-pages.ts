import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { BLOCK_KINDS, type BlockField, isBlockKind, NEW_BLOCK_ID } from '@valley/shared/schemas/block-fields';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { STUDIO_ROLES } from '@valley/shared/schemas/studio';
import { type PageStatus, STUDIO_PAGE_MESSAGES, type StudioPage, type StudioPageContent } from '@valley/shared/schemas/studio-pages';
import { instantOf, toLocalIso } from '@valley/shared/time';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { absoluteMedia, storedMedia } from '../lib/media';
import { sanitizeRichText } from '../lib/rich-text';
import { registerDraftedCalls } from '../studio/drafted-calls';
import { type Draftable, recordedRevision, versioned } from '../studio/drafts';
import { movePath, navigationLinksTo } from '../studio/moved-paths';
import { makePreviewLink, withdrawPreviewLinks } from '../studio/preview-links';
import { retireTime } from '../studio/retire';
import { DISPATCH_PAGE, isRoutePage, pageLink } from './pages';
import { PUBLISHING_ROLES, requireStudioRole } from './studio';

interface PageRow {
  id: number;
  path: string;
  approved: boolean;
  published_at: Date | null;
  retire_at: Date | null;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  header_image_url: string | null;
  entry: Record<string, unknown>;
  content_rendered: string | null;
  content_blocks: ContentBlock[];
  home_blocks: ContentBlock[] | null;
}

async function pageRow(db: Queryable, id: number): Promise<PageRow> {
  const { rows } = await db.query<PageRow>(
    `select id, path, approved, published_at, retire_at, title, meta_title, meta_description, header_image_url, entry, content_rendered, content_blocks,
            home_blocks
       from pages where id = $1`,
    [id],
  );
  if (!rows[0]) throw notFound('No such page');
  return rows[0];
}

const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

/** What the studio edits of a stored page; the home page's blocks are its `home_blocks`. */
const contentOf = (row: PageRow): StudioPageContent => ({
  title: row.title,
  meta_title: row.meta_title,
  meta_description: row.meta_description,
  header_image_url: row.header_image_url,
  subtitle: textOf(row.entry.subtitle),
  content: row.content_rendered ?? textOf(row.entry.content),
  blocks: row.home_blocks ?? row.content_blocks,
});

/** The page's columns for `content`, as the site reads them (the `pages.draft` of a pending revision has the same shape). */
const columnsOf = (row: PageRow, content: StudioPageContent) => ({
  title: content.title,
  meta_title: content.meta_title,
  meta_description: content.meta_description,
  header_image_url: content.header_image_url,
  entry: { ...row.entry, subtitle: content.subtitle, content: content.content },
  content_rendered: content.content,
  ...(row.home_blocks ? { home_blocks: content.blocks } : { content_blocks: content.blocks }),
});

/** Every rich-text field of an entry (and of its lists' items) sanitised as the site's other rich text. */
function sanitisedEntry(fields: Record<string, BlockField>, entry: Record<string, unknown>): Record<string, unknown> {
  const clean = { ...entry };
  for (const [key, field] of Object.entries(fields)) {
    if (field.type === 'html' && typeof clean[key] === 'string') clean[key] = sanitizeRichText(clean[key] as string) || null;
    if (field.type === 'list' && Array.isArray(clean[key])) {
      clean[key] = (clean[key] as Record<string, unknown>[]).map((item) => sanitisedEntry(field.item, item));
    }
  }
  return clean;
}

/** A draft as it is kept: pictures as stored paths, rich text sanitised, and each new block given an id no other block has. */
async function storedContent(db: Queryable, content: StudioPageContent, mediaUrl: AppContext['mediaUrl']): Promise<StudioPageContent> {
  const blocks: ContentBlock[] = [];
  for (const block of content.blocks) {
    const id = block.id === NEW_BLOCK_ID ? Number((await db.query<{ id: string }>(`select nextval('block_ids') as id`)).rows[0]!.id) : block.id;
    const entry = isBlockKind(block.extension) ? sanitisedEntry(BLOCK_KINDS[block.extension].entry, block.entry) : block.entry;
    blocks.push({ ...block, id, entry });
  }
  return storedMedia({ ...content, content: sanitizeRichText(content.content) || null, blocks }, mediaUrl);
}

/** What the studio edits of a published page, as stored. */
export const livePage = async (db: Queryable, id: number): Promise<StudioPageContent> => contentOf(await pageRow(db, id));

/** Where a page stands for visitors at `now`: one whose retirement has come is off the site, as one never published. */
const statusOf = (row: Pick<PageRow, 'approved' | 'published_at' | 'retire_at'>, now: Date): PageStatus =>
  !row.approved || (row.retire_at && row.retire_at <= now) ? 'new' : row.published_at && row.published_at > now ? 'scheduled' : 'live';

/** A time to come, as a publication asks for it: 400 for one past. */
function futureTime(publishAt: string, now: Date): Date {
  const at = instantOf(publishAt);
  if (!at || at <= now) throw badRequest(`publish_at: ${STUDIO_PAGE_MESSAGES.scheduledPast}`);
  return at;
}

/** When a page not yet on the site appears, as its publication asks: then, or now. A live page's draft waits instead (`waits`). */
async function appearsAt(db: Queryable, id: number, publishAt: string | null | undefined, now: Date): Promise<Date | null> {
  const row = await pageRow(db, id);
  if (!publishAt || statusOf(row, now) === 'live') return null;
  const at = futureTime(publishAt, now);
  if (row.approved) throw badRequest(`publish_at: ${STUDIO_PAGE_MESSAGES.scheduledLive}`);
  return at;
}

/**
 * A page as a draftable item: its header, text and blocks, kept in the studio's history. Published, a page not yet on the site
 * appears at `publishAt` (or at once); a live page keeps the date it first appeared.
 */
export function pageItem(id: number, now: () => Date, publishAt: Date | null = null): Draftable<StudioPageContent> {
  return {
    kind: 'page',
    key: String(id),
    revision: (db) => recordedRevision(db, 'page', String(id)),
    live: (db) => livePage(db, id),
    // A page made in the studio was never on the site: its history starts at its first publication (decision 123).
    unpublished: async (db) => !(await pageRow(db, id)).approved,
    async apply(tx, content) {
      const columns = columnsOf(await pageRow(tx, id), content);
      await tx.query(
        `update pages set title = $2, meta_title = $3, meta_description = $4, header_image_url = $5, entry = $6::jsonb, content_rendered = $7,
                content_blocks = coalesce($8::jsonb, content_blocks), home_blocks = coalesce($9::jsonb, home_blocks), draft = null, updated_at = $10,
                published_at = case when approved and (retire_at is null or retire_at > $10) then published_at else coalesce($11::timestamptz, $10) end,
                retire_at = case when retire_at > $10 then retire_at end, approved = true
          where id = $1`,
        [
          id,
          columns.title,
          columns.meta_title,
          columns.meta_description,
          columns.header_image_url,
          JSON.stringify(columns.entry),
          columns.content_rendered,
          'content_blocks' in columns ? JSON.stringify(columns.content_blocks) : null,
          'home_blocks' in columns ? JSON.stringify(columns.home_blocks) : null,
          now(),
          publishAt,
        ],
      );
    },
  };
}

/** The page's pending revision (`pages.draft`, what signed-in readers see at its address) follows its studio draft, or goes with it. */
async function mirrorDraft(db: Queryable, id: number): Promise<void> {
  const { rows } = await db.query<{ content: StudioPageContent }>(`select content from studio_drafts where kind = 'page' and key = $1`, [String(id)]);
  const draft = rows[0] ? columnsOf(await pageRow(db, id), rows[0].content) : null;
  await db.query('update pages set draft = $2::jsonb where id = $1', [id, draft && JSON.stringify(draft)]);
}

async function studioPage(db: Queryable, id: number, { now, mediaUrl }: Pick<AppContext, 'now' | 'mediaUrl'>): Promise<StudioPage> {
  const view = await versioned(db, pageItem(id, now));
  const row = await pageRow(db, id);
  return {
    id,
    link: pageLink(row.path),
    links: await navigationLinksTo(db, pageLink(row.path)),
    fixed: isRoutePage(row.path),
    status: statusOf(row, now()),
    published_at: row.published_at ? toLocalIso(row.published_at) : null,
    retires_at: row.retire_at && row.retire_at > now() ? toLocalIso(row.retire_at) : null,
    ...absoluteMedia(view, mediaUrl),
  };
}

/**
 * The site's pages in the studio (decision 102): drafted by every studio role, published by publishers and the Board. A draft is the
 * page's pending revision too, so a signed-in reader previews it at the page's own address; publishing clears the response cache.
 */
export function registerStudioPageRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db, now, mediaUrl } = ctx;

  route(app, contract.studioPages, async ({ member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const { rows } = await db.query<{
      id: number;
      path: string;
      title: string;
      blocks: number;
      drafted: boolean;
      approved: boolean;
      published_at: Date | null;
      retire_at: Date | null;
    }>(
      `select p.id, p.path, p.title, p.approved, p.published_at, p.retire_at, jsonb_array_length(coalesce(p.home_blocks, p.content_blocks))::int as blocks,
              exists (select 1 from studio_drafts s where s.kind = 'page' and s.key = p.id::text) as drafted
         from pages p order by p.path`,
    );
    return rows.map(({ path, approved, published_at, retire_at, ...row }) => ({
      ...row,
      link: pageLink(path),
      status: statusOf({ approved, published_at, retire_at }, now()),
    }));
  });

  route(app, contract.studioPageCreate, async ({ body, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    if (isRoutePage(body.path)) throw badRequest(`path: ${STUDIO_PAGE_MESSAGES.routeAddress}`);
    const { rows } = await db.query<{ id: number }>(
      `insert into pages (path, slug, title, approved, created_at, updated_at) values ($1, $2, $3, false, $4, $4)
       on conflict (path) do nothing returning id`,
      [body.path, body.path.split('/').at(-1), body.title, now()],
    );
    if (!rows[0]) throw badRequest(`path: ${STUDIO_PAGE_MESSAGES.pathTaken}`);
    return studioPage(db, rows[0].id, ctx);
  });

  route(app, contract.studioPage, async ({ params, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return studioPage(db, params.id, ctx);
  });

  /** A page publishers may move or retire: 400 for one a route of the site shows (the home page, the dispatch's, /meetings'...). */
  async function movable(member: Parameters<typeof requireStudioRole>[1], id: number): Promise<PageRow> {
    await requireStudioRole(db, member, PUBLISHING_ROLES);
    const row = await pageRow(db, id);
    if (isRoutePage(row.path)) throw badRequest(`path: ${STUDIO_PAGE_MESSAGES.ownAddress}`);
    return row;
  }

  route(app, contract.studioPageMove, async ({ body, member }) => {
    const row = await movable(member, body.id);
    if (body.path === row.path) return studioPage(db, body.id, ctx);
    const { rows: taken } = await db.query('select 1 from pages where path = $1', [body.path]);
    if (isRoutePage(body.path)) throw badRequest(`path: ${STUDIO_PAGE_MESSAGES.routeAddress}`);
    if (taken.length > 0) throw badRequest(`path: ${STUDIO_PAGE_MESSAGES.pathTaken}`);
    await db.transaction(async (tx) => {
      await tx.query('update pages set path = $2, slug = $3, updated_at = $4 where id = $1', [body.id, body.path, body.path.split('/').at(-1), now()]);
      // A page nobody has seen yet leaves nothing behind.
      if (row.approved) await movePath(tx, pageLink(row.path), pageLink(body.path), now());
    });
    await app.contentChanged();
    return studioPage(db, body.id, ctx);
  });

  // Now, at a time to come, or called off (decision 116): a page leaving later stays on the site until then.
  route(app, contract.studioPageRetire, async ({ body, member }) => {
    const row = await movable(member, body.id);
    if (body.retire_at === undefined) {
      await db.query('update pages set approved = false, published_at = null, retire_at = null, updated_at = $2 where id = $1', [body.id, now()]);
    } else if (body.retire_at === null) {
      await db.query('update pages set retire_at = null, updated_at = $2 where id = $1', [body.id, now()]);
    } else {
      const at = retireTime(body.retire_at, now(), statusOf(row, now()) !== 'new');
      await db.query('update pages set retire_at = $2, updated_at = $3 where id = $1', [body.id, at, now()]);
    }
    await app.contentChanged();
    return studioPage(db, body.id, ctx);
  });

  // Preview links (decision 115), for the page's address on the site.
  route(app, contract.studioPagePreviewLink, async ({ body, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const row = await pageRow(db, body.id);
    if (row.path === DISPATCH_PAGE) throw badRequest(STUDIO_PAGE_MESSAGES.noPreview);
    return makePreviewLink(db, { page_id: body.id }, pageLink(row.path), member.id, now());
  });

  route(app, contract.studioPagePreviewWithdraw, async ({ body, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    await pageRow(db, body.id);
    return withdrawPreviewLinks(db, { page_id: body.id });
  });

  registerDraftedCalls(app, ctx, 'studioPage', {
    item: async (target) => pageItem(target.id, now, await appearsAt(db, target.id, 'publish_at' in target ? target.publish_at : undefined, now())),
    // A live page's changes at a time to come (decision 133): its draft waits for the scheduled publisher; null calls the time off.
    async waits(target) {
      if (target.publish_at === undefined) return undefined;
      if (target.publish_at === null) return null;
      return statusOf(await pageRow(db, target.id), now()) === 'live' ? futureTime(target.publish_at, now()) : undefined;
    },
    draft: ({ page }) => storedContent(db, page, mediaUrl),
    view: ({ id }) => studioPage(db, id, ctx),
    drafted: ({ id }) => mirrorDraft(db, id),
  });
}
