import { paginationOf, type Pagination } from '@valley/shared/schemas/common';
import type { NewsPost } from '@valley/shared/schemas/news';

/** A published post as GET /news/search answers it. */
export const newsPost = (id: number, overrides: Partial<NewsPost> = {}): NewsPost => ({
  id,
  slug: `post-${id}`,
  title: `Post ${id}`,
  summary: `Summary ${id}`,
  main_img: `http://localhost:4000/media/news/post-${id}.1200x800.webp`,
  image_url: null,
  header_image_url: `http://localhost:4000/media/headers/post-${id}.2000x800.webp`,
  source_link: null,
  meta_title: null,
  meta_description: null,
  published_at: '2026-11-20T08:30:00-05:00',
  featured: false,
  categories: [{ id: 1, name: 'Food & Drink' }],
  entry: { content: `<p>Body of post ${id}.</p>` },
  fields: { content_blocks: [] },
  ...overrides,
});

/** Posts first..first+count-1. */
export const newsPosts = (first: number, count: number) => Array.from({ length: count }, (_, index) => newsPost(first + index));

/** The pagination object of page `page` of `total` posts, 48 a page. */
export function newsPagination(page: number, total: number, perPage = 48): Pagination {
  return paginationOf(page, perPage, total, Math.max(0, Math.min(perPage, total - (page - 1) * perPage)));
}

/** One page of GET /news/search over `total` posts with ids 1..total. */
export const newsSearchPage = (page: number, total: number) => {
  const pagination = newsPagination(page, total);
  const count = pagination.from === null ? 0 : (pagination.to ?? 0) - pagination.from + 1;
  return { data: newsPosts((page - 1) * 48 + 1, count), pagination };
};
