import type { FastifyInstance } from 'fastify';
import { contract } from '@valley/shared/api/contract';
import type { ContentBlock, Page } from '@valley/shared/schemas/page';
import type { AppContext } from '../app';
import { route } from '../http/route';
import { notFound } from '../http/errors';
import { absoluteMedia } from '../lib/media';

interface PageRow {
  id: number;
  slug: string;
  title: string;
  meta_title: string | null;
  meta_description: string | null;
  header_image_url: string | null;
  entry: Partial<Page['entry']>;
  content_rendered: string | null;
  content_blocks: ContentBlock[];
  home_blocks: ContentBlock[] | null;
}

/** `plan|getting-here/` and `plan/getting-here` name the same page. */
export function normalisePagePath(path: string): string {
  return path.replaceAll('|', '/').replace(/\/+/g, '/').replace(/^\/|\/$/g, '').toLowerCase();
}

export function registerPageRoutes(app: FastifyInstance, { db, mediaUrl }: AppContext): void {
  route(app, contract.page, async ({ params }) => {
    const { rows } = await db.query<PageRow>(
      `select id, slug, title, meta_title, meta_description, header_image_url, entry, content_rendered,
              content_blocks, home_blocks
         from pages where path = $1 and approved`,
      [normalisePagePath(params['*'])],
    );
    const row = rows[0];
    if (!row) throw notFound('Page not found');
    const page: Page = {
      id: row.id,
      slug: row.slug,
      title: row.title,
      meta_title: row.meta_title,
      meta_description: row.meta_description,
      header_image_url: row.header_image_url,
      entry: {
        subtitle: row.entry.subtitle ?? null,
        content: row.entry.content ?? null,
        featured_slides_title: row.entry.featured_slides_title ?? null,
        slides: row.entry.slides ?? [],
      },
      content_rendered: row.content_rendered,
      fields: {
        content_blocks: row.content_blocks,
        ...(row.home_blocks ? { home_blocks: row.home_blocks } : {}),
      },
    };
    return absoluteMedia(page, (path) => mediaUrl(path));
  });
}
