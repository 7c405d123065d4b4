import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { NewsPost, NewsSearchQuery, NewsSiteSearchBody } from '@valley/shared/schemas/news';
import type { ContentBlock } from '@valley/shared/schemas/page';
import { PREVIEW_MESSAGES } from '@valley/shared/api/preview';
import type { AppContext } from '../app';
import { hashToken } from '../auth/tokens';
import type { Queryable } from '../db/db';
import { route } from '../http/route';
import { notFound } from '../http/errors';
import { absoluteMedia } from '../lib/media';
import { idOrSlug, textMatch } from '../lib/search';
import { Conditions } from '../lib/sql';
import { toLocalIso } from '@valley/shared/time';
import { paginationOf } from '@valley/shared/schemas/common';

interface NewsRow {
  id: number;
  slug: string;
  title: string;
  summary: string | null;
  main_img: string | null;
  image_url: string | null;
  header_image_url: string | null;
  source_link: string | null;
  meta_title: string | null;
  meta_description: string | null;
  published_at: Date | string;
  content: string | null;
  content_blocks: ContentBlock[];
  featured: boolean;
}

export const NEWS_COLUMNS = `p.id, p.slug, p.title, p.summary, p.main_img, p.image_url, p.header_image_url, p.source_link,
  p.meta_title, p.meta_description, p.published_at, p.content, p.content_blocks, p.featured`;

/** Where the site shows a post: mf-news's `/dispatch/{slug}`. */
export const postLink = (slug: string) => `/dispatch/${slug}`;

/** The fields a pending revision (news_posts.draft) may change. */
const DRAFT_FIELDS = [
  'title',
  'summary',
  'main_img',
  'image_url',
  'header_image_url',
  'source_link',
  'meta_title',
  'meta_description',
  'content',
  'content_blocks',
] as const;

/** Lays a pending revision over the published row. */
function withDraft(row: NewsRow & { draft: Record<string, unknown> | null }): NewsRow {
  const draft = row.draft ?? {};
  const changed = Object.fromEntries(DRAFT_FIELDS.filter((field) => field in draft).map((field) => [field, draft[field]]));
  // The studio's document (decision 096) keeps its picture as `image`, which publishing writes to both picture columns.
  const picture = 'image' in draft ? { main_img: draft.image, image_url: draft.image } : {};
  return { ...row, ...changed, ...picture } as NewsRow;
}

/** Published: approved, not scheduled for later, and not retired by now (a retirement set for later, decision 116). */
/** Approved and published by `now` (the app's clock, AppContext.now), so a scheduled post appears when its time comes. */
const published = (where: Conditions, now: Date) => {
  const at = where.param(now);
  return where.add(`p.approved and p.published_at <= ${at}::timestamptz and (p.retired_at is null or p.retired_at > ${at}::timestamptz)`);
};

type Categories = Map<number, { id: number; name: string }[]>;

/** The categories of many posts at once. */
async function categoriesOf(db: Queryable, rows: { id: number }[]): Promise<Categories> {
  const map: Categories = new Map();
  if (rows.length === 0) return map;
  const { rows: links } = await db.query<{ post_id: number; id: number; name: string }>(
    `select l.post_id, c.id, c.name from news_post_categories l join news_categories c on c.id = l.category_id
      where l.post_id = any($1::int[]) order by c.position, c.name`,
    [rows.map((row) => row.id)],
  );
  for (const { post_id, id, name } of links) map.set(post_id, [...(map.get(post_id) ?? []), { id, name }]);
  return map;
}

async function toNewsPosts(db: Queryable, rows: NewsRow[], mediaUrl: AppContext['mediaUrl']): Promise<NewsPost[]> {
  const categories = await categoriesOf(db, rows);
  return rows.map((row) => toNewsPost(row, mediaUrl, categories.get(row.id) ?? []));
}

export function toNewsPost(row: NewsRow, mediaUrl: AppContext['mediaUrl'], categories: NewsPost['categories'] = []): NewsPost {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    main_img: mediaUrl(row.main_img),
    image_url: mediaUrl(row.image_url),
    header_image_url: mediaUrl(row.header_image_url),
    source_link: row.source_link,
    meta_title: row.meta_title,
    meta_description: row.meta_description,
    published_at: toLocalIso(new Date(row.published_at)),
    featured: row.featured,
    categories,
    entry: { content: row.content },
    fields: { content_blocks: absoluteMedia(row.content_blocks, (path) => mediaUrl(path)) },
  };
}

const DEFAULT_PER_PAGE = 48;

export async function searchNews(db: Queryable, query: NewsSearchQuery, mediaUrl: AppContext['mediaUrl'], now = new Date()) {
  const where = published(new Conditions(), now);
  if (query.title) where.add(textMatch(where, query.title, { vector: 'p.search_vector', text: 'p.title' }).condition);
  if (query.categories?.length) {
    where.add(`exists (select 1 from news_post_categories c where c.post_id = p.id and c.category_id = any(${where.param(query.categories)}::int[]))`);
  }
  const order = query.order === 'oldest' ? 'p.published_at asc, p.id asc' : 'p.published_at desc, p.id desc';
  const page = query.page ?? 1;
  const perPage = query.limit ?? DEFAULT_PER_PAGE;
  const countParams = [...where.params];
  const limit = where.param(perPage);
  const offset = where.param((page - 1) * perPage);
  const [rows, count] = await Promise.all([
    db.query<NewsRow>(`select ${NEWS_COLUMNS} from news_posts p ${where.where()} order by ${order} limit ${limit} offset ${offset}`, where.params),
    db.query<{ total: number }>(`select count(*)::int as total from news_posts p ${where.where()}`, countParams),
  ]);
  const data = await toNewsPosts(db, rows.rows, mediaUrl);
  return { data, pagination: paginationOf(page, perPage, Number(count.rows[0]?.total ?? 0), data.length) };
}

/** POST /news/search: the site search's news column, best match first, then the newest. */
export async function searchNewsByText(db: Queryable, body: NewsSiteSearchBody, mediaUrl: AppContext['mediaUrl'], now = new Date()) {
  const where = published(new Conditions(), now);
  let order = 'p.published_at desc, p.id desc';
  if (body.title) {
    const match = textMatch(where, body.title, { vector: 'p.search_vector', text: 'p.title' });
    where.add(match.condition);
    order = `${match.score} desc, ${order}`;
  }
  if (body.categories?.length) {
    where.add(`exists (select 1 from news_post_categories c where c.post_id = p.id and c.category_id = any(${where.param(body.categories)}::int[]))`);
  }
  const limit = where.param(body.limit ?? 10);
  const { rows } = await db.query<NewsRow>(`select ${NEWS_COLUMNS} from news_posts p ${where.where()} order by ${order} limit ${limit}`, where.params);
  return toNewsPosts(db, rows, mediaUrl);
}

export function registerNewsRoutes(app: FastifyInstance, { db, mediaUrl, now }: AppContext): void {
  route(app, contract.newsSearch, async ({ query }) => searchNews(db, query, mediaUrl, now()));

  route(app, contract.newsList, async ({ query }) => {
    const where = published(new Conditions(), now());
    if (query.featured === '1') where.add('p.featured');
    const limit = where.param(query.limit ?? 15);
    const { rows } = await db.query<NewsRow>(
      `select ${NEWS_COLUMNS} from news_posts p ${where.where()} order by p.published_at desc, p.id desc limit ${limit}`,
      where.params,
    );
    return { data: await toNewsPosts(db, rows, mediaUrl) };
  });

  route(app, contract.newsSiteSearch, async ({ body }) => searchNewsByText(db, body, mediaUrl, now()));

  route(app, contract.newsGet, async ({ params }) => {
    const key = idOrSlug(params.id);
    const where = published(new Conditions(), now());
    where.add(`p.${key.column} = ${where.param(key.value)}`);
    const { rows } = await db.query<NewsRow>(`select ${NEWS_COLUMNS} from news_posts p ${where.where()}`, where.params);
    const [post] = await toNewsPosts(db, rows, mediaUrl);
    if (!post) throw notFound('News post not found');
    return post;
  });

  // Editorial previews: any signed-in member sees the pending revision (or the unpublished post).
  route(app, contract.newsDraft, async ({ params }) => {
    const key = idOrSlug(params.id);
    const { rows } = await db.query<NewsRow & { draft: Record<string, unknown> | null }>(
      `select ${NEWS_COLUMNS}, p.draft from news_posts p where p.${key.column} = $1`,
      [key.value],
    );
    const [post] = await toNewsPosts(db, rows.map(withDraft), mediaUrl);
    if (!post) throw notFound('News post not found');
    return post;
  });

  // A preview link (decision 125): the post with its pending revision for whoever holds the link until it expires or is withdrawn.
  route(
    app,
    contract.newsPreview,
    async ({ params }) => {
      const { rows } = await db.query<NewsRow & { draft: Record<string, unknown> | null; expires_at: Date }>(
        `select ${NEWS_COLUMNS}, p.draft, l.expires_at from preview_links l join news_posts p on p.id = l.post_id where l.token_hash = $1 and l.expires_at > $2`,
        [hashToken(params.token), now()],
      );
      const row = rows[0];
      if (!row) throw notFound(PREVIEW_MESSAGES.gone);
      const [post] = await toNewsPosts(db, [withDraft(row)], mediaUrl);
      return { link: postLink(row.slug), expires_at: toLocalIso(row.expires_at), post: post! };
    },
    { fresh: true },
  );

  route(app, contract.newsCategories, async () => {
    const { rows } = await db.query<{ id: number; name: string }>(`select id, name from news_categories order by position, name`);
    return rows;
  });
}
