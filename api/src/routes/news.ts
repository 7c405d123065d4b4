import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { NewsPost, NewsSearchQuery } from '@valley/shared/schemas/news';
import type { ContentBlock } from '@valley/shared/schemas/page';
import type { AppContext } from '../app';
import type { Queryable } from '../db/db';
import { route } from '../http/route';
import { absoluteMedia, likePattern } from '../lib/media';
import { paginationOf } from '../lib/pagination';
import { Conditions } from '../lib/sql';
import { toLocalIso } from '../lib/dates';

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
}

export const NEWS_COLUMNS = `p.id, p.slug, p.title, p.summary, p.main_img, p.image_url, p.header_image_url, p.source_link,
  p.meta_title, p.meta_description, p.published_at, p.content, p.content_blocks`;

/** Published: approved and not scheduled for later. */
const PUBLISHED = 'p.approved and p.published_at <= now()';

export function toNewsPost(row: NewsRow, mediaUrl: AppContext['mediaUrl']): NewsPost {
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
    entry: { content: row.content },
    fields: { content_blocks: absoluteMedia(row.content_blocks, (path) => mediaUrl(path)) },
  };
}

const DEFAULT_PER_PAGE = 48;

export async function searchNews(db: Queryable, query: NewsSearchQuery, mediaUrl: AppContext['mediaUrl']) {
  const where = new Conditions().add(PUBLISHED);
  if (query.title) where.add(`p.title ilike ${where.param(likePattern(query.title))}`);
  if (query.categories?.length) {
    where.add(
      `exists (select 1 from news_post_categories c where c.post_id = p.id and c.category_id = any(${where.param(query.categories)}::int[]))`,
    );
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
  const data = rows.rows.map((row) => toNewsPost(row, mediaUrl));
  return { data, pagination: paginationOf(page, perPage, Number(count.rows[0]?.total ?? 0), data.length) };
}

export function registerNewsRoutes(app: FastifyInstance, { db, mediaUrl }: AppContext): void {
  route(app, contract.newsSearch, async ({ query }) => searchNews(db, query, mediaUrl));

  route(app, contract.newsList, async ({ query }) => {
    const where = new Conditions().add(PUBLISHED);
    if (query.featured === '1') where.add('p.featured');
    const limit = where.param(query.limit ?? 15);
    const { rows } = await db.query<NewsRow>(
      `select ${NEWS_COLUMNS} from news_posts p ${where.where()} order by p.published_at desc, p.id desc limit ${limit}`,
      where.params,
    );
    return { data: rows.map((row) => toNewsPost(row, mediaUrl)) };
  });

  route(app, contract.newsCategories, async () => {
    const { rows } = await db.query<{ id: number; name: string }>(`select id, name from news_categories order by position, name`);
    return rows;
  });
}
