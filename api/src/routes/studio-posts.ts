import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import { STUDIO_ROLES } from '@valley/shared/schemas/studio';
import type { PostStatus, StudioPost, StudioPostSaveBody } from '@valley/shared/schemas/studio-posts';
import { instantOf, toLocalIso } from '@valley/shared/time';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { badRequest, notFound } from '../http/errors';
import { route } from '../http/route';
import { retireTime } from '../studio/retire';
import { sanitizeRichText } from '../lib/rich-text';
import { uniqueSlug } from '../members/review-flow';
import { resolveImageField } from '../uploads/images';
import { historyOf, keptRevision, recordPublication } from '../studio/drafts';
import { makePreviewLink, withdrawPreviewLinks } from '../studio/preview-links';
import { postLink } from './news';
import { PUBLISHING_ROLES, requireStudioRole } from './studio';

/** What a post's editor writes; a published post keeps it in `draft` (its pending revision) until it is published. */
interface PostDoc {
  title: string;
  category_id: number | null;
  image: string | null;
  content: string;
  source_link: string | null;
  featured: boolean;
  published_at: string;
}

interface PostRow {
  id: number;
  slug: string;
  title: string;
  main_img: string | null;
  content: string | null;
  source_link: string | null;
  featured: boolean;
  published_at: Date | string;
  updated_at: Date | string;
  approved: boolean;
  retired_at: Date | string | null;
  draft: Partial<PostDoc> | null;
  category_id: number | null;
  category: string | null;
}

const SELECT = `select p.id, p.slug, p.title, p.main_img, p.content, p.source_link, p.featured, p.published_at, p.updated_at, p.approved,
  p.retired_at, p.draft, c.id as category_id, c.name as category
  from news_posts p
  left join lateral (select c.id, c.name from news_post_categories l join news_categories c on c.id = l.category_id
    where l.post_id = p.id order by c.position, c.name limit 1) c on true`;

/** A post whose retirement is still to come (decision 116) is on the site until then. */
const retiresLater = (row: PostRow, now: Date) => row.approved && row.retired_at !== null && new Date(row.retired_at) > now;

function statusOf(row: PostRow, now: Date): PostStatus {
  if (row.retired_at && !retiresLater(row, now)) return 'retired';
  if (!row.approved) return 'draft';
  return new Date(row.published_at) > now ? 'scheduled' : 'live';
}

/** A published post's pending revision counts only when it holds the editor's whole document (a seeded one may hold a title alone). */
const pendingOf = (row: PostRow): PostDoc | null =>
  row.approved && row.draft && 'content' in row.draft && 'published_at' in row.draft ? (row.draft as PostDoc) : null;

function toStudioPost(row: PostRow, now: Date, mediaUrl: AppContext['mediaUrl'], history: StudioPost['history'] = []): StudioPost {
  const pending = pendingOf(row);
  return {
    id: row.id,
    slug: row.slug,
    title: pending?.title ?? row.title,
    status: statusOf(row, now),
    pending_changes: pending !== null,
    featured: pending?.featured ?? row.featured,
    category: row.category,
    category_id: pending ? pending.category_id : row.category_id,
    image: mediaUrl(pending ? pending.image : row.main_img),
    content: pending?.content ?? row.content ?? '',
    source_link: pending ? pending.source_link : row.source_link,
    published_at: pending?.published_at ?? toLocalIso(new Date(row.published_at)),
    updated_at: toLocalIso(new Date(row.updated_at)),
    retires_at: retiresLater(row, now) ? toLocalIso(new Date(row.retired_at!)) : null,
    history,
  };
}

/** A post's document as its columns hold it (what the site shows, or a draft's text). */
const columnsOf = (row: PostRow): PostDoc => ({
  title: row.title,
  category_id: row.category_id,
  image: row.main_img,
  content: row.content ?? '',
  source_link: row.source_link,
  featured: row.featured,
  published_at: toLocalIso(new Date(row.published_at)),
});

async function postRow(db: Queryable, id: number): Promise<PostRow> {
  const { rows } = await db.query<PostRow>(`${SELECT} where p.id = $1`, [id]);
  if (!rows[0]) throw notFound('No such post');
  return rows[0];
}

/** Writes a document into the post's own columns: a draft's save, or a publication of a pending revision. */
async function writeColumns(db: Queryable, id: number, doc: PostDoc, memberId: number, at: Date): Promise<void> {
  await db.query(
    `update news_posts set title = $2, main_img = $3, image_url = $3, content = $4, source_link = $5, featured = $6, published_at = $7,
       updated_at = $8, updated_by = $9 where id = $1`,
    [id, doc.title, doc.image, doc.content, doc.source_link, doc.featured, instantOf(doc.published_at), at, memberId],
  );
  await db.query('delete from news_post_categories where post_id = $1', [id]);
  if (doc.category_id) await db.query('insert into news_post_categories (post_id, category_id) values ($1, $2)', [id, doc.category_id]);
}

/**
 * The dispatch in the studio (decision 096). Every studio role writes: a new post is a draft row nobody but signed-in readers sees; an
 * edit of a published post waits in its pending revision. Publishers and the Board publish (now or at the publish date) and retire.
 */
export function registerStudioPostRoutes(app: FastifyInstance, { db, now, mediaUrl, uploads }: AppContext): void {
  async function documentOf(body: StudioPostSaveBody, currentImage: string | null, memberId: number): Promise<PostDoc> {
    if (body.category_id) {
      const { rows } = await db.query('select 1 from news_categories where id = $1', [body.category_id]);
      if (rows.length === 0) throw badRequest('category_id: No such category');
    }
    const image =
      body.image === undefined || body.image === null ? currentImage : await resolveImageField({ ...uploads, db }, body.image, 'post', memberId, 'image');
    const content = sanitizeRichText(body.content) ?? '';
    const published = instantOf(body.published_at);
    if (!published) throw badRequest('published_at: Publish date is not a date');
    return {
      title: body.title,
      category_id: body.category_id,
      image,
      content,
      source_link: body.source_link,
      featured: body.featured,
      published_at: toLocalIso(published),
    };
  }

  /** A post as its editor opens it, with its kept publications. */
  const studioPost = async (id: number, at: Date) => toStudioPost(await postRow(db, id), at, mediaUrl, await historyOf(db, 'post', String(id)));

  /** Writes a document as a save does: a published post's pending revision, an unpublished one's own columns. */
  async function keep(row: PostRow, doc: PostDoc, memberId: number, at: Date) {
    if (row.approved) {
      // Live or scheduled: the site keeps what it has until a publisher publishes this.
      await db.query('update news_posts set draft = $2::jsonb, updated_at = $3, updated_by = $4 where id = $1', [row.id, JSON.stringify(doc), at, memberId]);
    } else {
      await writeColumns(db, row.id, doc, memberId, at);
    }
  }

  route(app, contract.studioPosts, async ({ member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const { rows } = await db.query<PostRow>(`${SELECT} order by p.published_at desc, p.id desc limit 1000`);
    const at = now();
    return rows.map((row) => toStudioPost(row, at, mediaUrl));
  });

  route(app, contract.studioPost, async ({ params, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    return studioPost(params.id, now());
  });

  route(app, contract.studioPostSave, async ({ body, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const at = now();
    if (body.id === undefined) {
      const doc = await documentOf(body, null, member.id);
      const slug = await uniqueSlug(db, 'news_posts', doc.title);
      const { rows } = await db.query<{ id: number }>(
        `insert into news_posts (slug, title, published_at, approved, created_at, updated_at) values ($1, $2, $3, false, $4, $4) returning id`,
        [slug, doc.title, instantOf(doc.published_at), at],
      );
      await writeColumns(db, rows[0]!.id, doc, member.id, at);
      return studioPost(rows[0]!.id, at);
    }
    const row = await postRow(db, body.id);
    const doc = await documentOf(body, pendingOf(row)?.image ?? row.main_img, member.id);
    await keep(row, doc, member.id, at);
    return studioPost(row.id, at);
  });

  route(app, contract.studioPostPublish, async ({ body, member }) => {
    await requireStudioRole(db, member, PUBLISHING_ROLES);
    const at = now();
    await db.transaction(async (tx) => {
      const row = await postRow(tx, body.id);
      const pending = pendingOf(row);
      if (pending) await writeColumns(tx, row.id, pending, member.id, at);
      // Its publications are kept; a post on the site before the studio keeps that version as its first.
      const key = String(row.id);
      const { rows: kept } = await tx.query<{ revision: number | null }>(
        `select max(revision) as revision from studio_history where kind = 'post' and key = $1`,
        [key],
      );
      const onSiteBefore = row.approved || row.retired_at !== null;
      const last = kept[0]?.revision ?? null;
      await recordPublication(tx, 'post', key, {
        current: last ?? (onSiteBefore ? 1 : 0),
        before: last === null && onSiteBefore ? columnsOf(row) : undefined,
        content: pending ?? columnsOf(row),
        memberId: member.id,
        now: at,
      });
      // A retirement still to come stays (an edit published meanwhile does not call it off); one that came is over.
      await tx.query(
        `update news_posts set retired_at = case when approved and retired_at > $2 then retired_at end, approved = true, draft = null, updated_at = $2,
                updated_by = $3 where id = $1`,
        [row.id, at, member.id],
      );
    });
    await app.contentChanged();
    return studioPost(body.id, at);
  });

  // Now, at a time to come (still approved, leaving then), or called off (decision 116).
  route(app, contract.studioPostRetire, async ({ body, member }) => {
    await requireStudioRole(db, member, PUBLISHING_ROLES);
    const at = now();
    const row = await postRow(db, body.id);
    const onSite = row.approved && (row.retired_at === null || retiresLater(row, at));
    if (body.retire_at === undefined) {
      if (!onSite) throw badRequest('Only a published post can be retired');
      await db.query('update news_posts set approved = false, retired_at = $2, updated_at = $2, updated_by = $3 where id = $1', [row.id, at, member.id]);
    } else if (body.retire_at === null) {
      if (retiresLater(row, at))
        await db.query('update news_posts set retired_at = null, updated_at = $2, updated_by = $3 where id = $1', [row.id, at, member.id]);
    } else {
      const when = retireTime(body.retire_at, at, onSite);
      await db.query('update news_posts set retired_at = $2, updated_at = $3, updated_by = $4 where id = $1', [row.id, when, at, member.id]);
    }
    await app.contentChanged();
    return studioPost(row.id, at);
  });

  // Preview links (decision 125), as a page's (decision 115): the post's address with its pending revision, for a week.
  route(app, contract.studioPostPreviewLink, async ({ body, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const row = await postRow(db, body.id);
    return makePreviewLink(db, { post_id: row.id }, postLink(row.slug), member.id, now());
  });

  route(app, contract.studioPostPreviewWithdraw, async ({ body, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    await postRow(db, body.id);
    return withdrawPreviewLinks(db, { post_id: body.id });
  });

  route(app, contract.studioPostDiscard, async ({ body, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const at = now();
    await postRow(db, body.id);
    await db.query('update news_posts set draft = null where id = $1', [body.id]);
    return studioPost(body.id, at);
  });

  route(app, contract.studioPostRestore, async ({ body, member }) => {
    await requireStudioRole(db, member, STUDIO_ROLES);
    const at = now();
    const row = await postRow(db, body.id);
    await keep(row, await keptRevision<PostDoc>(db, 'post', String(row.id), body.revision), member.id, at);
    return studioPost(row.id, at);
  });
}
